import Big from 'big.js';
import type { LoanReport } from '../../../../shared/api/schemas/loans';
import type { Decimal } from '../../../../shared/wire/decimal';
import { isoDate, YEAR } from '../clock';
import { assetPrecision } from '../market/assets';
import type { Market } from '../market/market';
import { big, roundHalf, text } from '../money';
import type { LoanRecord, PortfolioRecord } from '../state';

/** LTVs and collateralization are reported with this many decimals (fractions: 0.6512 = 65.12 %). */
export const RATIO_PRECISION = 4;

/** Simple interest accrued on a loan from its start to t, in the loan's asset. */
export function accruedInterest(loan: LoanRecord, t: number): Big {
  const elapsed = Math.max(0, Math.min(t, loan.maturesAt ?? t) - loan.startedAt);
  return roundHalf(
    big(loan.amount).times(loan.interestRate).times(elapsed).div(YEAR),
    assetPrecision(loan.assetSymbol),
  );
}

/** Loan and collateral values of a portfolio at t, in its value currency. */
export function portfolioValues(
  market: Market,
  portfolio: PortfolioRecord,
  t: number,
): { loans: Big; collateral: Big } {
  let loans = new Big(0);
  for (const loan of portfolio.loans)
    loans = loans.plus(
      market.value(loan.assetSymbol, big(loan.amount).plus(accruedInterest(loan, t)), portfolio.valueCurrency, t),
    );
  let collateral = new Big(0);
  for (const item of portfolio.collaterals)
    collateral = collateral.plus(market.value(item.assetSymbol, item.amount, portfolio.valueCurrency, t));
  return { loans, collateral };
}

/** Current LTV of a portfolio at t: loans (with accrued interest) over collateral, both at market value. */
export function ltvAt(market: Market, portfolio: PortfolioRecord, t: number): Big {
  const { loans, collateral } = portfolioValues(market, portfolio, t);
  return collateral.eq(0) ? new Big(0) : loans.div(collateral);
}

/** The loan report of a portfolio valued at time t. */
export function loanReportView(market: Market, portfolio: PortfolioRecord, t: number): LoanReport {
  const { loans, collateral } = portfolioValues(market, portfolio, t);
  const currency = portfolio.valueCurrency;
  return {
    portfolioId: portfolio.portfolioId,
    serviceFee: portfolio.serviceFee as Decimal,
    collateralization: text(loans.eq(0) ? new Big(0) : roundHalf(collateral.div(loans), RATIO_PRECISION)),
    currentLtv: text(collateral.eq(0) ? new Big(0) : roundHalf(loans.div(collateral), RATIO_PRECISION)),
    smLtv: portfolio.smLtv as Decimal,
    hmLtv: portfolio.hmLtv as Decimal,
    loans: portfolio.loans.map((loan) => {
      const interest = accruedInterest(loan, t);
      return {
        loanId: loan.loanId,
        assetSymbol: loan.assetSymbol,
        amount: loan.amount as Decimal,
        value: text(market.value(loan.assetSymbol, big(loan.amount).plus(interest), currency, t)),
        valueCurrency: currency,
        interestRate: loan.interestRate as Decimal,
        accruedInterest: text(interest),
        startDate: isoDate(loan.startedAt),
        maturityDate: loan.maturesAt === null ? null : isoDate(loan.maturesAt),
      };
    }),
    collaterals: portfolio.collaterals.map((item) => {
      const price = market.rate(item.assetSymbol, currency, t) ?? new Big(0);
      return {
        assetSymbol: item.assetSymbol,
        amount: item.amount as Decimal,
        price: text(price),
        value: text(market.value(item.assetSymbol, item.amount, currency, t)),
        valueCurrency: currency,
      };
    }),
  };
}
