import { desktopApi } from '../api/bridge';
import { bookRowArrived } from './store';

/** Follows the Book's loads: each customer's row as main reads it (bookRow). Answers the unsubscribe. */
export function connectBookEvents(): () => void {
  return desktopApi().on.bookRow((pushed) => bookRowArrived(pushed));
}
