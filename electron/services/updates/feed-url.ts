import { z } from 'zod';

/** Hosts a plain-http feed may be on: this machine only (a test's local feed server). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * An update feed's address: https (an update is code this machine will run), or http on this machine only,
 * for tests against a local feed server. No user name or password in it: the address is shown in the Updates tab.
 */
export const feedUrlSchema = z
  .string()
  .max(2048)
  .refine(
    (text) => URL.canParse(text),
    'The update feed must be a full address such as https://updates.example.ch/desk',
  )
  .refine((text) => {
    const url = new URL(text);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  }, 'The update feed must use https (plain http only on this machine)')
  .refine((text) => {
    const url = new URL(text);
    return url.username === '' && url.password === '';
  }, 'The update feed address must not contain a user name or password');

/** The feed's folder address, ending in "/", so files resolve inside it rather than beside it. */
export function feedFolder(feedUrl: string): URL {
  const url = new URL(feedUrl);
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
  return url;
}

/**
 * The build's feed named by the environment (SVC_DESK_UPDATE_FEED, the variable electron-builder.js publishes to),
 * for runs from the sources (browser mode, a development window); null when unset or not a feed main may read.
 */
export function feedFromEnvironment(value: string | undefined, warn: (line: string) => void): string | null {
  if (value === undefined || value === '') return null;
  const parsed = feedUrlSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  warn(`SVC_DESK_UPDATE_FEED not used: ${parsed.error.issues[0]?.message}`);
  return null;
}
