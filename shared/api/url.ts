import { z } from 'zod';
import type { Endpoint, UrlValues } from './endpoint';

/** Fills a path template with encoded params: /Accounts/{accountId} -> /Accounts/42. */
export function buildPath(endpoint: Endpoint, params: unknown): string {
  const values = z.encode(endpoint.params, params) as UrlValues;
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' || value === '')
      throw new TypeError(`Missing path parameter "${name}" for ${endpoint.title}.`);
    return encodeURIComponent(value);
  });
}

/** Encodes a typed query into the exact string sent and signed: "" or "?a=1&b=2" (arrays repeat the key). */
export function buildQuery(endpoint: Endpoint, query: unknown): string {
  const values = z.encode(endpoint.query, query ?? {}) as UrlValues;
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(item)}`);
    }
  }
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}
