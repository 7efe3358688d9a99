import type { TradingLimits } from '../../../shared/trading/limits';
import type { ClientPool } from '../clients/client-pool';
import type { OriginGate } from '../confirm/origin-gate';
import type { FeatureHandlers } from '../feature';
import type { SecretStore } from '../secrets/secret-store';
import { testConnection } from './connection-test';
import { testDraftConnection } from './draft-test';
import type { ProfileNetworkSettings } from './network-settings';
import { AppError } from '../errors';
import { message } from '../../../shared/i18n/message';
import type { ProfileSecrets } from './profile-secrets';
import type { ProfileService } from './profile-service';

/** What the profile channels reach: the profiles, the keychain (tests only read it) and clients to test with. */
export interface ProfileHandlerDeps {
  profiles: ProfileService;
  secretStore: SecretStore;
  clients: Pick<ClientPool, 'clientFor' | 'draftClient' | 'networkOf'>;
  /** A profile's proxy and CA file (absent: those channels refuse, as nothing can store them). */
  network?: ProfileNetworkSettings;
  /** Asks before the first request to an address no profile uses (absent: none asked, as for the desk). */
  origins?: OriginGate;
  /** Stores a new profile's first limits: those entered, or its kind's defaults written down (absent: none stored). */
  initialLimits?: (profileId: string, limits: TradingLimits | undefined) => Promise<unknown>;
}

/** Connection profiles, and testing a saved or a draft connection. */
export function profileHandlers({
  profiles,
  secretStore,
  clients,
  origins,
  initialLimits,
  network,
}: ProfileHandlerDeps): FeatureHandlers<'profiles'> {
  // A page asking main to reach a new address: main asks the user first (origin-gate.ts).
  const approve = async (baseUrl: string | undefined): Promise<void> => {
    if (baseUrl !== undefined) await origins?.approve(baseUrl);
  };
  const settings = (): ProfileNetworkSettings => {
    if (!network) throw new AppError('internal', message('network.unavailable'));
    return network;
  };
  return {
    'profiles.list': () => profiles.list(),
    'profiles.create': async ({ limits, ...input }) => {
      await approve(input.baseUrl);
      const created = await profiles.create(input);
      // Validated with the channel's zod schema. Without any, the defaults are written now (the built-in simulator is
      // never created here: a profile created by the page has the modest ones, whatever its environment label).
      await initialLimits?.(created.id, limits);
      return created;
    },
    'profiles.update': async (input) => {
      await approve(input.baseUrl);
      return profiles.update(input);
    },
    'profiles.delete': async ({ id }) => {
      await profiles.remove(id);
      return null;
    },
    'profiles.activate': ({ id }) => profiles.activate(id),
    'profiles.testConnection': ({ id }) => testConnection({ profiles, store: secretStore, clients }, id),
    'profiles.testDraft': async (input) => {
      await approve(input.baseUrl);
      return testDraftConnection({ profiles, store: secretStore, clients }, input);
    },
    'profiles.setNetwork': (input) => settings().set(input),
    'profiles.chooseCaFile': ({ id }) => settings().choose(id),
  };
}

/** Profile secrets: set, replace, delete, status. No handler returns a secret. */
export function secretHandlers(secrets: Pick<ProfileSecrets, 'status' | 'set' | 'delete'>): FeatureHandlers<'secrets'> {
  return {
    'secrets.status': ({ profileId }) => secrets.status(profileId),
    'secrets.set': ({ profileId, secret }) => secrets.set(profileId, secret),
    'secrets.delete': ({ profileId }) => secrets.delete(profileId),
  };
}
