import type { Emitter, Feature, FeatureHandlers } from '../feature';
import type { BookDeps } from './book-service';
import { BookService } from './book-service';

/** What the Book needs besides its service's ports: the office currency chosen in Settings, and the port its rows are pushed through. */
export interface BookFeatureDeps extends BookDeps {
  officeCurrency: () => string;
  events: Emitter<'bookRow'>;
}

/**
 * The Book: every customer in one view; the office currency defaults to the
 * one chosen in Settings. A load that names a loadId pushes each customer's
 * row (bookRow) as soon as it is ready, so the window fills row by row.
 */
export function createBookFeature(deps: BookFeatureDeps): Feature<BookService, 'book', 'bookRow'> {
  const { officeCurrency, events, ...serviceDeps } = deps;
  const service = new BookService(serviceDeps);
  const handlers: FeatureHandlers<'book'> = {
    'book.load': ({ profileId, officeCurrency: chosen, range, loadId }) => {
      const office = chosen ?? officeCurrency();
      return service.load(profileId, office, range, loadId === undefined ? undefined : (row) => events.emit('bookRow', { loadId, profileId, officeCurrency: office, row }));
    },
    'book.currencies': ({ profileId }) => service.currencies(profileId),
  };
  return { service, handlers, events: ['bookRow'] };
}
