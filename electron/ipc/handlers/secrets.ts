import type { DomainHandlers } from './handler';

/** Profile secrets: set, replace, delete, status. No handler returns a secret. */
export const secretHandlers: DomainHandlers<'secrets'> = {
  'secrets.status': ({ profileId }, { secrets }) => secrets.status(profileId),
  'secrets.set': ({ profileId, secret }, { secrets }) => secrets.set(profileId, secret),
  'secrets.delete': ({ profileId }, { secrets }) => secrets.delete(profileId),
};
