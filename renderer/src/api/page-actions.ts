// What the page does in browser mode where the desktop app uses a native part.
import type { WebServerMessage } from '../../../shared/ipc/web-protocol';

type PageMessage = Exclude<WebServerMessage, { type: 'answer' } | { type: 'event' }>;

/** Asks once, on the user's first click, whether desktop notifications may be shown (browsers want a gesture). */
export function askForNotificationsOnFirstClick(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  document.addEventListener('pointerdown', () => void Notification.requestPermission().catch(() => undefined), {
    once: true,
    capture: true,
  });
}

/** Handles one page message: notification, clipboard, new tab, or a finished download. */
export function pageActions(token: string | null): (message: PageMessage) => void {
  return (message) => {
    switch (message.type) {
      case 'notify':
        if (typeof Notification !== 'undefined' && Notification.permission === 'granted')
          new Notification(message.title, { body: message.body });
        return;
      case 'copy':
        void navigator.clipboard?.writeText(message.text).catch(() => undefined);
        return;
      case 'open':
        // Main already checked the allow-list; checked again here since this opens a tab.
        if (/^https:\/\//.test(message.url)) window.open(message.url, '_blank', 'noopener,noreferrer');
        return;
      case 'download':
        if (token !== null) void download(message.path, message.name, token);
        return;
    }
  };
}

/** Fetches a finished export once, with the token in a header (never in a URL), and saves it as a browser download. */
async function download(path: string, name: string, token: string): Promise<void> {
  const response = await fetch(path, { headers: { Authorization: `Bearer ${token}` }, cache: 'no-store' });
  if (!response.ok) return;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
