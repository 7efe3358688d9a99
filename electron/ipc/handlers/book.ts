import type { DomainHandlers } from './handler';

/** The Book: every customer in one view (electron/services/book). */
export const bookHandlers: DomainHandlers<'book'> = {
  'book.load': ({ profileId, officeCurrency }, { book, preferences }) => book.load(profileId, officeCurrency ?? preferences.get().dashboard.officeCurrency),
};
