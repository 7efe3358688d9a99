import { create } from 'zustand';
import type { BookView } from '../../../shared/book/book-model';
import type { IpcError } from '../../../shared/ipc/result';
import { desktopApi } from '../api/bridge';
import { createNewestOnly } from '../api/newest';

/** The Book in the renderer: main's last answer (rows marked stale by main on a failed refresh), loading and the last error. */
interface BookState {
  view: BookView | null;
  loading: boolean;
  error: IpcError | null;
}

const useStore = create<BookState>(() => ({ view: null, loading: false, error: null }));

export const useBook = (): BookState => useStore((state) => state);

const newest = createNewestOnly();
/** Loads the book of a profile in the office currency (main's default: Settings); a late answer for an older ask is dropped. */
export async function loadBook(profileId: string, officeCurrency?: string): Promise<void> {
  useStore.setState({ loading: true });
  const result = await newest.load('book', () => desktopApi().book.load({ profileId, ...(officeCurrency ? { officeCurrency } : {}) }));
  if (result === null || result.status === 'loading') return;
  // A failed refresh keeps the last book on screen with the error above it.
  useStore.setState(result.status === 'ready' ? { view: result.value, loading: false, error: null } : { loading: false, error: result.error });
}

/** For tests. */
export function resetBookStore(): void {
  newest.forget();
  useStore.setState({ view: null, loading: false, error: null });
}
