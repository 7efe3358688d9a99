import type { Readable } from 'node:stream';

// Copying into fresh memory costs ~1-8 ms a MB (page faults): a turn of the event loop at least this often.
const TURN_BYTES = 1024 * 1024;

/**
 * Reads an answer's body into one buffer. When the length is declared, the
 * buffer is allocated once, uninitialised, and each chunk is copied in as it
 * arrives: the cost of touching tens of MB of fresh memory is spread over the
 * chunks instead of landing on main's event loop in one piece at the end, as
 * a final concatenation did (~100 ms for a 30 MB statement). Without a
 * declared length the chunks are joined at the end.
 */
export async function readBody(stream: Readable, declaredLength: number | undefined): Promise<Uint8Array> {
  if (declaredLength === undefined || !Number.isSafeInteger(declaredLength) || declaredLength < 0) {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
  }
  // allocUnsafe: no zero fill, so no page is touched before its bytes arrive.
  const body = Buffer.allocUnsafe(declaredLength);
  let length = 0;
  let sinceTurn = 0;
  for await (const chunk of stream) {
    const bytes = chunk as Buffer;
    // More than declared cannot happen with a conforming HTTP/1.1 peer (undici checks); never write past the end.
    if (length + bytes.length > declaredLength) throw Object.assign(new Error('the answer is longer than it declared'), { code: 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH' });
    bytes.copy(body, length);
    length += bytes.length;
    sinceTurn += bytes.length;
    // Chunks already buffered arrive back to back in one task: give the event loop a turn every few MB copied.
    if (sinceTurn >= TURN_BYTES) {
      sinceTurn = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return length === declaredLength ? body : body.subarray(0, length);
}
