import type { ReportFigure } from '../../../shared/reports/table-model';
import type { BatchKind, BatchStep } from '../../../shared/reports/batch';

/** Statements that carry no total in a reference currency at all (rates, rewards per asset, legacy entries). */
const NO_TOTAL: ReadonlySet<BatchKind> = new Set(['exchange-rates', 'staking-rewards', 'legacy-client']);

/**
 * A step's total in the reference currency, from the statement's own headline
 * figures (the reports' one computation): the exact decimal text, or none with
 * the reason. Never 0 for a total that cannot be computed.
 */
export function stepTotal(
  kind: BatchKind,
  figures: readonly ReportFigure[],
  currency: string | null,
): Pick<BatchStep, 'total' | 'totalCurrency' | 'totalNote'> {
  if (NO_TOTAL.has(kind))
    return { total: null, totalCurrency: null, totalNote: 'This statement has no total in a reference currency.' };
  if (currency === null)
    return {
      total: null,
      totalCurrency: null,
      totalNote: 'Not computable: the customer has no reference currency and none was given for all.',
    };
  // The statement's total value, or an account orders statement's realized P&L converted into the reference
  // currency (its P&L per trading currency is not a total in the reference currency, even where one is CHF).
  const key = kind === 'account-orders' ? 'reports.figure.realizedFifoIn' : 'reports.figure.totalValue';
  const figure = figures.find((candidate) => candidate.labelWords?.key === key);
  if (figure?.type === 'decimal' && figure.asset === currency)
    return { total: figure.value, totalCurrency: currency, totalNote: null };
  // An account orders statement's P&L in the reference currency says itself why it could not be converted.
  const why = figure?.type === 'text' ? figure : undefined;
  return {
    total: null,
    totalCurrency: currency,
    totalNote: why
      ? `Not computable: ${why.value}.`
      : kind === 'account-orders'
        ? `Not computable: no exchange rates statement in ${currency} for this period is in the archive to convert the realized P&L.`
        : `Not computable: the statement gives no total in ${currency}.`,
  };
}
