import type { PnlMethod } from '../../../../shared/reports/pnl/definitions';
import { PNL_METHODS } from '../../../../shared/reports/pnl/definitions';
import { reportParamsSchema } from '../../../../shared/reports/kinds';
import { pnlOfArchive } from '../../../services/reports/pnl-report';
import { defineCommand, UsageError } from '../command';
import { createArchivedStatement } from './statement-job';
import { dayOption, textOption } from './text-args';

type PnlOptions = { method: PnlMethod } & ({ archiveId: string } | { dateFrom: string; dateTo: string });

/** `desk pnl`: realized P&L and cost basis of an account orders statement (fetched now, or from the archive offline). */
export const pnlCommand = defineCommand<PnlOptions>({
  name: 'pnl',
  summary: 'Realized P&L and cost basis (FIFO or average) from the account orders statement',
  usage: `Usage: npm run -s desk -- [global options] pnl --from DATE --to DATE [--method fifo|average]
       npm run -s desk -- [global options] pnl --archive ID [--method fifo|average]

Without --archive it creates the account orders statement for the customer (and archives it, as the window does);
with --archive it reads a saved one offline (SHA-256 checked). Prints per instrument bought, sold, matched and
unmatched quantity, unmatched proceeds, realized P&L, open quantity and cost; totals per currency; commissions in
another currency; and, where the archive holds an exchange rates statement covering the range, the total in its
reference currency. The definitions used are printed with the figures.`,
  options: { from: { type: 'string' }, to: { type: 'string' }, method: { type: 'string' }, archive: { type: 'string' } },
  parse(values) {
    const method = textOption(values, 'method') ?? 'fifo';
    if (!(PNL_METHODS as readonly string[]).includes(method)) throw new UsageError(`--method must be one of ${PNL_METHODS.join(', ')}; got "${method}".`);
    const archiveId = textOption(values, 'archive');
    const dateFrom = dayOption(values, 'from');
    const dateTo = dayOption(values, 'to');
    if (archiveId !== undefined) {
      if (dateFrom !== undefined || dateTo !== undefined) throw new UsageError('--archive reads a saved statement with its own range: give either --archive or --from/--to.');
      return { method: method as PnlMethod, archiveId };
    }
    if (dateFrom === undefined || dateTo === undefined) throw new UsageError('--from DATE and --to DATE are required (or --archive ID).');
    if (dateFrom > dateTo) throw new UsageError('--to must not be before --from.');
    return { method: method as PnlMethod, dateFrom, dateTo };
  },
  async run(ctx, options) {
    const archiveId =
      'archiveId' in options ? options.archiveId : await createArchivedStatement(ctx, reportParamsSchema.parse({ kind: 'account-orders', dateFrom: options.dateFrom, dateTo: options.dateTo }));
    return pnlOfArchive(ctx.services.reports, archiveId, options.method);
  },
});
