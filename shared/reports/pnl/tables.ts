import type { ExchangeRatesStatement, StatementOrder } from '../../api/schemas/report-data';
import type { ReportFigure, ReportTable } from '../table-model';
import { col, tableFromRows } from '../table-model';
import type { PnlResult } from './compute';
import { computePnl } from './compute';
import { PNL_METHOD_LABELS, PNL_TABLE_PREFIX } from './definitions';
import { referencePnl } from './reference';

const INSTRUMENT_COLUMNS = [
  col.text('symbol', 'Symbol', 10),
  col.text('currency', 'Currency', 9),
  // The answer first: a preview at 1440 px shows it without scrolling sideways.
  col.amount('realized', 'Realized P&L', 'currency'),
  col.amount('bought', 'Bought', 'symbol'),
  col.amount('sold', 'Sold', 'symbol'),
  col.amount('matched', 'Matched', 'symbol'),
  col.amount('unmatched', 'Unmatched quantity', 'symbol'),
  col.amount('unmatchedProceeds', 'Unmatched proceeds', 'currency'),
  col.amount('openQuantity', 'Open quantity', 'symbol'),
  col.amount('openCost', 'Open cost', 'currency'),
];

const TOTAL_COLUMNS = [
  col.text('method', 'Method', 12),
  col.text('currency', 'Currency', 9),
  col.amount('realized', 'Realized P&L', 'currency'),
  col.amount('unmatchedProceeds', 'Unmatched proceeds', 'currency'),
  col.amount('openCost', 'Open cost', 'currency'),
];

/** Both methods' results of a statement's items. */
export function pnlResults(items: readonly StatementOrder[]): readonly [PnlResult, PnlResult] {
  return [computePnl(items, 'fifo'), computePnl(items, 'average')];
}

/** The P&L tables of an account orders statement: per instrument by FIFO and by average cost, totals per currency, commissions left out. */
export function pnlTables(results: readonly PnlResult[]): ReportTable[] {
  const [first] = results;
  return [
    ...results.map((result) => tableFromRows(`${PNL_TABLE_PREFIX} ${PNL_METHOD_LABELS[result.method]}`, INSTRUMENT_COLUMNS, result.instruments)),
    tableFromRows(
      `${PNL_TABLE_PREFIX} totals`,
      TOTAL_COLUMNS,
      results.flatMap((result) => result.totals.map((total) => ({ ...total, method: PNL_METHOD_LABELS[result.method] }))),
    ),
    tableFromRows(`${PNL_TABLE_PREFIX} other commissions`, [col.text('currency', 'Commission currency', 11), col.amount('amount', 'Commission', 'currency')], first?.otherCommissions ?? []),
  ];
}

/** Headline figures: FIFO realized P&L per currency. */
export function pnlFigures(fifo: PnlResult): ReportFigure[] {
  return fifo.totals.map((total) => ({ label: `Realized P&L FIFO (${total.currency})`, value: total.realized, type: 'decimal', asset: total.currency }));
}

/** The FIFO realized P&L in the reference currency of an exchange rates statement (named by its archive id), or why there is none. */
export function pnlReferenceFigure(fifo: PnlResult, rates: { readonly id: string; readonly statement: ExchangeRatesStatement }): ReportFigure {
  const converted = referencePnl(fifo, rates.statement);
  const label = `Realized P&L FIFO in ${converted.referenceCurrency} (day rates of exchange rates statement ${rates.id})`;
  if (converted.total !== null) return { label, value: converted.total, type: 'decimal', asset: converted.referenceCurrency };
  return { label, value: `no rate for ${converted.missing.currency} on ${converted.missing.day}`, type: 'text' };
}
