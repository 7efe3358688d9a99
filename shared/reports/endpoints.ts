import type { EndpointName } from '../api/catalog';
import type { ReportKind } from './kinds';

/** The catalog endpoints behind each asynchronous kind: create (POST) and read (GET by reportId). */
export const ASYNC_REPORT_ENDPOINTS = {
  'account-orders': { create: 'reports.createAccountOrdersStatement', read: 'reports.getAccountOrdersStatement' },
  account: { create: 'reports.createAccountStatement', read: 'reports.getAccountStatement' },
  balance: { create: 'reports.createBalanceStatement', read: 'reports.getBalanceStatement' },
  'exchange-rates': { create: 'reports.createExchangeRatesStatement', read: 'reports.getExchangeRatesStatement' },
  guarantee: { create: 'reports.createGuaranteeStatement', read: 'reports.getGuaranteeStatement' },
  'staking-rewards': { create: 'reports.createStakingRewardsStatement', read: 'reports.getStakingRewardsStatement' },
} as const satisfies Partial<Record<ReportKind, { create: EndpointName; read: EndpointName }>>;

/** The catalog endpoints of the two legacy statements (POST, answered at once). */
export const LEGACY_REPORT_ENDPOINTS = {
  'legacy-account': 'legacy.accountStatement',
  'legacy-client': 'legacy.accountStatementsForClient',
} as const satisfies Partial<Record<ReportKind, EndpointName>>;
