import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookView } from '../../../../shared/book/book-model';
import { runDesk } from '../../../../electron/cli/desk/run';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { startSimulator } from '../../../../electron/simulator/index';
import { useTempDirs } from '../../services/helpers/temp-dir';
import { firstJson } from './run-desk';

const tempDir = useTempDirs();
const CUSTOMERS = 50;
let simulator: RunningSimulator;

beforeAll(async () => {
  // An office of 50 customers behind a rate limit the desk's reads run into (429 with Retry-After).
  simulator = await startSimulator({ seed: 42, speed: 1e-9, port: 0, customers: CUSTOMERS, rateLimit: 40 });
}, 120_000);
afterAll(() => simulator?.stop());

/** A desk run whose stderr is a terminal (progress lines) or not. */
async function run(args: readonly string[], terminal: boolean) {
  const credential = simulator.credentials[0]!;
  let stdout = '';
  let stderr = '';
  const progress: string[] = [];
  const code = await runDesk(
    ['--data-dir', await tempDir(), '--base-url', simulator.baseUrl, ...args],
    { SVC_API_KEY: credential.apiKey, SVC_API_SECRET: credential.apiSecret },
    {
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      ...(terminal ? { progress: (text: string) => progress.push(text) } : {}),
    },
  );
  return { code, stdout, stderr, progress };
}

describe('desk at scale: an office of many customers behind a rate limit', () => {
  it('desk book reads every customer, honouring 429 and Retry-After, with a progress line only on a terminal', async () => {
    const shown = await run(['book', '--office-currency', 'CHF'], true);
    expect(shown.code, shown.stderr).toBe(0);
    const view = firstJson(shown.stdout) as BookView;
    expect(view.rows).toHaveLength(CUSTOMERS);
    expect(view.rows.filter((row) => row.stale || row.error !== null)).toEqual([]);
    expect(shown.progress.at(-2)).toBe(`\r\x1b[2KCustomers read: ${CUSTOMERS} of ${CUSTOMERS}`);
    // Cleared at the end, and throttled: far fewer redraws than customers.
    expect(shown.progress.at(-1)).toBe('\r\x1b[2K');
    expect(shown.stderr).toBe('');

    const piped = await run(['loans', 'status', '--all-customers'], false);
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stderr).toBe('');
    expect(piped.progress).toEqual([]);
    const loans = firstJson(piped.stdout) as { customer: string }[];
    expect(loans.length).toBeGreaterThan(0);
  }, 120_000);

  it('desk loans status --all-customers shows its progress on a terminal', async () => {
    const shown = await run(['loans', 'status', '--all-customers'], true);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.progress).toContain(`\r\x1b[2KCustomers read: ${CUSTOMERS} of ${CUSTOMERS}`);
  }, 120_000);
});
