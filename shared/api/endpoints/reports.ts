import type { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  accountOrdersStatementReportSchema,
  accountOrdersStatementRequestSchema,
  accountStatementReportSchema,
  accountStatementRequestSchema,
  balanceStatementReportSchema,
  balanceStatementRequestSchema,
  exchangeRatesStatementReportSchema,
  exchangeRatesStatementRequestSchema,
  guaranteeStatementReportSchema,
  guaranteeStatementRequestSchema,
  reportCreatedSchema,
  reportParams,
  stakingRewardsStatementReportSchema,
  stakingRewardsStatementRequestSchema,
} from '../schemas/reports';

// Each report kind is a create (POST, answers reportId) and a read (GET by reportId).
function reportPair<B extends z.ZodType, R extends z.ZodType>(name: string, segment: string, body: B, report: R) {
  const path = `/reporting/api/v1/${segment}`;
  return {
    create: defineEndpoint({ title: `Create ${name}`, method: 'POST', path, body, response: reportCreatedSchema }),
    read: defineEndpoint({
      title: `Get ${name}`,
      method: 'GET',
      path: `${path}/{reportId}`,
      params: reportParams,
      response: report,
    }),
  };
}

const accountOrders = reportPair(
  'account orders statement',
  'accountordersstatement',
  accountOrdersStatementRequestSchema,
  accountOrdersStatementReportSchema,
);
const account = reportPair(
  'account statement',
  'accountstatement',
  accountStatementRequestSchema,
  accountStatementReportSchema,
);
const balance = reportPair(
  'balance statement',
  'balancestatement',
  balanceStatementRequestSchema,
  balanceStatementReportSchema,
);
const exchangeRates = reportPair(
  'exchange rates statement',
  'exchangeratesstatement',
  exchangeRatesStatementRequestSchema,
  exchangeRatesStatementReportSchema,
);
const guarantee = reportPair(
  'guarantee statement',
  'guaranteestatement',
  guaranteeStatementRequestSchema,
  guaranteeStatementReportSchema,
);
const stakingRewards = reportPair(
  'staking rewards statement',
  'stakingrewardsstatement',
  stakingRewardsStatementRequestSchema,
  stakingRewardsStatementReportSchema,
);

/** Asynchronous report endpoints (customer-number required). */
export const reportEndpoints = {
  'reports.createAccountOrdersStatement': accountOrders.create,
  'reports.getAccountOrdersStatement': accountOrders.read,
  'reports.createAccountStatement': account.create,
  'reports.getAccountStatement': account.read,
  'reports.createBalanceStatement': balance.create,
  'reports.getBalanceStatement': balance.read,
  'reports.createExchangeRatesStatement': exchangeRates.create,
  'reports.getExchangeRatesStatement': exchangeRates.read,
  'reports.createGuaranteeStatement': guarantee.create,
  'reports.getGuaranteeStatement': guarantee.read,
  'reports.createStakingRewardsStatement': stakingRewards.create,
  'reports.getStakingRewardsStatement': stakingRewards.read,
};
