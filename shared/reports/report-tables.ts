import type {
  AccountOrdersStatement,
  AccountStatement,
  BalanceStatement,
  ExchangeRatesStatement,
  GuaranteeStatement,
  StakingRewardsStatement,
} from '../api/schemas/report-data';
import type { LegacyAccountStatement } from '../api/schemas/legacy';
import type { ReportKind } from './kinds';
import type { ReportFigure, ReportTables } from './table-model';
import { col, tableFromRows } from './table-model';
import { message } from '../i18n/message';
import { pnlFigures, pnlReferenceFigure, pnlResults, pnlTables } from './pnl/tables';
import type { ResolvedOpeningLots } from './pnl/opening';

/** The decoded data of each kind (legacy-client: one statement per account). */
export interface ReportDataByKind {
  'account-orders': AccountOrdersStatement;
  account: AccountStatement;
  balance: BalanceStatement;
  'exchange-rates': ExchangeRatesStatement;
  guarantee: GuaranteeStatement;
  'staking-rewards': StakingRewardsStatement;
  'legacy-account': LegacyAccountStatement;
  'legacy-client': LegacyAccountStatement[];
}

const ORDER_COLUMNS = [
  col.int('orderId', 'Order id'),
  col.text('clientOrderId', 'Client order id', 24),
  col.int('account', 'Account'),
  col.text('symbol', 'Symbol', 10),
  col.text('currency', 'Currency', 9),
  col.enum('side', 'Side', 6),
  col.enum('orderType', 'Type', 16),
  col.enum('status', 'Status', 16),
  col.amount('quantity', 'Quantity', 'symbol'),
  col.amount('cumulativeQuantity', 'Filled quantity', 'symbol'),
  col.price('averagePrice', 'Average price', 'symbol', 'currency'),
  col.amount('commission', 'Commission', 'commissionCurrency'),
  col.text('commissionCurrency', 'Commission currency', 11),
  col.time('createdAt', 'Created (UTC)'),
];

// Rows about one account: which, and in what.
const ACCOUNT_COLUMNS = [col.int('accountId', 'Account'), col.text('assetSymbol', 'Asset', 8)];

const LEGACY_STATEMENT_COLUMNS = [
  col.text('accountNumber', 'Account number', 14),
  col.text('assetSymbol', 'Asset', 8),
  col.time('dateFrom', 'From (UTC)'),
  col.time('dateTo', 'To (UTC)'),
  col.amount('openingBalance', 'Opening balance', 'assetSymbol'),
  col.amount('closingBalance', 'Closing balance', 'assetSymbol'),
];
const LEGACY_ENTRY_COLUMNS = [
  col.text('accountNumber', 'Account number', 14),
  col.text('assetSymbol', 'Asset', 8),
  col.time('time', 'Time (UTC)'),
  col.text('description', 'Description', 30),
  col.amount('amount', 'Amount', 'assetSymbol'),
  col.amount('balance', 'Balance', 'assetSymbol'),
  col.text('reference', 'Reference', 24),
];

function legacyTables(statements: readonly LegacyAccountStatement[]): ReportTables {
  const entries = statements.flatMap((statement) =>
    statement.entries.map((entry) => ({
      ...entry,
      accountNumber: statement.accountNumber,
      assetSymbol: statement.assetSymbol,
    })),
  );
  return {
    tables: [
      tableFromRows('Statements', LEGACY_STATEMENT_COLUMNS, statements),
      tableFromRows('Entries', LEGACY_ENTRY_COLUMNS, entries),
    ],
    figures: [],
  };
}

/** The figure of statements valued in a reference currency: their total value. */
function totalValue(statement: { referenceCurrency: string; totalValueInReferenceCurrency: string }): ReportFigure {
  const ref = statement.referenceCurrency;
  return {
    label: `Total value (${ref})`,
    labelWords: message('reports.figure.totalValue', { currency: ref }),
    value: statement.totalValueInReferenceCurrency,
    type: 'decimal',
    asset: ref,
  };
}

/** What a report's tables may draw on besides its own data: an exchange rates statement covering an account orders statement's range. */
export interface ReportTablesContext {
  readonly exchangeRates?: { readonly id: string; readonly statement: ExchangeRatesStatement } | null;
  /** The lots an account orders statement's P&L starts from (an earlier statement's, typed in), per method. */
  readonly opening?: ResolvedOpeningLots | null;
}

