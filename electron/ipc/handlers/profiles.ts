import { testConnection } from '../../services/profiles/connection-test';
import { testDraftConnection } from '../../services/profiles/draft-test';
import type { DomainHandlers } from './handler';

/** Connection profiles. */
export const profileHandlers: DomainHandlers<'profiles'> = {
  'profiles.list': (_input, { profiles }) => profiles.list(),
  // A page asking main to reach a new address: main asks the user first (origin-gate.ts).
  'profiles.create': async (input, { profiles, origins }) => {
    await origins.approve(input.baseUrl);
    return profiles.create(input);
  },
  'profiles.update': async (input, { profiles, origins }) => {
    if (input.baseUrl !== undefined) await origins.approve(input.baseUrl);
    return profiles.update(input);
  },
  'profiles.delete': async ({ id }, { profiles }) => {
    await profiles.remove(id);
    return null;
  },
  'profiles.activate': ({ id }, { profiles }) => profiles.activate(id),
  'profiles.testConnection': ({ id }, { profiles, secretStore, clients }) => testConnection({ profiles, store: secretStore, clients }, id),
  'profiles.testDraft': async (input, { profiles, secretStore, clients, origins }) => {
    await origins.approve(input.baseUrl);
    return testDraftConnection({ profiles, store: secretStore, clients }, input);
  },
};
