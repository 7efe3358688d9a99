import type { Feature, FeatureHandlers } from '../feature';
import type { BookDeps } from './book-service';
import { BookService } from './book-service';

/** What the Book needs besides its service's ports: the office currency chosen in Settings. */
export interface BookFeatureDeps extends BookDeps {
  officeCurrency: () => string;
}

/**
 * The Book: every customer in one view; the office currency defaults to the
 * one chosen in Settings. Its service pushes each customer's row (bookRow)
 * of a load that names a loadId.
 */
export async function createBookFeature(deps: BookFeatureDeps): Promise<Feature<BookService, 'book', 'bookRow'>> {
  const { officeCurrency, ...serviceDeps } = deps;
  const service = new BookService(serviceDeps);
  const handlers: FeatureHandlers<'book'> = {
    'book.load': ({ profileId, officeCurrency: chosen, range, loadId }) =>
      service.load(profileId, chosen ?? officeCurrency(), range, loadId),
    'book.currencies': ({ profileId }) => service.currencies(profileId),
  };
  return { service, handlers, events: ['bookRow'] };
}
