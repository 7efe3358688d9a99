import { ipcContract } from '../../shared/ipc/contract';
import type { IpcChannel } from '../../shared/ipc/names';
import { formatMicros, percentile, type BenchReport } from './report';

/*
 * Main checks every IPC answer against its channel's output schema before it
 * leaves. On the largest answers the check must stay well below what sending
 * them costs anyway: the structured clone Electron's IPC makes of every answer
 * (the baseline, measured in the same run on the same value).
 */

const ROUNDS = 60;

const requestLog = Array.from({ length: 1000 }, (_, i) => ({
  seq: i + 1,
  time: '2026-11-22T13:45:00.123Z',
  profileId: '6f1c0a5e-8d0b-4a43-9d7e-2b1f0c3d4e5f',
  profileName: 'Local simulator',
  customer: 'ACME-CUS-1',
  method: 'GET',
  path: '/custody/api/v1/Accounts',
  endpoint: 'List custody accounts',
  status: 200,
  latencyMs: 12.5,
  errorKind: null,
  attempt: 1,
}));

const columns = Array.from({ length: 14 }, (_, c) => ({
  key: `c${c}`,
  header: `Column ${c}`,
  type: c % 2 === 0 ? ('decimal' as const) : ('text' as const),
  width: 14,
}));
const rowsWindow = {
  offset: 0,
  rowCount: 5000,
  columns,
  values: columns.map((_, c) => Array.from({ length: 5000 }, (_, r) => (r % 17 === 0 ? null : `${c}.${r}000001`))),
};

const rewards = Array.from({ length: 5000 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  targetAccountNumber: '000000100001',
  stakingAccountNumber: '000000200001',
  amount: '0.001234567890123456',
  assetSymbol: 'ETH',
  commissionPercentage: '10',
  commission: '0.000123456789012345',
  finalAmount: '0.001111111101111111',
  createdOn: '2026-01-01T00:00:00Z',
}));
const rewardsRange = {
  from: '2026-01-01T00:00:00Z',
  to: '2027-01-01T00:00:00Z',
  version: 'v6',
  notice: null,
  rewards,
  totals: [],
};

/** Median and p95 of one function's time, in ms. */
function timed(fn: () => unknown): { p50: number; p95: number } {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS + 5; round++) {
    const started = performance.now();
    fn();
    if (round >= 5) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

function compare(name: string, channel: IpcChannel, value: unknown, target: number): BenchReport {
  const schema = ipcContract[channel].output;
  const check = schema.safeParse(value);
  if (!check.success)
    throw new Error(`${channel}: the bench value is outside the output schema: ${check.error.message}`);
  const ours = timed(() => schema.safeParse(value));
  const clone = timed(() => structuredClone(value));
  return {
    name: `${name}: output check, p50`,
    measured: `${formatMicros(ours.p50)} (p95 ${formatMicros(ours.p95)})`,
    baseline: `structured clone ${formatMicros(clone.p50)}`,
    ratio: ours.p50 / clone.p50,
    target,
  };
}

/** The output check of the largest answers against the structured clone their sending costs. */
export async function run(): Promise<BenchReport[]> {
  return [
    compare('requestLog.list, 1,000 entries', 'requestLog.list', requestLog, 1),
    compare('reports.rows, 5,000 rows x 14 columns', 'reports.rows', rowsWindow, 0.1),
    // Each reward is checked by encoding it with the catalog's codec, as every read is: dearer than a clone, and asked for once per range.
    compare('staking.rewardsRange, 5,000 rewards', 'staking.rewardsRange', rewardsRange, 3),
  ];
}
