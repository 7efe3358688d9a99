import type { Feature, FeatureHandlers } from '../feature';
import type { BookDeps } from './book-service';
import { BookService } from './book-service';

/** The Book: every customer in one view; the office currency defaults to the one chosen in Settings. */
export function createBookFeature(deps: BookDeps & { officeCurrency: () => string }): Feature<BookService, 'book'> {
  const { officeCurrency, ...serviceDeps } = deps;
  const service = new BookService(serviceDeps);
  const handlers: FeatureHandlers<'book'> = {
    'book.load': ({ profileId, officeCurrency: chosen }) => service.load(profileId, chosen ?? officeCurrency()),
  };
  return { service, handlers, events: [] };
}
