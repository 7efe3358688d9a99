import { z } from 'zod';
import { decimal } from '../../wire/decimal';
import { isoDate } from './common';
import { textParam } from './url-codecs';

/**
 * One loan of a portfolio. Our choice (spec: not shown): amount in the
 * loan's asset, value in valueCurrency; interestRate is a yearly fraction
 * (0.05 = 5 %), like the LTVs (decisions.md).
 */
export const loanSchema = z.object({
  loanId: z.string(),
  assetSymbol: z.string(),
  amount: decimal,
  value: decimal,
  valueCurrency: z.string(),
  interestRate: decimal,
  accruedInterest: decimal,
  startDate: isoDate,
  maturityDate: isoDate.nullish(),
});
export type Loan = z.output<typeof loanSchema>;

/**
 * One collateral position of a portfolio. Our choice (spec: not shown):
 * value is amount at the current price in valueCurrency.
 */
export const collateralSchema = z.object({
  assetSymbol: z.string(),
  amount: decimal,
  price: decimal,
  value: decimal,
  valueCurrency: z.string(),
});
export type Collateral = z.output<typeof collateralSchema>;

/**
 * Loan report of one portfolio (spec). LTVs are fractions: margin call at
 * currentLtv >= smLtv, liquidation at currentLtv >= hmLtv (decisions.md).
 */
export const loanReportSchema = z.object({
  portfolioId: z.string(),
  serviceFee: decimal,
  collateralization: decimal,
  currentLtv: decimal,
  smLtv: decimal,
  hmLtv: decimal,
  loans: z.array(loanSchema),
  collaterals: z.array(collateralSchema),
});
export type LoanReport = z.output<typeof loanReportSchema>;
export const loanReportListSchema = z.array(loanReportSchema);

export const loanPortfolioParams = z.object({ portfolioNr: textParam() });
