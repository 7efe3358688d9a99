import { z } from 'zod';
import type { ProfileNetworkView } from '../../../shared/ipc/schemas/profiles';

/**
 * A profile's proxy: the system's (the environment's variables, else the OS's settings in the desktop window),
 * none (straight to the service, whatever the system says), or its own URL. A user name is kept here; the password
 * only in the keychain, under proxyPasswordAccount, and only for the proxy origin in `passwordFor`.
 */
export const proxySetting = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('system') }),
  z.object({ mode: z.literal('none') }),
  z.object({
    mode: z.literal('url'),
    /** scheme://host:port, never with credentials. */
    url: z.string().min(1),
    username: z.string().nullable(),
    /** The proxy origin the keychain's password was saved for; null when none was. */
    passwordFor: z.string().nullable(),
  }),
]);
export type ProxySetting = z.output<typeof proxySetting>;

/** A certificate authority file trusted for this profile's service besides the system's. */
export const caFileRecord = z.object({
  path: z.string().min(1),
  /** True when main keeps a copy in the data folder (uploaded in browser mode); false: the user's own file. */
  uploaded: z.boolean(),
  /** Who the certificates in it name (subject common names), as read when it was chosen. */
  names: z.array(z.string()),
});
export type CaFileRecord = z.output<typeof caFileRecord>;

export const profileNetwork = z.object({ proxy: proxySetting, caFile: caFileRecord.nullable() });
export type ProfileNetwork = z.output<typeof profileNetwork>;

export const DEFAULT_NETWORK: ProfileNetwork = { proxy: { mode: 'system' }, caFile: null };

/** The keychain account of a profile's proxy password (the API secret's account is the bare profile id). */
export function proxyPasswordAccount(profileId: string): string {
  return `proxy:${profileId}`;
}

/** The origin a proxy URL's password belongs to (its scheme, host and port). */
export function proxyOrigin(url: string): string {
  return new URL(url).origin;
}

/** What the page sees of a profile's network: never the password, only whether one is saved for this proxy. */
export function networkView(network: ProfileNetwork): ProfileNetworkView {
  const { proxy, caFile } = network;
  return {
    proxy: proxy.mode,
    proxyUrl: proxy.mode === 'url' ? proxy.url : null,
    proxyUsername: proxy.mode === 'url' ? proxy.username : null,
    proxyPasswordSaved: proxy.mode === 'url' && proxy.passwordFor === proxyOrigin(proxy.url),
    caFile: caFile === null ? null : { path: caFile.uploaded ? null : caFile.path, names: caFile.names },
  };
}
