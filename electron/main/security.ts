import type { Session, WebContents } from 'electron';
import { isAllowedExternalUrl } from '../ipc/external-links';

/**
 * Denies every permission (camera, notifications, clipboard-read, ...): the
 * app needs none. Adds the CSP header to every response the session loads
 * (the dev server's pages). The built renderer's app:// responses get the
 * header from the scheme handler (app-protocol.ts) and carry the same policy
 * in a meta tag that the build writes from csp.ts.
 */
export function hardenSession(session: Session, csp: string): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
  });
}

/**
 * For every webContents: no new windows, no navigation away, no webviews.
 * An https link the user follows opens in the system browser instead.
 */
export function hardenWebContents(contents: WebContents, openExternal: (url: string) => void): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalUrl(url)) openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event) => {
    event.preventDefault();
    if (isAllowedExternalUrl(event.url)) openExternal(event.url);
  });
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
