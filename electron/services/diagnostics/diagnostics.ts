import { open } from 'node:fs/promises';
import { arch, release, type as osType } from 'node:os';
import { join } from 'node:path';
import type { ConnectionState } from '../../../shared/ipc/schemas/connection';
import { requestLogEntry, type RequestLogEntry } from '../../../shared/ipc/schemas/request-log';
import { scrubErrorText } from '../../main/error-log';
import { originOf, type ProfileRecord } from '../profiles/profile-record';
import { liveSecrets } from '../secrets/live-secrets';

/** How much of each log's end is read: enough for the last entries, never a whole large file. */
const TAIL_BYTES = 64 * 1024;
const LAST_ERRORS = 10;
const LAST_FAILURES = 20;
const MASK = '[redacted]';
/** A key whose value is a credential wherever it appears in what diagnostics gather. */
const SECRET_KEY = /secret|password|passphrase|token|signature|nonce|authorization|x-auth|api-?key/i;

/** What diagnostics read: the app's facts and the data folder's logs; each source in the window and in the desk alike. */
export interface DiagnosticsDeps {
  app: { name: string; version: string; electron: string | null };
  /** The language in use (the user's choice resolved) and the system's locale. */
  language: () => { choice: string; language: string };
  /** The folder main-errors.log and the request logs are in. */
  logFolder: string;
  /** The error logs to read, newest entries last (the window's main-errors.log; the desk's own too). */
  errorLogs: readonly string[];
  /** The request logs to read (the window's and the desk's). */
  requestLogs: readonly string[];
  profiles: () => readonly ProfileRecord[];
  activeProfileId: () => string | null;
  /** The window's connection state now; null where none is kept (the desk). */
  connection: () => ConnectionState | null;
  /** Every secret value the keychain holds for the profiles (masked wherever it appears; never shown). */
  secrets: () => Promise<readonly string[]>;
  now?: () => Date;
}

/** The last `bytes` of a file as text (empty when it does not exist). */
async function tail(path: string, bytes = TAIL_BYTES): Promise<string> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, bytes);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    return buffer.toString('utf8');
  } finally {
    await handle.close();
  }
}

/** The last entries of an error log (entries are separated by a blank line; a cut first one is dropped). */
async function lastErrors(path: string): Promise<string[]> {
  const text = await tail(path);
  const entries = text
    .split(/\n\n+/)
    .map((entry) => entry.trim())
    .filter((entry) => /^\d{4}-\d{2}-\d{2}T/.test(entry));
  return entries.slice(-LAST_ERRORS);
}

/** The last failed requests of a request log (JSON lines; a cut or damaged line is skipped). */
async function lastFailures(path: string): Promise<RequestLogEntry[]> {
  const failures: RequestLogEntry[] = [];
  for (const line of (await tail(path)).split('\n')) {
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      continue;
    }
    const entry = requestLogEntry.safeParse(json);
    if (entry.success && (entry.data.errorKind !== null || (entry.data.status ?? 0) >= 400)) failures.push(entry.data);
  }
  return failures.slice(-LAST_FAILURES);
}

/** Every string masked (secrets however encoded, signatures, nonces, tokens, long keys) and every value of a credential's key replaced. */
function scrubDeep(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === 'string') return scrubErrorText(value, secrets);
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, secrets));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        SECRET_KEY.test(key) && typeof item === 'string' ? MASK : scrubDeep(item, secrets),
      ]),
    );
  }
  return value;
}

/**
 * What a user hands over when something goes wrong: versions, system,
 * language, each profile's environment and address, the connection, the
 * last errors and failed requests; scrubbed of every secret, signature,
 * nonce and token.
 */
export async function collectDiagnostics(deps: DiagnosticsDeps): Promise<unknown> {
  const active = deps.activeProfileId();
  const profileName = (id: string | null) => deps.profiles().find((record) => record.id === id)?.name ?? null;
  const connection = deps.connection();
  const report = {
    generatedAt: (deps.now ?? (() => new Date()))().toISOString(),
    app: { name: deps.app.name, version: deps.app.version, electron: deps.app.electron, node: process.versions.node },
    os: { platform: process.platform, type: osType(), release: release(), arch: arch() },
    locale: { system: Intl.DateTimeFormat().resolvedOptions().locale, ...deps.language() },
    profiles: deps.profiles().map((record) => ({
      name: record.name,
      environment: record.environment,
      origin: originOf(record.baseUrl),
      builtIn: record.builtIn,
      active: record.id === active,
      secretSaved: record.secretOrigin !== null,
    })),
    connection: connection && {
      profile: profileName(connection.profileId),
      link: connection.link,
      clockOffsetMs: connection.clock.offsetMs,
    },
    // Where the logs are (Help → Open logs folder opens it; `desk diagnostics` reads the same one).
    logsFolder: deps.logFolder,
    recentErrors: Object.fromEntries(
      await Promise.all(
        deps.errorLogs.map(async (name) => [name, await lastErrors(join(deps.logFolder, name))] as const),
      ),
    ),
    requestFailures: Object.fromEntries(
      await Promise.all(
        deps.requestLogs.map(
          async (name) =>
            [
              name,
              (await lastFailures(join(deps.logFolder, name))).map((entry) => ({
                time: entry.time,
                profile: entry.profileName,
                method: entry.method,
                path: entry.path,
                endpoint: entry.endpoint,
                status: entry.status,
                errorKind: entry.errorKind,
                attempt: entry.attempt,
                latencyMs: entry.latencyMs,
                ...(entry.via ? { via: entry.via } : {}),
              })),
            ] as const,
        ),
      ),
    ),
  };
  const secrets = [...(await deps.secrets().catch(() => [])), ...liveSecrets()].sort((a, b) => b.length - a.length);
  return scrubDeep(report, secrets);
}
