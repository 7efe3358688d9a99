import { z } from 'zod';
import type { BookView } from '../../book/book-model';
import type { SameType } from './common';
import { priceBasis } from './preferences';
import { PORTFOLIO_RANGES } from '../../custody/ranges';

/*
 * What book.load answers. The type is shared/book/book-model.ts's (the
 * feature's own model); the check below keeps the schema equal to it.
 */

/** One customer of the office's book (amounts exact text; null: no price). */
const bookRow = z
  .object({
    customer: z.string(),
    name: z.string(),
    accessRight: z.string().nullable(),
    referenceCurrency: z.string().nullable(),
    total: z.string().nullable(),
    unpriced: z.number(),
    officeTotal: z.string().nullable(),
    change: z.string().nullable(),
    officeChange: z.string().nullable(),
    share: z.string().nullable(),
    openOrders: z.number().nullable(),
    stakingInProgress: z.number().nullable(),
    worstLoanState: z.string().nullable(),
    asOf: z.string(),
    stale: z.boolean(),
    error: z.string().nullable(),
  })
  .readonly();

/** The whole book as main answers it. */
export const bookView = z
  .object({
    profileId: z.string(),
    officeCurrency: z.string(),
    basis: priceBasis,
    range: z.enum(PORTFOLIO_RANGES),
    rows: z.array(bookRow).readonly(),
    officeTotal: z.string(),
    unvalued: z.number(),
    loadedAt: z.string(),
  })
  .readonly();

const bookMatches: SameType<z.infer<typeof bookView>, BookView> = true;
void bookMatches;
