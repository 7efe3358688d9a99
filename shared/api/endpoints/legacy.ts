import { defineEndpoint } from '../endpoint';
import {
  legacyAccountStatementListSchema,
  legacyAccountStatementRequestSchema,
  legacyAccountStatementSchema,
  legacyClientStatementsRequestSchema,
} from '../schemas/legacy';

/** Legacy account statements (unversioned trading paths; customer-number required). */
export const legacyEndpoints = {
  'legacy.accountStatement': defineEndpoint({
    title: 'Get account statement (legacy)',
    method: 'POST',
    path: '/trading/api/account/getaccountstatement',
    body: legacyAccountStatementRequestSchema,
    response: legacyAccountStatementSchema,
  }),
  'legacy.accountStatementsForClient': defineEndpoint({
    title: 'Get account statements for client (legacy)',
    method: 'POST',
    path: '/trading/api/account/getaccountstatementsforclient',
    body: legacyClientStatementsRequestSchema,
    response: legacyAccountStatementListSchema,
  }),
};
