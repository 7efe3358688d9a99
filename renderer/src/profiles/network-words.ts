import type { ProfileNetworkView, ProfileView } from '../../../shared/ipc/schemas/profiles';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { translate } from '../i18n/store';

/** The words of each proxy choice. */
export const PROXY_MODES: Record<ProfileNetworkView['proxy'], MessageKey> = {
  system: 'network.proxy.system',
  none: 'network.proxy.none',
  url: 'network.proxy.url',
};

/** How a profile goes out, in one line (the Network button's title). */
export function networkSummary(profile: ProfileView): string {
  const { proxy, proxyUrl } = profile.network;
  return proxy === 'url' && proxyUrl !== null
    ? translate('network.summary.url', { proxy: proxyUrl })
    : translate(proxy === 'none' ? 'network.summary.none' : 'network.summary.system');
}
