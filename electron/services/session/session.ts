/**
 * The old name of the client pool: it never was a session, it holds one
 * service client per profile. Kept so existing imports keep working; new
 * code imports ClientPool from ./client-pool.
 */
export { ClientPool as Session, PROFILE_CHANGED } from './client-pool';
export type { ClientFactory, ClientPoolDeps as SessionDeps } from './client-pool';
