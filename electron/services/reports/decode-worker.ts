/**
 * Worker thread entry of report decoding: parsing a statement of tens of MB,
 * checking it against the catalog schema and building its tables takes
 * seconds, which main's event loop (IPC, orders, the loan watchdog) must not
 * wait for. Requests in, one answer per request out; tables come back packed,
 * their buffers transferred, not copied.
 */
import { parentPort } from 'node:worker_threads';
import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import type { ResolvedOpeningLots } from '../../../shared/reports/pnl/opening';
import type { ReportKind } from '../../../shared/reports/kinds';
import { decodeAnswer, type DecodedAnswer } from './decode';
import { HashMismatchError, readArchivedTables } from './archived-data';
import { packTables, transferablesOf, type PackedTables } from './packed-tables';
import type { ArchivedFile } from './companions';

/** A request to the decode worker. */
export type DecodeRequest =
  | { id: number; op: 'answer'; kind: ReportKind; body: Uint8Array }
  | {
      id: number;
      op: 'archived';
      rawPath: string;
      manifest: ArchiveManifest;
      rates?: ArchivedFile | null;
      opening?: ResolvedOpeningLots | null;
    };

/** Its answer: the body of an 'answer' request always comes back (transferred) so main can archive it. */
export type DecodeReply =
  | { id: number; ok: true; op: 'answer'; decoded: DecodedAnswer; body: Uint8Array }
  | { id: number; ok: true; op: 'archived'; tables: PackedTables }
  | { id: number; ok: false; reason: 'hash-mismatch'; message: string; expected: string; actual: string }
  | { id: number; ok: false; reason: 'invalid'; message: string; body?: Uint8Array };

const port = parentPort;
if (port) {
  port.on('message', (request: DecodeRequest) => {
    void answer(request).then(
      ({ reply, transfer }) => port.postMessage(reply, transfer),
      (error: unknown) => {
        const body = request.op === 'answer' ? { body: request.body } : {};
        const transfer = request.op === 'answer' ? [request.body.buffer as ArrayBuffer] : [];
        const reply: DecodeReply =
          error instanceof HashMismatchError
            ? {
                id: request.id,
                ok: false,
                reason: 'hash-mismatch',
                message: error.message,
                expected: error.expected,
                actual: error.actual,
              }
            : { id: request.id, ok: false, reason: 'invalid', message: (error as Error).message, ...body };
        port.postMessage(reply, transfer);
      },
    );
  });
}

async function answer(request: DecodeRequest): Promise<{ reply: DecodeReply; transfer: ArrayBuffer[] }> {
  if (request.op === 'answer') {
    const decoded = decodeAnswer(request.kind, request.body);
    const transfer = [request.body.buffer as ArrayBuffer, ...(decoded.tables ? transferablesOf(decoded.tables) : [])];
    return { reply: { id: request.id, ok: true, op: 'answer', decoded, body: request.body }, transfer };
  }
  const tables = packTables(
    await readArchivedTables(request.rawPath, request.manifest, request.rates ?? null, request.opening ?? null),
  );
  return { reply: { id: request.id, ok: true, op: 'archived', tables }, transfer: transferablesOf(tables) };
}
