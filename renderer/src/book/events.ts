import { desktopApi } from '../api/bridge';
import { bookRowArrived } from './store';

/** The Book's push events (started once, with the session): each customer's row as main reads it. Returns the unsubscribe. */
export function subscribeBookEvents(): () => void {
  return desktopApi().on.bookRow((pushed) => bookRowArrived(pushed));
}
