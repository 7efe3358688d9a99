import type { MOVEMENT_TYPES } from '../../../shared/api/schemas/report-data';
import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import type { ReportKind, ReportParams } from '../../../shared/reports/kinds';
import type { ColumnSpec, ReportFigure } from '../../../shared/reports/table-model';
import { NOT_COMPUTABLE } from '../../../shared/reports/pnl/tables';
import { PNL_METHOD_LABELS } from '../../../shared/reports/pnl/definitions';
import { ORDER_STATUS_WORDS, ORDER_TYPE_WORDS, SIDE_WORDS, wordsOf } from '../../../shared/trading/words';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { loadMessages } from '../../../shared/i18n/catalogue/load';
import { messages as english } from '../../../shared/i18n/catalogue/en/index';
import type { DisplayLanguage } from '../../../shared/i18n/languages';
import { createTranslator, type Translator } from '../../../shared/i18n/translator';

/*
 * The words of an exported file (sheet names, headers, manifest, enum cells) in the export's language, area `exports`.
 * The report's tables are built in English once (shared/reports, also the preview's); the files put each table's
 * name, header and enum value into the export's language here, through typed maps from the English words.
 */

/** The language an export's words are in, as main resolved it (its plural rules' locale with it). */
export interface ExportLanguage {
  readonly language: DisplayLanguage;
  readonly locale: string;
}

type MovementType = (typeof MOVEMENT_TYPES)[number];

const MOVEMENT_WORDS: Record<MovementType, MessageKey> = {
  Trade: 'exports.movement.trade',
  Commission: 'exports.movement.commission',
  Deposit: 'exports.movement.deposit',
  Withdrawal: 'exports.movement.withdrawal',
  Transfer: 'exports.movement.transfer',
  StakingEntry: 'exports.movement.stakingEntry',
  StakingExit: 'exports.movement.stakingExit',
  StakingReward: 'exports.movement.stakingReward',
  Unknown: 'exports.movement.unknown',
};

/** The enum column of each key (shared/reports/report-tables.ts marks them `words`). */
const ENUM_WORDS: Readonly<Record<string, Record<string, MessageKey> & { Unknown: MessageKey }>> = {
  side: SIDE_WORDS,
  orderType: ORDER_TYPE_WORDS,
  status: ORDER_STATUS_WORDS,
  type: MOVEMENT_WORDS,
};

/** Each table's name (the English one shared/reports gives it) as a message. */
const TABLE_NAMES: Readonly<Record<string, MessageKey>> = {
  Orders: 'exports.table.orders',
  'P&L FIFO': 'exports.table.pnlFifo',
  'P&L Average cost': 'exports.table.pnlAverage',
  'P&L totals': 'exports.table.pnlTotals',
  'P&L other commissions': 'exports.table.pnlOtherCommissions',
  'P&L opening lots': 'exports.table.pnlOpeningLots',
  Accounts: 'exports.table.accounts',
  Movements: 'exports.table.movements',
  Balances: 'exports.table.balances',
  Rates: 'exports.table.rates',
  Guarantee: 'exports.table.guarantee',
  Rewards: 'exports.table.rewards',
  Totals: 'exports.table.totals',
  Statements: 'exports.table.statements',
  Entries: 'exports.table.entries',
};

/** Each column header as a message. */
const HEADERS: Readonly<Record<string, MessageKey>> = {
  'Order id': 'exports.header.orderId',
  'Client order id': 'exports.header.clientOrderId',
  Account: 'exports.header.account',
  Symbol: 'exports.header.symbol',
  Currency: 'exports.header.currency',
  Side: 'exports.header.side',
  Type: 'exports.header.type',
  Status: 'exports.header.status',
  Quantity: 'exports.header.quantity',
  'Filled quantity': 'exports.header.filledQuantity',
  'Average price': 'exports.header.averagePrice',
  Commission: 'exports.header.commission',
  'Commission currency': 'exports.header.commissionCurrency',
  'Created (UTC)': 'exports.header.created',
  Asset: 'exports.header.asset',
  'Account number': 'exports.header.accountNumber',
  'From (UTC)': 'exports.header.from',
  'To (UTC)': 'exports.header.to',
  'Opening balance': 'exports.header.openingBalance',
  'Closing balance': 'exports.header.closingBalance',
  'Time (UTC)': 'exports.header.time',
  Description: 'exports.header.description',
  Amount: 'exports.header.amount',
  Balance: 'exports.header.balance',
  Reference: 'exports.header.reference',
  'Balance after': 'exports.header.balanceAfter',
  Date: 'exports.header.date',
  'Bank guarantee': 'exports.header.bankGuarantee',
  'Segregated custody': 'exports.header.segregatedCustody',
  'Reward id': 'exports.header.rewardId',
  'Staking account': 'exports.header.stakingAccount',
  'Target account': 'exports.header.targetAccount',
  'Final amount': 'exports.header.finalAmount',
  'Realized P&L': 'exports.header.realized',
  'Sells without cost basis': 'exports.header.unmatchedSells',
  'Unmatched proceeds': 'exports.header.unmatchedProceeds',
  'Opening quantity': 'exports.header.openingQuantity',
  Bought: 'exports.header.bought',
  Sold: 'exports.header.sold',
  Matched: 'exports.header.matched',
  'Unmatched quantity': 'exports.header.unmatchedQuantity',
  'Open quantity': 'exports.header.openQuantity',
  'Open cost': 'exports.header.openCost',
  Method: 'exports.header.method',
  Cost: 'exports.header.cost',
  'Bought on': 'exports.header.boughtOn',
  Source: 'exports.header.source',
};

