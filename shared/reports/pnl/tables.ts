import type { ExchangeRatesStatement, StatementOrder } from '../../api/schemas/report-data';
import type { ReportFigure, ReportTable } from '../table-model';
import { col, tableFromRows } from '../table-model';
import type { CurrencyPnl, InstrumentPnl, PnlResult } from './compute';
import { computePnl } from './compute';
import { PNL_METHOD_LABELS, PNL_TABLE_PREFIX } from './definitions';
import type { LotSource, OpeningLots } from './opening';
import { NO_OPENING_LOTS } from './opening';
import { referencePnl } from './reference';
import { message } from '../../i18n/message';

/** What a realized P&L cell says when sells lack a cost basis: words, never a number (the sheet, the CSV and the preview alike). */
export const NOT_COMPUTABLE = 'not computable';

const INSTRUMENT_COLUMNS = [
  col.text('symbol', 'Symbol', 10),
  col.text('currency', 'Currency', 9),
  // The answer first, and next to it why it may be missing: a preview at 1440 px shows them without scrolling sideways.
  col.amount('realized', 'Realized P&L', 'currency'),
  col.int('unmatchedSells', 'Sells without cost basis', 28),
  col.amount('unmatchedProceeds', 'Unmatched proceeds', 'currency'),
  col.amount('opening', 'Opening quantity', 'symbol'),
  col.amount('bought', 'Bought', 'symbol'),
  col.amount('sold', 'Sold', 'symbol'),
  col.amount('matched', 'Matched', 'symbol'),
  col.amount('unmatched', 'Unmatched quantity', 'symbol'),
  col.amount('openQuantity', 'Open quantity', 'symbol'),
  col.amount('openCost', 'Open cost', 'currency'),
];

const TOTAL_COLUMNS = [
  col.text('method', 'Method', 12),
  col.text('currency', 'Currency', 9),
  col.amount('realized', 'Realized P&L', 'currency', 24),
  col.int('unmatchedSells', 'Sells without cost basis', 28),
  col.amount('unmatchedProceeds', 'Unmatched proceeds', 'currency'),
  col.amount('openCost', 'Open cost', 'currency'),
];

const OPENING_COLUMNS = [
  col.text('method', 'Method', 12),
  col.text('symbol', 'Symbol', 10),
  col.text('currency', 'Currency', 9),
  col.amount('quantity', 'Quantity', 'symbol'),
  col.amount('cost', 'Cost', 'currency'),
  col.date('date', 'Bought on'),
  col.text('source', 'Source', 48),
];

/** The source cell of a lot typed in by the user. */
export const TYPED_IN = 'Typed in';

/** Where an opening lot came from, in words. */
export function lotSourceWords(source: LotSource): string {
  return source.kind === 'typed'
    ? TYPED_IN
    : `Earlier statement ${source.archiveId} (${source.dateFrom} to ${source.dateTo})`;
}

// The cells of a row: the flags stay out (the realized cell says it in words).
const instrumentRow = ({ computable: _computable, ...row }: InstrumentPnl) => ({
  ...row,
  realized: row.realized ?? NOT_COMPUTABLE,
});
const totalRow = ({ computable: _computable, notComputable, ...total }: CurrencyPnl) => ({
  ...total,
  realized: total.realized ?? `${NOT_COMPUTABLE} (${notComputable.join(', ')})`,
});

/** Both methods' results of a statement's items, each from its own opening lots. */
export function pnlResults(
  items: readonly StatementOrder[],
  opening: OpeningLots = NO_OPENING_LOTS,
): readonly [PnlResult, PnlResult] {
  return [computePnl(items, 'fifo', opening.fifo), computePnl(items, 'average', opening.average)];
}

/** The P&L tables of an account orders statement: per instrument by FIFO and by average cost, totals per currency, commissions left out, and the opening lots used (when any). */
export function pnlTables(results: readonly PnlResult[]): ReportTable[] {
  const [first] = results;
  const opening = results.flatMap((result) =>
    result.opening.map((lot) => ({
      ...lot,
      method: PNL_METHOD_LABELS[result.method],
      source: lotSourceWords(lot.source),
    })),
  );
  return [
    ...results.map((result) =>
      tableFromRows(
        `${PNL_TABLE_PREFIX} ${PNL_METHOD_LABELS[result.method]}`,
        INSTRUMENT_COLUMNS,
        result.instruments,
        instrumentRow,
      ),
    ),
    tableFromRows(
      `${PNL_TABLE_PREFIX} totals`,
      TOTAL_COLUMNS,
      results.flatMap((result) =>
        result.totals.map((total) => ({ ...totalRow(total), method: PNL_METHOD_LABELS[result.method] })),
      ),
    ),
    tableFromRows(
      `${PNL_TABLE_PREFIX} other commissions`,
      [col.text('currency', 'Commission currency', 11), col.amount('amount', 'Commission', 'currency')],
      first?.otherCommissions ?? [],
    ),
    ...(opening.length > 0 ? [tableFromRows(`${PNL_TABLE_PREFIX} opening lots`, OPENING_COLUMNS, opening)] : []),
  ];
}

/** Headline figures: FIFO realized P&L per currency; where it is not computable, that in words and the proceeds without a cost basis. */
export function pnlFigures(fifo: PnlResult): ReportFigure[] {
  return fifo.totals.flatMap((total): ReportFigure[] => {
    const label = `Realized P&L FIFO (${total.currency})`;
    const labelWords = message('reports.figure.realizedFifo', { currency: total.currency });
    if (total.realized !== null)
      return [{ label, labelWords, value: total.realized, type: 'decimal', asset: total.currency }];
    const sells = total.unmatchedSells === 1 ? '1 sell' : `${total.unmatchedSells} sells`;
    const assets = total.notComputable.join(', ');
    return [
      {
        label,
        labelWords,
        value: `${NOT_COMPUTABLE}: ${sells} of ${assets} without cost basis`,
        valueWords: message('reports.figure.notComputableSells', { count: total.unmatchedSells, assets }),
        type: 'text',
      },
      {
        label: `Proceeds without cost basis (${total.currency})`,
        labelWords: message('reports.figure.proceedsWithoutCost', { currency: total.currency }),
        value: total.unmatchedProceeds,
        type: 'decimal',
        asset: total.currency,
      },
    ];
  });
}

/** The FIFO realized P&L in the reference currency of an exchange rates statement (named by its archive id), or why there is none. */
export function pnlReferenceFigure(
  fifo: PnlResult,
  rates: { readonly id: string; readonly statement: ExchangeRatesStatement },
): ReportFigure {
  const converted = referencePnl(fifo, rates.statement);
  const label = `Realized P&L FIFO in ${converted.referenceCurrency} (day rates of exchange rates statement ${rates.id})`;
  const labelWords = message('reports.figure.realizedFifoIn', {
    currency: converted.referenceCurrency,
    statement: rates.id,
  });
  if (converted.total !== null)
    return { label, labelWords, value: converted.total, type: 'decimal', asset: converted.referenceCurrency };
  if (converted.missing !== null) {
    const { currency, day } = converted.missing;
    return {
      label,
      labelWords,
      value: `no rate for ${currency} on ${day}`,
      valueWords: message('reports.figure.noRate', { currency, day }),
      type: 'text',
    };
  }
  const assets = converted.notComputable.join(', ');
  return {
    label,
    labelWords,
    value: `${NOT_COMPUTABLE}: ${assets} without cost basis`,
    valueWords: message('reports.figure.notComputable', { assets }),
    type: 'text',
  };
}