/** The tables (one sheet each) and headline figures of a report's data. */
export function reportTables<K extends ReportKind>(
  kind: K,
  data: ReportDataByKind[K],
  context: ReportTablesContext = {},
): ReportTables {
  switch (kind) {
    case 'account-orders': {
      const d = data as AccountOrdersStatement;
      // The realized P&L (both methods) travels with the orders, so the preview's tabs, the Excel sheets and the CSV files are one computation.
      const pnl = pnlResults(d.items, context.opening ?? undefined);
      const reference = context.exchangeRates ? [pnlReferenceFigure(pnl[0], context.exchangeRates)] : [];
      const openingProblem: ReportFigure[] = context.opening?.problem
        ? [
            {
              label: 'Opening lots',
              labelWords: message('reports.figure.openingLots'),
              value: context.opening.problem,
              ...(context.opening.problemWords ? { valueWords: context.opening.problemWords } : {}),
              type: 'text',
            },
          ]
        : [];
      return {
        tables: [tableFromRows('Orders', ORDER_COLUMNS, d.items), ...pnlTables(pnl)],
        figures: [...pnlFigures(pnl[0]), ...reference, ...openingProblem],
      };
    }
    case 'account': {
      const d = data as AccountStatement;
      const ref = d.referenceCurrency;
      const movements = d.accounts.flatMap((a) =>
        a.movements.map((m) => ({ ...m, accountId: a.accountId, assetSymbol: a.assetSymbol })),
      );
      return {
        tables: [
          tableFromRows(
            'Accounts',
            [
              ...ACCOUNT_COLUMNS,
              col.amount('openingBalance', 'Opening balance', 'assetSymbol'),
              col.amount('closingBalance', 'Closing balance', 'assetSymbol'),
              col.money('closingValueInReferenceCurrency', `Closing value (${ref})`, ref),
            ],
            d.accounts,
          ),
          tableFromRows(
            'Movements',
            [
              ...ACCOUNT_COLUMNS,
              col.time('time', 'Time (UTC)'),
              col.enum('type', 'Type', 14),
              col.amount('amount', 'Amount', 'assetSymbol'),
              col.amount('balanceAfter', 'Balance after', 'assetSymbol'),
              col.text('reference', 'Reference', 24),
            ],
            movements,
          ),
        ],
        figures: [totalValue(d)],
      };
    }
    case 'balance': {
      const d = data as BalanceStatement;
      const ref = d.referenceCurrency;
      return {
        tables: [
          tableFromRows(
            'Balances',
            [
              ...ACCOUNT_COLUMNS,
              col.amount('balance', 'Balance', 'assetSymbol'),
              col.number('rate', `Rate (${ref})`),
              col.money('valueInReferenceCurrency', `Value (${ref})`, ref),
            ],
            d.balances,
          ),
        ],
        figures: [totalValue(d)],
      };
    }
    case 'exchange-rates': {
      const d = data as ExchangeRatesStatement;
      return {
        tables: [
          tableFromRows(
            'Rates',
            [
              col.date('date', 'Date'),
              col.text('assetSymbol', 'Asset', 8),
              col.number('rate', `Rate (${d.referenceCurrency})`),
            ],
            d.rates,
          ),
        ],
        figures: [],
      };
    }
    case 'guarantee': {
      const d = data as GuaranteeStatement;
      const ref = d.referenceCurrency;
      return {
        tables: [
          tableFromRows(
            'Guarantee',
            [
              col.text('assetSymbol', 'Asset', 8),
              col.amount('balance', 'Balance', 'assetSymbol'),
              col.amount('bankGuaranteeAmount', 'Bank guarantee', 'assetSymbol'),
              col.amount('segregatedCustodyAmount', 'Segregated custody', 'assetSymbol'),
              col.money('valueInReferenceCurrency', `Value (${ref})`, ref),
            ],
            d.items,
          ),
        ],
        figures: [totalValue(d)],
      };
    }
    case 'staking-rewards': {
      const d = data as StakingRewardsStatement;
      const amounts = [
        col.amount('amount', 'Amount', 'assetSymbol'),
        col.amount('commission', 'Commission', 'assetSymbol'),
        col.amount('finalAmount', 'Final amount', 'assetSymbol'),
      ];
      return {
        tables: [
          tableFromRows(
            'Rewards',
            [
              col.text('rewardId', 'Reward id', 38),
              col.time('createdOn', 'Created (UTC)'),
              col.text('stakingAccountNumber', 'Staking account', 14),
              col.text('targetAccountNumber', 'Target account', 14),
              col.text('assetSymbol', 'Asset', 8),
              ...amounts,
            ],
            d.rewards,
          ),
          tableFromRows('Totals', [col.text('assetSymbol', 'Asset', 8), ...amounts], d.totals),
        ],
        figures: [],
      };
    }
    case 'legacy-account':
      return legacyTables([data as LegacyAccountStatement]);
    case 'legacy-client':
      return legacyTables(data as LegacyAccountStatement[]);
    default:
      throw new RangeError(`Unknown report kind ${String(kind)}`);
  }
}
