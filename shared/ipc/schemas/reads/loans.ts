import { z } from 'zod';
import { readTarget, responseOf } from './read-channel';

/** loans.lenderReports: the customer's lending reports. */
export const loansLenderReportsInput = z.strictObject(readTarget);
export const loansLenderReportsOutput = responseOf('loans.listLend');
