import { runDesk } from '../../../../electron/cli/desk/run';

/** What a desk run printed: exit code and both streams as text. */
export interface DeskOutput {
  code: number;
  stdout: string;
  stderr: string;
}

/** A problem the desk printed on stderr. */
export interface DeskProblem {
  kind: string;
  message: string;
  details?: unknown;
}

/** A service to run against: a simulator (its first key is used) or a server with one key. */
export type DeskPeer = { baseUrl: string; credentials: readonly { apiKey: string; apiSecret: string }[] };

/**
 * One desk run in-process against a peer (as
 * `SVC_API_KEY=... npm run -s desk -- --base-url ... --data-dir ... ARGS`).
 */
export async function runDeskAgainst(
  peer: DeskPeer,
  dataDir: string,
  args: readonly string[],
  signal?: AbortSignal,
  /** More of the run's environment (LANG: the region an export's paper follows). */
  env: Readonly<Record<string, string>> = {},
): Promise<DeskOutput> {
  const credential = peer.credentials[0]!;
  let stdout = '';
  let stderr = '';
  const code = await runDesk(
    ['--data-dir', dataDir, '--base-url', peer.baseUrl, ...args],
    { ...env, SVC_API_KEY: credential.apiKey, SVC_API_SECRET: credential.apiSecret },
    { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
    signal ? { signal } : {},
  );
  return { code, stdout, stderr };
}

/**
 * The JSON document a stream starts with (null when it is empty); the usage
 * text after a problem is dropped. Decimals are printed as exact text, so
 * plain JSON.parse loses nothing.
 */
export function firstJson(text: string): unknown {
  return text.trim() === '' ? null : JSON.parse(text.split('\n\n')[0] ?? 'null');
}
