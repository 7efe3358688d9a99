import { message } from '../../../shared/i18n/message';
import { Worker } from 'node:worker_threads';
import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import type { ResolvedOpeningLots } from '../../../shared/reports/pnl/opening';
import type { ReportKind } from '../../../shared/reports/kinds';
import { AppError } from '../errors';
import { workerScript } from '../workers/worker-script';
import { decodeAnswer, type DecodedAnswer } from './decode';
import type { DecodeReply, DecodeRequest } from './decode-worker';
import { HashMismatchError, readArchivedTables } from './archived-data';
import { packTables, type PackedTables } from './packed-tables';
import type { ArchivedFile } from './companions';

/** Answers and archived reports up to this size are decoded in place: a worker round trip costs more than they do. */
export const INLINE_DECODE_BYTES = 256 * 1024;
/** An idle decode worker is ended after this long (it holds a V8 heap). */
const IDLE_MS = 15_000;

/** Thrown when a report's bytes are not the JSON the catalog schema expects. */
export class InvalidReportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidReportError';
  }
}

export interface ReportDecoderOptions {
  /** Larger bodies go to the worker (tests set 0 to send everything there). */
  inlineBytes?: number;
  idleMs?: number;
}

interface Pending {
  resolve: (reply: DecodeReply) => void;
  reject: (error: Error) => void;
}

/**
 * Decodes report answers and archived reports into packed tables, the large
 * ones in a worker thread started on demand, so main's event loop never
 * parses a statement. Both places run the same code (decode.ts) and answer
 * the same shapes.
 */
export class ReportDecoder {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly inlineBytes: number;
  private readonly idleMs: number;

  constructor(options: ReportDecoderOptions = {}) {
    this.inlineBytes = options.inlineBytes ?? INLINE_DECODE_BYTES;
    this.idleMs = options.idleMs ?? IDLE_MS;
  }

  /**
   * A report answer's state and, when Completed, its tables. The body is
   * transferred to the worker and back: use the returned one (the one passed
   * in may be emptied). InvalidReportError when it is not what the schema says.
   */
  async answer(kind: ReportKind, body: Uint8Array): Promise<{ decoded: DecodedAnswer; body: Uint8Array }> {
    if (body.byteLength <= this.inlineBytes) {
      try {
        return { decoded: decodeAnswer(kind, body), body };
      } catch (error) {
        throw new InvalidReportError((error as Error).message);
      }
    }
    const reply = await this.send({ op: 'answer', kind, body: ownBuffer(body) });
    if (reply.ok && reply.op === 'answer') return { decoded: reply.decoded, body: reply.body };
    throw new InvalidReportError(reply.ok ? 'unexpected answer' : reply.message);
  }

  /** An archived report's tables, its hash checked first (HashMismatchError when the bytes changed). */
  async archived(
    rawPath: string,
    manifest: ArchiveManifest,
    rates: ArchivedFile | null = null,
    opening: ResolvedOpeningLots | null = null,
  ): Promise<PackedTables> {
    if (manifest.bytes + (rates?.manifest.bytes ?? 0) <= this.inlineBytes)
      return packTables(await readArchivedTables(rawPath, manifest, rates, opening));
    const reply = await this.send({ op: 'archived', rawPath, manifest, rates, opening });
    if (reply.ok && reply.op === 'archived') return reply.tables;
    if (!reply.ok && reply.reason === 'hash-mismatch') throw new HashMismatchError(reply.expected, reply.actual);
    throw new InvalidReportError(reply.ok ? 'unexpected answer' : reply.message);
  }

  /** The thread id of the worker decoding now; null when none runs (none started yet, ended when idle, crashed or closed). */
  get workerThreadId(): number | null {
    return this.worker?.threadId ?? null;
  }

  /** Ends the worker; requests still running are rejected. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.stopped(new AppError('conflict', message('reports.failure.decoderClosed')));
    await worker?.terminate();
  }

  private send(request: DistributiveOmit<DecodeRequest, 'id'>): Promise<DecodeReply> {
    const worker = this.worker ?? this.start();
    worker.ref();
    const id = this.nextId++;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    return new Promise<DecodeReply>((resolve, reject) => {
      const message = { ...request, id } as DecodeRequest;
      try {
        worker.postMessage(message, message.op === 'answer' ? [message.body.buffer as ArrayBuffer] : []);
      } catch (error) {
        if (this.pending.size === 0) this.idleSoon(worker);
        throw error;
      }
      this.pending.set(id, { resolve, reject });
    });
  }

  private start(): Worker {
    const script = workerScript(import.meta.url, 'decode-worker.ts', 'reports-decode-worker.js');
    if (!script) throw new AppError('internal', message('reports.failure.decoderMissing'));
    const worker = new Worker(script.url, { execArgv: script.execArgv, name: 'reports-decode' });
    this.worker = worker;
    worker.on('message', (reply: DecodeReply) => {
      const pending = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      pending?.resolve(reply);
      if (this.pending.size === 0) this.idleSoon(worker);
    });
    worker.on('error', (error) => {
      if (this.worker === worker)
        this.stopped(new AppError('internal', message('reports.failure.decoderStopped', { reason: error.message })));
    });
    worker.on('exit', (code) => {
      if (this.worker === worker)
        this.stopped(new AppError('internal', message('reports.failure.decoderExited', { code: String(code) })));
    });
    return worker;
  }

  private idleSoon(worker: Worker): void {
    // An idle worker must not keep a process (the desk command) alive.
    worker.unref();
    this.idleTimer = setTimeout(() => {
      if (this.worker !== worker || this.pending.size > 0) return;
      this.worker = null;
      void worker.terminate();
    }, this.idleMs);
    this.idleTimer.unref();
  }

  // The worker is gone (crashed, or closed): whatever it was doing fails with the reason; the next request starts a new one.
  private stopped(error: Error): void {
    this.worker = null;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const request of pending) request.reject(error);
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

// Only a buffer the view covers exactly can be transferred: a view into a larger one (Node's Buffer pool among them,
// which cannot be transferred at all) is copied first. new Uint8Array(view) copies; a Buffer's slice() would not.
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
    ? bytes
    : new Uint8Array(bytes);
}
