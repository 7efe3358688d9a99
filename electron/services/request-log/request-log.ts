import type { ExchangeRecord } from '../../client/client';
import type { ListRequestLogInput, RequestLogEntry } from '../../../shared/ipc/schemas/request-log';
import type { EventBus } from '../events';
import { RingBuffer } from './ring-buffer';
import type { RotatingFile } from './rotating-file';

/** What the client reports per HTTP exchange. */
export type ExchangeInfo = ExchangeRecord;

/** Options of the request log. */
export interface RequestLogOptions {
  events: EventBus;
  /** The JSON-lines file; none in tests that only look at memory. */
  file?: RotatingFile;
  /** Entries kept in memory for the UI. */
  capacity?: number;
  /** Called once per failed file write (the in-memory log keeps working). */
  onWriteError?: (error: unknown) => void;
}

const DEFAULT_LIMIT = 200;

/**
 * Every request the app makes: a ring buffer for the UI and a JSON-lines
 * file for later. Entries are built field by field from the exchange, so
 * nothing else (headers, signature, nonce, query, body) can slip in.
 */
export class RequestLog {
  private readonly buffer: RingBuffer<RequestLogEntry>;
  private seq = 0;

  constructor(private readonly options: RequestLogOptions) {
    this.buffer = new RingBuffer(options.capacity ?? 1000);
  }

  /** Records one exchange made through a profile; pushes it to the renderer. */
  record(profile: { id: string; name: string }, exchange: ExchangeInfo): RequestLogEntry {
    this.seq += 1;
    const entry: RequestLogEntry = {
      seq: this.seq,
      time: exchange.startedAt,
      profileId: profile.id,
      profileName: profile.name,
      customer: exchange.customer ?? null,
      method: exchange.method,
      path: withoutQuery(exchange.path),
      endpoint: exchange.endpoint,
      status: exchange.status ?? null,
      latencyMs: Math.round(exchange.latencyMs * 10) / 10,
      errorKind: exchange.errorKind ?? null,
      attempt: exchange.attempt,
      ...(exchange.via === undefined ? {} : { via: exchange.via }),
    };
    this.buffer.push(entry);
    this.options.file
      ?.append(`${JSON.stringify(entry)}\n`)
      .catch((error: unknown) => this.options.onWriteError?.(error));
    this.options.events.emit('requestLogged', entry);
    return entry;
  }

  /** Newest first, filtered. */
  list(filter: NonNullable<ListRequestLogInput> = {}): RequestLogEntry[] {
    const text = filter.text?.toLowerCase();
    return this.buffer.newestFirst(
      (entry) =>
        (filter.profileId === undefined || entry.profileId === filter.profileId) &&
        (filter.customer === undefined || entry.customer === filter.customer) &&
        (filter.method === undefined || entry.method === filter.method) &&
        (filter.afterSeq === undefined || entry.seq > filter.afterSeq) &&
        (filter.outcome === undefined || (filter.outcome === 'error') === (entry.errorKind !== null)) &&
        (text === undefined || entry.path.toLowerCase().includes(text) || entry.endpoint.toLowerCase().includes(text)),
      filter.limit ?? DEFAULT_LIMIT,
    );
  }

  /** Resolves when every entry so far is in the file. */
  flush(): Promise<void> {
    return this.options.file?.flush() ?? Promise.resolve();
  }
}

function withoutQuery(path: string): string {
  const end = path.search(/[?#]/);
  return end < 0 ? path : path.slice(0, end);
}
