import { createHash } from 'node:crypto';
import { originOf } from '../profiles/profile-record';

/**
 * Names the connection an order was placed through (service origin + API
 * key) without storing either in the journal: a hash. A later run whose
 * profile has another id (the desk's unsaved environment profile, a
 * re-created profile) can still reconcile the order through the same
 * service and key, and never through another.
 */
export function connectionRef(profile: { baseUrl: string; apiKey: string }): string {
  return createHash('sha256')
    .update(`${originOf(profile.baseUrl)}\n${profile.apiKey}`)
    .digest('base64url')
    .slice(0, 22);
}
