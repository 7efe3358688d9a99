import type { PnlMethod } from '../../../../shared/reports/pnl/definitions';
import { PNL_METHODS } from '../../../../shared/reports/pnl/definitions';
import { reportParamsSchema } from '../../../../shared/reports/kinds';
import { pnlOfArchive } from '../../../services/reports/pnl-report';
import { defineCommand, UsageError } from '../command';
import { createArchivedStatement } from './statement-job';
import { dayOption, textOption } from './option-values';

type PnlOptions = { method: PnlMethod; opening: string | undefined } & (
  { archiveId: string } | { dateFrom: string; dateTo: string }
);

/** `desk pnl`: realized P&L and cost basis of an account orders statement (fetched now, or from the archive offline). */
export const pnlCommand = defineCommand<PnlOptions>({
  name: 'pnl',
  summary: 'Realized P&L and cost basis (FIFO or average) from the account orders statement',
  usage: `Usage: npm run -s desk -- [global options] pnl --from DATE --to DATE [--method fifo|average] [--opening ID]
       npm run -s desk -- [global options] pnl --archive ID [--method fifo|average] [--opening ID]

Without --archive it creates the account orders statement for the customer (and archives it, as the window does);
with --archive it reads a saved one offline (SHA-256 checked). Prints per instrument bought, sold, matched and
unmatched quantity, unmatched proceeds, realized P&L, open quantity and cost; totals per currency; commissions in
another currency; and, where the archive holds an exchange rates statement covering the range, the total in its
reference currency. The definitions used are printed with the figures.

An instrument with a sell beyond its open lots (coins bought before the statement's first day) has no realized
figure: "realized": null, "computable": false, with the number of such sells and their proceeds. --opening ID
starts from the lots an earlier archived account orders statement of the same customer leaves open at this
statement's first day (its orders replayed by the same method), for this computation only; without it, the
opening lots kept with the statement (chosen or typed in the window) are used. Each lot says where it came from.`,
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    method: { type: 'string' },
    archive: { type: 'string' },
    opening: { type: 'string' },
  },
  parse(values) {
    const method = textOption(values, 'method') ?? 'fifo';
    if (!(PNL_METHODS as readonly string[]).includes(method))
      throw new UsageError(`--method must be one of ${PNL_METHODS.join(', ')}; got "${method}".`);
    const archiveId = textOption(values, 'archive');
    const dateFrom = dayOption(values, 'from');
    const dateTo = dayOption(values, 'to');
    const opening = textOption(values, 'opening');
    if (archiveId !== undefined) {
      if (dateFrom !== undefined || dateTo !== undefined)
        throw new UsageError(
          '--archive reads a saved statement with its own range: give either --archive or --from/--to.',
        );
      return { method: method as PnlMethod, opening, archiveId };
    }
    if (dateFrom === undefined || dateTo === undefined)
      throw new UsageError('--from DATE and --to DATE are required (or --archive ID).');
    if (dateFrom > dateTo) throw new UsageError('--to must not be before --from.');
    return { method: method as PnlMethod, opening, dateFrom, dateTo };
  },
  async run(ctx, options) {
    const archiveId =
      'archiveId' in options
        ? options.archiveId
        : await createArchivedStatement(
            ctx,
            reportParamsSchema.parse({ kind: 'account-orders', dateFrom: options.dateFrom, dateTo: options.dateTo }),
          );
    return pnlOfArchive(ctx.services.reports, archiveId, options.method, options.opening);
  },
});