/** Headers and figure labels that name a currency ("Rate (CHF)"): the words before it, as a message taking it. */
const WITH_CURRENCY: Readonly<Record<string, MessageKey>> = {
  'Closing value': 'exports.header.closingValue',
  Rate: 'exports.header.rate',
  Value: 'exports.header.value',
  'Total value': 'exports.figure.totalValue',
  'Realized P&L FIFO': 'exports.figure.realizedFifo',
  'Proceeds without cost basis': 'exports.figure.proceedsWithoutCost',
};
const CURRENCY_SUFFIX = /^(.+) \(([A-Z0-9]{2,12})\)$/;

const FIGURE_LABELS: Readonly<Record<string, MessageKey>> = { 'Opening lots': 'exports.figure.openingLots' };

const KIND_WORDS: Readonly<Record<ReportKind, MessageKey>> = {
  'account-orders': 'exports.kind.accountOrders',
  account: 'exports.kind.account',
  balance: 'exports.kind.balance',
  'exchange-rates': 'exports.kind.exchangeRates',
  guarantee: 'exports.kind.guarantee',
  'staking-rewards': 'exports.kind.stakingRewards',
  'legacy-account': 'exports.kind.legacyAccount',
  'legacy-client': 'exports.kind.legacyClient',
};

/** The P&L methods' names as they appear in cells (the Method column). */
const METHOD_WORDS: Readonly<Record<string, MessageKey>> = {
  [PNL_METHOD_LABELS.fifo]: 'exports.pnl.method.fifo',
  [PNL_METHOD_LABELS.average]: 'exports.pnl.method.average',
};

/** The realized P&L definitions, in the order of shared/reports/pnl/definitions.ts (a test holds them together). */
export const PNL_DEFINITION_WORDS: readonly MessageKey[] = [
  'exports.pnl.definition1',
  'exports.pnl.definition2',
  'exports.pnl.definition3',
  'exports.pnl.definition4',
  'exports.pnl.definition5',
  'exports.pnl.definition6',
  'exports.pnl.definition7',
  'exports.pnl.definition8',
];

/** The P&L columns whose cells may hold words of the app's: the method, a lot's source, a realized P&L that is not computable. */
const PNL_WORD_COLUMNS: ReadonlySet<string> = new Set(['method', 'source', 'realized']);

const NOT_COMPUTABLE_IN = new RegExp(`^${NOT_COMPUTABLE} \\((.+)\\)$`);
const NOT_COMPUTABLE_SELLS = new RegExp(`^${NOT_COMPUTABLE}: (\\d+) sells? of (.+) without cost basis$`);
const NOT_COMPUTABLE_WITHOUT = new RegExp(`^${NOT_COMPUTABLE}: (.+) without cost basis$`);
const NO_RATE = /^no rate for (\S+) on (\S+)$/;
const REFERENCE_LABEL = /^Realized P&L FIFO in (\S+) \(day rates of exchange rates statement (\S+)\)$/;
const EARLIER_STATEMENT = /^Earlier statement (\S+) \((\S+) to (\S+)\)$/;

/** What an archived report's manifest names as its environment when it came from the built-in simulator (report-service.ts writes it). */
export const LOCAL_SIMULATOR = 'Local simulator';

/** The words one export writes: made once per export (the worker's), each enum value translated once. */
export interface ExportWords {
  readonly t: Translator['t'];
  /** A table's name (its sheet, its CSV file, the manifest's lines). */
  tableName(name: string): string;
  /** A column's header. */
  header(spec: ColumnSpec): string;
  /** What a text cell shows: an enum of the service in words, a P&L method or "not computable" in the language, else the value as it is. */
  cell(spec: ColumnSpec, value: string): string;
  /** A headline figure's label and (when words) value. */
  figure(figure: ReportFigure): readonly [string, string];
  kind(kind: ReportKind): string;
  params(params: ReportParams): string;
}

