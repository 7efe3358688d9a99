import type { OfferedUpdate } from '../../../shared/ipc/schemas/updates';

/** Bytes of a download so far and in all. */
export interface DownloadProgress {
  readonly transferred: number;
  readonly total: number;
}

/**
 * How the update service reads a feed and fetches what it offers: electron-updater in the desktop app
 * (electron-updater-port.ts), the feed read by main in browser mode (feed-reader.ts), a fake in tests.
 */
export interface UpdaterPort {
  /** Whether this port downloads and installs (the desktop app) or only tells (browser mode). */
  readonly canDownload: boolean;
  /**
   * The newer version the feed offers this installation, or null: none newer (the same or an older one is
   * ignored), or this installation is not yet within the version's staged rollout. Throws when the feed could
   * not be read (isUnreachable tells a network failure from a bad feed).
   */
  check(feedUrl: string): Promise<OfferedUpdate | null>;
  /** Downloads the version the last check offered; refuses (throws) a file whose SHA-512 is not the feed's. */
  download(onProgress: (progress: DownloadProgress) => void): Promise<void>;
}

// Node's, undici's and Chromium's (Electron's net) words for a host that could not be reached.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/** True when an error says the feed could not be reached (network, DNS, a server error), not that it is wrong. */
export function isUnreachable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as NodeJS.ErrnoException).code;
    if (code !== undefined && NETWORK_CODES.has(code)) return true;
    const status = (current as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 500) return true;
    if (/net::ERR_|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH/.test(current.message))
      return true;
    current = current.cause;
  }
  return false;
}
