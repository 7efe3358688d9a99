import type { MOVEMENT_TYPES } from '../api/schemas/report-data';
import type { MessageKey } from '../i18n/catalogue/messages';
import type { MessageValues } from '../i18n/message';
import { ORDER_STATUS_WORDS, ORDER_TYPE_WORDS, SIDE_WORDS, wordsOf } from '../trading/words';
import type { ReportKind, ReportParams } from './kinds';

/*
 * The Reports section's words that the preview and the exported files share,
 * one typed map per enum: a report's kind, the service's movement types, and
 * which map names the values of each enum column. Keys are written whole, so
 * the catalogue tests find each one in use.
 */

/** A trader's name for each kind of report. */
export const REPORT_KIND_WORDS: Record<ReportKind, MessageKey> = {
  'account-orders': 'reports.kind.accountOrders',
  account: 'reports.kind.account',
  balance: 'reports.kind.balance',
  'exchange-rates': 'reports.kind.exchangeRates',
  guarantee: 'reports.kind.guarantee',
  'staking-rewards': 'reports.kind.stakingRewards',
  'legacy-account': 'reports.kind.legacyAccount',
  'legacy-client': 'reports.kind.legacyClient',
};

/** The service's booking types of an account statement's movements. */
export const MOVEMENT_TYPE_WORDS: Record<(typeof MOVEMENT_TYPES)[number], MessageKey> = {
  Trade: 'reports.movement.trade',
  Commission: 'reports.movement.commission',
  Deposit: 'reports.movement.deposit',
  Withdrawal: 'reports.movement.withdrawal',
  Transfer: 'reports.movement.transfer',
  StakingEntry: 'reports.movement.stakingEntry',
  StakingExit: 'reports.movement.stakingExit',
  StakingReward: 'reports.movement.stakingReward',
  Unknown: 'reports.movement.unknown',
};

/** The enum columns of the report tables (ColumnSpec.words), by column key: the map that names their values. */
const ENUM_COLUMN_WORDS: Readonly<Record<string, Record<string, MessageKey> & { Unknown: MessageKey }>> = {
  side: SIDE_WORDS,
  orderType: ORDER_TYPE_WORDS,
  status: ORDER_STATUS_WORDS,
  type: MOVEMENT_TYPE_WORDS,
};

/** The words of an enum cell (column key and the value the service sent), or null for a column no map names (the value is shown as sent). */
export function enumCellWords(columnKey: string, value: string): MessageKey | null {
  const map = Object.hasOwn(ENUM_COLUMN_WORDS, columnKey) ? ENUM_COLUMN_WORDS[columnKey] : undefined;
  return map ? wordsOf(map, value) : null;
}

/** What a report covers ("01.01.2025 to 31.12.2025, CHF"), in the reader's language; `day` formats a day in the reader's date style. */
export function paramsWords(
  params: ReportParams,
  day: (isoDay: string) => string,
  t: (key: MessageKey, values?: MessageValues) => string,
): string {
  if ('accountNumber' in params)
    return t('reports.params.accountRange', {
      account: params.accountNumber,
      from: day(params.dateFrom),
      to: day(params.dateTo),
    });
  if ('date' in params) return t('reports.params.at', { date: day(params.date), currency: params.referenceCurrency });
  if ('referenceCurrency' in params)
    return t('reports.params.rangeIn', {
      from: day(params.dateFrom),
      to: day(params.dateTo),
      currency: params.referenceCurrency,
    });
  return t('reports.params.range', { from: day(params.dateFrom), to: day(params.dateTo) });
}
