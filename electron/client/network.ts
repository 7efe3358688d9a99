import { getCACertificates } from 'node:tls';
import type { MessageKey } from '../../shared/i18n/catalogue/messages';
import { ENGLISH } from '../services/i18n/english';

/** How requests to an origin leave this machine: straight to it, or through a proxy (its URL may carry a user name and password). */
export type ProxyRoute = { kind: 'direct' } | { kind: 'proxy'; url: string };

/**
 * Which route an origin takes: the environment's proxy variables (proxyFromEnvironment), a profile's own proxy,
 * or in the desktop window the operating system's settings (Electron's session.resolveProxy, PAC files included).
 */
export type ProxyResolver = (origin: string) => Promise<ProxyRoute>;

/** How the client reaches the service on this network. */
export interface NetworkOptions {
  /** Default: the environment's HTTPS_PROXY / HTTP_PROXY / NO_PROXY. */
  proxy?: ProxyResolver;
  /** Certificate authorities (PEM) trusted besides Node's own and the operating system's: a profile's CA file, `desk --ca-file`. */
  extraCa?: readonly string[];
}

export const DIRECT: ProxyRoute = { kind: 'direct' };

/**
 * The proxy the environment names for an origin, read the way undici's EnvHttpProxyAgent reads it (lower-case
 * names first, HTTPS falling back to HTTP, NO_PROXY entries as host, host:port, .domain, *.domain or *). Read
 * here rather than through EnvHttpProxyAgent because the request log and Test connection say which proxy a
 * request went through, which that agent does not tell.
 */
export function proxyFromEnvironment(env: Readonly<Record<string, string | undefined>>): ProxyResolver {
  const http = nonEmpty(env['http_proxy']) ?? nonEmpty(env['HTTP_PROXY']);
  const https = nonEmpty(env['https_proxy']) ?? nonEmpty(env['HTTPS_PROXY']) ?? http;
  const noProxy = parseNoProxy(env['no_proxy'] ?? env['NO_PROXY'] ?? '');
  return (origin) => {
    const url = new URL(origin);
    const proxy = url.protocol === 'https:' ? https : http;
    if (proxy === undefined || bypassed(noProxy, url)) return Promise.resolve(DIRECT);
    return Promise.resolve({ kind: 'proxy', url: proxy });
  };
}

/**
 * The route in a proxy resolver's answer (Chromium's session.resolveProxy, a PAC file's FindProxyForURL):
 * "DIRECT", "PROXY host:port", "HTTPS host:port", "SOCKS5 host:port", several separated by ";". The first
 * that undici can use is taken; an answer with none of them goes straight.
 */
export function routeFromPacAnswer(answer: string): ProxyRoute {
  for (const part of answer.split(';')) {
    const [kind, address] = part.trim().split(/\s+/);
    const scheme = { DIRECT: null, PROXY: 'http', HTTP: 'http', HTTPS: 'https', SOCKS: 'socks5', SOCKS5: 'socks5' }[
      kind?.toUpperCase() ?? ''
    ];
    if (scheme === null) return DIRECT;
    if (scheme !== undefined && address) return { kind: 'proxy', url: `${scheme}://${address}` };
  }
  return DIRECT;
}

/** The environment's proxy variables when any is set (an explicit choice for this process), else `fallback` (the OS's settings). */
export function environmentOr(
  env: Readonly<Record<string, string | undefined>>,
  fallback: ProxyResolver,
): ProxyResolver {
  const named = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'].some(
    (name) => nonEmpty(env[name]) !== undefined,
  );
  return named ? proxyFromEnvironment(env) : fallback;
}

/** A fixed route for every origin (a profile's own proxy, `desk --proxy URL`). */
export function fixedProxy(url: string | null): ProxyResolver {
  const route: ProxyRoute = url === null ? DIRECT : { kind: 'proxy', url };
  return () => Promise.resolve(route);
}

/** A proxy as people and logs may see it: scheme, host and port, never its user name or password. */
export function proxyLabel(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return '(an unreadable proxy address)';
  }
}

/** Why a proxy address cannot be used (in English, for the desk and logs), or undefined when it can. */
export function proxyUrlProblem(text: string): string | undefined {
  const issue = proxyAddressIssue(text);
  return issue === undefined ? undefined : ENGLISH.t(PROXY_ADDRESS_WORDS[issue]);
}

/** Why a typed proxy address cannot be used (one rule for the desk's --proxy and a profile's proxy). */
export type ProxyAddressIssue = 'not-url' | 'scheme' | 'host-only';

/** The issue with a proxy address, or undefined when it can be used: http or https, a host, nothing after it. */
export function proxyAddressIssue(text: string): ProxyAddressIssue | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not-url';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme';
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '') return 'host-only';
  return undefined;
}

/** The words of each issue. */
export const PROXY_ADDRESS_WORDS: Record<ProxyAddressIssue, MessageKey> = {
  'not-url': 'network.proxyAddress.notUrl',
  scheme: 'network.proxyAddress.scheme',
  'host-only': 'network.proxyAddress.hostOnly',
};

let systemAndBundled: string[] | undefined;

/**
 * Every certificate authority a connection trusts: Node's bundled ones (with NODE_EXTRA_CA_CERTS), the
 * operating system's store (where an office that inspects TLS installs its own CA; Node 22.15+ reads it on
 * Linux, macOS and Windows), and the given extra ones. Read once: the OS store holds hundreds.
 */
export function trustedAuthorities(extra: readonly string[] = []): string[] {
  systemAndBundled ??= [...new Set([...getCACertificates('default'), ...getCACertificates('system')])];
  return extra.length === 0 ? systemAndBundled : [...systemAndBundled, ...extra];
}

/** The certificates in a PEM file's text, or why it holds none. */
export function certificatesInPem(text: string): string[] {
  return text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
}

interface NoProxyEntry {
  host: string;
  port: string;
  wildcard: boolean;
}

function parseNoProxy(value: string): NoProxyEntry[] {
  const entries: NoProxyEntry[] = [];
  for (const entry of value.split(/[,\s]/)) {
    if (entry === '') continue;
    const bracketed = /^\[(.+)\](?::(\d+))?$/.exec(entry);
    const plain = bracketed ? null : /^([^:]+):(\d+)$/.exec(entry);
    const host = bracketed?.[1] ?? plain?.[1] ?? entry;
    const port = bracketed?.[2] ?? plain?.[2] ?? '';
    entries.push({
      host: host
        .replace(/^\*?\./, '')
        .replace(/^(.+)\.$/, '$1')
        .toLowerCase(),
      port,
      wildcard: entry.startsWith('*'),
    });
  }
  return entries;
}

function bypassed(entries: readonly NoProxyEntry[], url: URL): boolean {
  const host = url.hostname.replace(/^\[(.+)\]$/, '$1').toLowerCase();
  const port = url.port === '' ? (url.protocol === 'https:' ? '443' : '80') : url.port;
  return entries.some(
    (entry) =>
      (entry.port === '' || entry.port === port) &&
      (entry.host === '*' || (!entry.wildcard && host === entry.host) || host.endsWith(`.${entry.host}`)),
  );
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
