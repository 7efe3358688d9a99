import type { WebServerMessage } from '../../shared/ipc/web-protocol';
import type { AppServicesOptions } from '../services/app-services';
import type { Downloads } from './downloads';
import { callingPage } from './page-calls';

/** Sends a message to every connected page. */
export type Broadcast = (message: WebServerMessage) => void;

/** The native parts of AppServicesOptions, done by the page instead. */
export type WebPortOptions = Required<
  Pick<
    AppServicesOptions,
    'openExternal' | 'copyText' | 'notify' | 'chooseSaveFile' | 'offerDownload' | 'loans' | 'priceAlerts'
  >
>;

/**
 * Browser mode's versions of the desktop ports: a notification, a copy or an
 * external link becomes a message the page acts on (Notification API,
 * clipboard, a new tab); the save dialog becomes a file in Downloads that the
 * page fetches when finished. No tray, no badge. Notifications go to every
 * page (through `bind`'s broadcast once the server exists: the services are
 * created before it); a copy, a link and a download go only to the page whose
 * call asked for them.
 */
export function createWebPorts(downloads: Downloads): { options: WebPortOptions; bind(broadcast: Broadcast): void } {
  let send: Broadcast = () => undefined;
  return {
    bind(broadcast) {
      send = broadcast;
    },
    options: {
      // app.openExternal's handler has already checked the allow-list (https, no credentials).
      openExternal: async (url) => callingPage()?.send({ type: 'open', url }),
      copyText: (text) => callingPage()?.send({ type: 'copy', text }),
      notify: ({ title, body }) => send({ type: 'notify', title, body }),
      chooseSaveFile: ({ defaultName }) => downloads.reserve(defaultName, callingPage()),
      // A finished export written where the stand-in save dialog said is offered to the page that asked for it only.
      offerDownload: (file) => {
        const found = downloads.find(file);
        const offered = found?.owner ? downloads.offer(found.file) : null;
        if (offered) found?.owner?.send({ type: 'download', ...offered });
      },
      loans: { watch: true, hooks: { notify: ({ title, body }) => send({ type: 'notify', title, body }) } },
      priceAlerts: { watch: true },
    },
  };
}
