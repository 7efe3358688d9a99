import { AsyncLocalStorage } from 'node:async_hooks';
import type { WebServerMessage } from '../../shared/ipc/web-protocol';

/** One connected page (a browser tab's socket): where a message for that page alone goes. */
export interface Page {
  send(message: WebServerMessage): void;
}

const calling = new AsyncLocalStorage<Page>();

/**
 * Runs one of a page's calls so that what the call makes main do for a page
 * (copy to the clipboard, open a link, offer a download) reaches that page
 * only: another tab holding the token must not write the user's clipboard
 * or take the download.
 */
export function runForPage<T>(page: Page, call: () => T): T {
  return calling.run(page, call);
}

/** The page whose call is running here, if any (undefined outside a page's call: then nothing is sent to a page). */
export function callingPage(): Page | undefined {
  return calling.getStore();
}