/** The words of an export in the translator's language. */
export function exportWords(translator: Translator): ExportWords {
  const t = translator.t;
  const memo = new Map<string, string>();
  const once = (id: string, make: () => string): string => {
    let text = memo.get(id);
    if (text === undefined) memo.set(id, (text = make()));
    return text;
  };
  const withCurrency = (text: string, plain: Readonly<Record<string, MessageKey>>): string => {
    const key = plain[text];
    if (key) return t(key);
    const match = CURRENCY_SUFFIX.exec(text);
    const keyed = match ? WITH_CURRENCY[match[1] as string] : undefined;
    return match && keyed ? t(keyed, { currency: match[2] as string }) : text;
  };
  const textCell = (spec: ColumnSpec, value: string): string => {
    if (spec.key === 'method') return METHOD_WORDS[value] ? t(METHOD_WORDS[value]) : value;
    if (value === NOT_COMPUTABLE) return t('exports.pnl.notComputable');
    const notComputable = NOT_COMPUTABLE_IN.exec(value);
    if (notComputable) return t('exports.pnl.notComputableIn', { instruments: notComputable[1] as string });
    if (spec.key === 'source') {
      if (value === 'Typed in') return t('exports.pnl.typedIn');
      const earlier = EARLIER_STATEMENT.exec(value);
      if (earlier)
        return t('exports.pnl.earlier', {
          archiveId: earlier[1] as string,
          from: earlier[2] as string,
          to: earlier[3] as string,
        });
    }
    return value;
  };
  // The P&L's headline figures (shared/reports/pnl/tables.ts) say in words why a figure is missing.
  const figureLabel = (label: string): string => {
    const reference = REFERENCE_LABEL.exec(label);
    return reference
      ? t('exports.figure.realizedFifoReference', {
          currency: reference[1] as string,
          archiveId: reference[2] as string,
        })
      : withCurrency(label, FIGURE_LABELS);
  };
  const figureText = (value: string): string => {
    const sells = NOT_COMPUTABLE_SELLS.exec(value);
    if (sells)
      return t('exports.figure.notComputableSells', {
        count: Number(sells[1]),
        shown: sells[1] as string,
        instruments: sells[2] as string,
      });
    const without = NOT_COMPUTABLE_WITHOUT.exec(value);
    if (without) return t('exports.figure.notComputableWithout', { instruments: without[1] as string });
    const noRate = NO_RATE.exec(value);
    return noRate ? t('exports.figure.noRate', { currency: noRate[1] as string, day: noRate[2] as string }) : value;
  };
  return {
    t,
    tableName: (name) => once(`table:${name}`, () => (TABLE_NAMES[name] ? t(TABLE_NAMES[name]) : name)),
    header: (spec) => once(`header:${spec.header}`, () => withCurrency(spec.header, HEADERS)),
    cell: (spec, value) => {
      const map = spec.words ? ENUM_WORDS[spec.key] : undefined;
      if (map) return once(`${spec.key}:${value}`, () => t(wordsOf(map, value)));
      // Only the P&L's own words are looked at; any other cell is the service's and stays as it is.
      return PNL_WORD_COLUMNS.has(spec.key) ? textCell(spec, value) : value;
    },
    figure: (figure) => [figureLabel(figure.label), figure.type === 'text' ? figureText(figure.value) : figure.value],
    kind: (kind) => t(KIND_WORDS[kind]),
    params: (params) => {
      if ('accountNumber' in params)
        return t('exports.params.accountRange', {
          account: params.accountNumber,
          from: params.dateFrom,
          to: params.dateTo,
        });
      if ('date' in params)
        return t('exports.params.dayCurrency', { day: params.date, currency: params.referenceCurrency });
      if ('referenceCurrency' in params)
        return t('exports.params.rangeCurrency', {
          from: params.dateFrom,
          to: params.dateTo,
          currency: params.referenceCurrency,
        });
      return t('exports.params.range', { from: params.dateFrom, to: params.dateTo });
    },
  };
}

/** English, as the files were before they had a language: what a writer uses when given none (tests, old jobs). */
export const ENGLISH_EXPORT_WORDS: ExportWords = exportWords(createTranslator('en', 'en', english));

/** The words of a job's language: its catalogue loaded once for the whole export (the worker's). */
export async function exportWordsFor(language: ExportLanguage | undefined): Promise<ExportWords> {
  if (!language || language.language === 'en') return ENGLISH_EXPORT_WORDS;
  return exportWords(createTranslator(language.language, language.locale, await loadMessages(language.language)));
}

/** Who the report is for, as the manifest and the page header name them. */
export function customerWords(words: ExportWords, manifest: ArchiveManifest, withName: 'manifest' | 'print'): string {
  if (!manifest.customerName) return manifest.customer;
  return words.t(withName === 'manifest' ? 'exports.manifest.customerWithName' : 'exports.print.customer', {
    customer: manifest.customer,
    name: manifest.customerName,
  });
}
