import Big from 'big.js';
import type { CustomerNumber } from '../../../../shared/api/schemas/customers';
import type { LoanState, LtvMetrics } from '../../../../shared/loans';
import { DEFAULT_HYSTERESIS_BAND, DEFAULT_WARN_MARGIN, ltvMetrics, nextState } from '../../../../shared/loans';
import { DECIMAL_PATTERN } from '../../../../shared/wire/decimal';
import { abortableSleep } from '../../../platform/sleep';
import { createLimiter } from '../../../services/scheduling/limit';
import { defineCommand, UsageError } from '../command';
import type { CommandValues } from '../command';
import type { DeskContext } from '../context';

/** One borrow portfolio as `desk loans status` prints it. */
export interface LoanStatusRow extends LtvMetrics {
  readonly customer: CustomerNumber;
  readonly portfolioId: string;
}

interface LoansOptions {
  readonly action: 'status' | 'watch';
  readonly allCustomers: boolean;
  readonly warnMargin: string;
  readonly intervalSeconds: number;
}

/** Where `desk loans watch` writes its JSON lines (stdout; tests replace it). */
export const loansWatchOutput = { write: (text: string): void => void process.stdout.write(text) };

const USAGE = `Usage: npm run -s desk -- [global options] loans status [--all-customers] [--warn-margin 0.05]
       npm run -s desk -- [global options] loans watch [--interval S] [--all-customers] [--warn-margin 0.05]

status  prints [{customer, portfolioId, currentLtv, smLtv, hmLtv, state, ltvToMarginCall, ltvToLiquidation,
        dropToMarginCall, dropToLiquidation}] per borrow portfolio. state: ok, warning (currentLtv >= smLtv - margin),
        margin-call (>= smLtv), liquidation (>= hmLtv). Distances: threshold - currentLtv, exact (negative once beyond).
        Drops: max(0, 1 - currentLtv / threshold), rounded toward zero to 6 decimals.
watch   prints one JSON line per state change (the first check reports every portfolio), with hysteresis of
        ${DEFAULT_HYSTERESIS_BAND} LTV points, until Ctrl-C or SIGTERM; then a one-line tally on stderr.
  --all-customers  every customer the key reaches (default: the selected customer, or --customer)
  --warn-margin F  warning margin as an LTV fraction, 0 to 0.5 (default ${DEFAULT_WARN_MARGIN})
  --interval S     seconds between checks, 5 to 3600 (default 30)`;

function parse(values: CommandValues, positionals: string[]): LoansOptions {
  const [action, ...extra] = positionals;
  if (action !== 'status' && action !== 'watch')
    throw new UsageError(
      action === undefined ? 'Say "status" or "watch".' : `Unknown loans command "${action}"; use "status" or "watch".`,
    );
  if (extra.length > 0) throw new UsageError(`Unexpected "${extra.join(' ')}".`);
  const margin = values['warn-margin'];
  if (
    margin !== undefined &&
    (typeof margin !== 'string' || !DECIMAL_PATTERN.test(margin) || new Big(margin).lt(0) || new Big(margin).gt('0.5'))
  ) {
    throw new UsageError(`--warn-margin must be an LTV fraction from 0 to 0.5, such as 0.05; got "${String(margin)}".`);
  }
  const interval = values['interval'];
  if (interval !== undefined && action !== 'watch') throw new UsageError('--interval belongs to "loans watch".');
  if (
    interval !== undefined &&
    (typeof interval !== 'string' || !/^\d+$/.test(interval) || Number(interval) < 5 || Number(interval) > 3600)
  ) {
    throw new UsageError(`--interval must be whole seconds from 5 to 3600; got "${String(interval)}".`);
  }
  return {
    action,
    allCustomers: values['all-customers'] === true,
    warnMargin: typeof margin === 'string' ? margin : DEFAULT_WARN_MARGIN,
    intervalSeconds: interval === undefined ? 30 : Number(interval),
  };
}

/** The borrow portfolios of the customers asked for, with their metrics (no hysteresis). */
export async function loanStatusRows(
  ctx: DeskContext,
  options: Pick<LoansOptions, 'allCustomers' | 'warnMargin'>,
): Promise<LoanStatusRow[]> {
  const customers = options.allCustomers
    ? (await ctx.services.customers.list()).customers.map((customer) => customer.customerNumber)
    : [await ctx.customer()];
  // Bounded concurrency, as the watchdog: a key reaching many customers must not flood the service.
  const limit = createLimiter(4);
  let done = 0;
  const perCustomer = await Promise.all(
    customers.map((customer) =>
      limit(async () => {
        const reports = await ctx.read('loans.listBorrow', { customer });
        ctx.progress((done += 1), customers.length);
        return { customer, reports };
      }),
    ),
  );
  return perCustomer.flatMap(({ customer, reports }) =>
    reports.map((report) => ({
      customer,
      portfolioId: report.portfolioId,
      ...ltvMetrics(report.currentLtv, { smLtv: report.smLtv, hmLtv: report.hmLtv, warnMargin: options.warnMargin }),
    })),
  );
}

async function watch(ctx: DeskContext, options: LoansOptions): Promise<unknown> {
  const controller = new AbortController();
  const stop = (): void => controller.abort();
  ctx.signal.addEventListener('abort', stop, { once: true });
  process.once('SIGTERM', stop);
  const states = new Map<string, LoanState>();
  let changes = 0;
  let checks = 0;
  let failures = 0;
  try {
    while (!controller.signal.aborted) {
      try {
        const rows = await loanStatusRows(ctx, options);
        checks += 1;
        failures = 0;
        for (const row of rows) {
          const key = `${row.customer}/${row.portfolioId}`;
          const from = states.get(key) ?? null;
          const state = nextState(from, row.currentLtv, {
            smLtv: row.smLtv,
            hmLtv: row.hmLtv,
            warnMargin: options.warnMargin,
          });
          states.set(key, state);
          if (state === from) continue;
          changes += 1;
          loansWatchOutput.write(`${JSON.stringify({ time: new Date().toISOString(), from, ...row, state })}\n`);
        }
      } catch (error) {
        if (controller.signal.aborted) break;
        failures += 1;
        loansWatchOutput.write(
          `${JSON.stringify({ time: new Date().toISOString(), problem: { kind: 'check-failed', message: (error as Error).message } })}\n`,
        );
      }
      // Backoff after failures in a row: interval × 2^(n−1), at most 10 minutes.
      const wait = Math.min(options.intervalSeconds * 1000 * 2 ** Math.max(0, failures - 1), 600_000);
      // Stopping (Ctrl C) ends the wait early; that is not an error.
      await abortableSleep(wait, controller.signal).catch(() => undefined);
    }
  } finally {
    ctx.signal.removeEventListener('abort', stop);
    process.removeListener('SIGTERM', stop);
  }
  // stdout stays one JSON line per state change; the closing tally goes to stderr.
  process.stderr.write(`${JSON.stringify({ stopped: true, checks, stateChanges: changes })}\n`);
  return undefined;
}

/** `desk loans status|watch`: LTV metrics of borrow portfolios, once or as a stream of state changes. */
export const loansCommand = defineCommand({
  name: 'loans',
  summary: 'Loan LTV status per borrow portfolio, or watch for state changes',
  usage: USAGE,
  positionals: true,
  options: { 'all-customers': { type: 'boolean' }, 'warn-margin': { type: 'string' }, interval: { type: 'string' } },
  parse,
  run: (ctx, options) => (options.action === 'status' ? loanStatusRows(ctx, options) : watch(ctx, options)),
});
