import { defineEndpoint } from '../endpoint';
import { loanPortfolioParams, loanReportListSchema, loanReportSchema } from '../schemas/loans';

/** Loan reports (customer-number required). */
export const loanEndpoints = {
  'loans.listBorrow': defineEndpoint({
    title: 'List borrower loan reports',
    method: 'GET',
    path: '/loans/v1/report/borrow',
    response: loanReportListSchema,
  }),
  'loans.getBorrow': defineEndpoint({
    title: 'Get borrower loan report',
    method: 'GET',
    path: '/loans/v1/report/borrow/{portfolioNr}',
    params: loanPortfolioParams,
    response: loanReportSchema,
  }),
  'loans.listLend': defineEndpoint({
    title: 'List lender loan reports',
    method: 'GET',
    path: '/loans/v1/report/lend',
    response: loanReportListSchema,
  }),
};
