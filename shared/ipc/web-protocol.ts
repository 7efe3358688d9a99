/**
 * Browser mode's wire format (electron/web/ and renderer/src/api/web-transport.ts):
 * the same invoke channels and push events as Electron's IPC, as JSON messages
 * over one WebSocket, plus the few things main asks the page to do where the
 * desktop would use a native part (notification, clipboard, new tab, download).
 */
import { z } from 'zod';

/** The WebSocket sub-protocol both sides speak; the server answers with it. */
export const WEB_PROTOCOL = 'svc-desk.v1';
/**
 * A browser cannot set headers on a WebSocket handshake, so the page offers
 * the token as a second sub-protocol, `svc-desk.token.<token>` (hex is a
 * valid protocol token). The server never echoes it back.
 */
export const WEB_TOKEN_PROTOCOL_PREFIX = 'svc-desk.token.';
/** The WebSocket's path on the server. */
export const WEB_SOCKET_PATH = '/ipc';
/** Downloads live under this path; the token goes in an Authorization: Bearer header, never in the URL. */
export const WEB_DOWNLOAD_PATH = '/downloads/';
/** The token in the page's URL fragment: `#token=<hex>`. */
export const WEB_TOKEN_FRAGMENT_KEY = 'token';
/** 256 bits, hex. */
export const WEB_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** Page → server: one invoke, answered by an `answer` message with the same id. */
export const webInvokeMessage = z.strictObject({
  type: z.literal('invoke'),
  id: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  channel: z.string().min(1).max(200),
  input: z.unknown().optional(),
});
export type WebInvokeMessage = z.infer<typeof webInvokeMessage>;

/** Server → page. */
export type WebServerMessage =
  | { type: 'answer'; id: number; answer: unknown }
  | { type: 'event'; channel: string; payload: unknown }
  /** A desktop notification: the page shows it with the Notification API when the user allowed it. */
  | { type: 'notify'; title: string; body: string }
  /** Copy: the page writes the text to its clipboard. */
  | { type: 'copy'; text: string }
  /** An allow-listed https link (checked in main): the page opens it in a new tab. */
  | { type: 'open'; url: string }
  /** A finished export: the page fetches it once (with the token) and hands it to the browser as a download. */
  | { type: 'download'; path: string; name: string };
