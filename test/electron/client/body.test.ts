import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readBody } from '../../../electron/client/body';

const chunksOf = (text: string, size: number) => {
  const bytes = Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return chunks;
};

describe('reading an answer body', () => {
  const text = `{"items":[${Array.from({ length: 40_000 }, (_, i) => `{"n":${i},"name":"Zürich ${i}"}`).join(',')}]}`;
  const size = Buffer.byteLength(text);

  it('fills one buffer of the declared length with every chunk in order, yielding as it goes', async () => {
    const body = await readBody(Readable.from(chunksOf(text, 65_536)), size);
    expect(body.byteLength).toBe(size);
    expect(body.buffer.byteLength).toBe(size);
    expect(Buffer.from(body).toString('utf8')).toBe(text);
  });

  it('joins the chunks when no length is declared', async () => {
    const body = await readBody(Readable.from(chunksOf(text, 10_000)), undefined);
    expect(Buffer.from(body).toString('utf8')).toBe(text);
    expect(Buffer.from(await readBody(Readable.from([]), undefined)).byteLength).toBe(0);
  });

  it('gives the event loop a turn every MB it copies, declared length or not', async () => {
    const big = Buffer.alloc(4 * 1024 * 1024, 0x61);
    for (const declared of [big.length, undefined]) {
      let turns = 0;
      let running = true;
      const tick = (): void => {
        turns += 1;
        if (running) setImmediate(tick);
      };
      setImmediate(tick);
      const chunks: Buffer[] = [];
      for (let offset = 0; offset < big.length; offset += 65_536) chunks.push(big.subarray(offset, offset + 65_536));
      const body = await readBody(Readable.from(chunks), declared);
      running = false;
      expect(Buffer.from(body).equals(big)).toBe(true);
      expect(turns, `declared ${declared}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('answers only what arrived when it is shorter than declared, and refuses more than declared', async () => {
    const short = await readBody(Readable.from(chunksOf('{"a":1}', 3)), 100);
    expect(Buffer.from(short).toString('utf8')).toBe('{"a":1}');
    await expect(readBody(Readable.from(chunksOf('{"a":1}', 3)), 4)).rejects.toThrow(/longer than it declared/);
  });
});
