import { testConnection } from '../../services/profiles/connection-test';
import { testDraftConnection } from '../../services/profiles/draft-test';
import type { DomainHandlers } from './handler';

/** Connection profiles. */
export const profileHandlers: DomainHandlers<'profiles'> = {
  'profiles.list': (_input, { profiles }) => profiles.list(),
  'profiles.create': (input, { profiles }) => profiles.create(input),
  'profiles.update': (input, { profiles }) => profiles.update(input),
  'profiles.delete': async ({ id }, { profiles }) => {
    await profiles.remove(id);
    return null;
  },
  'profiles.activate': ({ id }, { profiles }) => profiles.activate(id),
  'profiles.testConnection': ({ id }, { profiles, secretStore, clients }) => testConnection({ profiles, store: secretStore, clients }, id),
  'profiles.testDraft': (input, { profiles, secretStore, clients }) => testDraftConnection({ profiles, store: secretStore, clients }, input),
};
