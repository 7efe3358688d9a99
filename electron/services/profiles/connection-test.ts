import type { ServiceError } from '../../../shared/api/errors';
import type { ServiceClient } from '../../client/client';
import type { ConnectionVerdict } from '../../../shared/ipc/schemas/profiles';
import type { ProfileClients } from '../clients/client-pool';
import { describeSecret } from './profile-secrets';
import type { SecretStore } from '../secrets/secret-store';
import type { ProfileService } from './profile-service';
import { originOf } from './profile-record';

/** The service refuses timestamps more than 10 s off; past this the clock is the likely culprit. */
const CLOCK_SUSPECT_MS = 9_000;

/** Dependencies of a connection test. */
export interface ConnectionTestDeps {
  profiles: ProfileService;
  store: SecretStore;
  clients: ProfileClients;
  /** Monotonic ms. */
  elapsed?: () => number;
}

/** One signed customers.list call through the profile, turned into a verdict a user can act on. */
export async function testConnection(deps: ConnectionTestDeps, profileId: string): Promise<ConnectionVerdict> {
  // First: the built-in profile's client waits for the simulator, which may move its address.
  const client = await deps.clients.clientFor(profileId);
  const record = deps.profiles.get(profileId);
  const origin = originOf(record.baseUrl);
  const secret = await describeSecret(deps.store, record);
  if (secret.state === 'missing')
    return { verdict: 'no-secret', message: `${secret.message} Enter it, then test again.` };
  if (secret.state === 'origin-changed') return { verdict: 'secret-origin-changed', message: secret.message };
  if (secret.state === 'unavailable') return { verdict: 'keychain-unavailable', message: secret.message };

  return callForVerdict(client, origin, deps.elapsed);
}

/** One signed customers.list call through a client, turned into a verdict (shared by the saved-profile and the draft test). */
export async function callForVerdict(
  client: ServiceClient,
  origin: string,
  elapsed: () => number = () => performance.now(),
): Promise<ConnectionVerdict> {
  const started = elapsed();
  const result = await client.call('customers.list', { params: {}, query: {} });
  const latencyMs = Math.round(elapsed() - started);
  const offsetMs = client.clockOffsetMs();
  const offsetSeconds = offsetMs === null ? null : Math.round(offsetMs / 100) / 10;

  const proxy = client.proxy?.();
  if (result.ok) {
    const count = result.value.length;
    const clockNote =
      offsetMs !== null && Math.abs(offsetMs) > CLOCK_SUSPECT_MS
        ? ` This computer's clock is ${Math.abs(offsetSeconds ?? 0)} s ${offsetMs > 0 ? 'behind' : 'ahead of'} the service's; SVC Desk corrects for it, but setting the clock right is safer.`
        : '';
    return {
      verdict: 'reached',
      message: `${proxy === undefined ? `Reached ${origin}` : TEST_TEXT.reachedThrough({ origin, proxy })}: the API key works and reaches ${count} customer${count === 1 ? '' : 's'} (${latencyMs} ms).${clockNote}`,
      customers: count,
      clockOffsetSeconds: offsetSeconds,
      latencyMs,
    };
  }
  return verdictForError(result.error, origin, offsetMs, offsetSeconds, proxy);
}

/** What a test through a proxy says (whole texts with named parts, for the message catalogue). */
const TEST_TEXT = {
  reachedThrough: ({ origin, proxy }: { origin: string; proxy: string }) =>
    `Reached ${origin} through the proxy at ${proxy}`,
  unreachableThrough: ({ origin, proxy, reason }: { origin: string; proxy: string; reason: string }) =>
    `Could not reach ${origin} through the proxy at ${proxy}: ${reason}`,
  proxyFailed: ({ origin, proxy, reason }: { origin: string; proxy: string; reason: string }) =>
    `The proxy at ${proxy} did not let the request through to ${origin}; check the proxy settings of this profile. ${reason}`,
};

function verdictForError(
  error: ServiceError,
  origin: string,
  offsetMs: number | null,
  offsetSeconds: number | null,
  proxy: string | undefined,
): ConnectionVerdict {
  switch (error.kind) {
    case 'authentication':
      if (blamesClock(error, offsetMs)) {
        const by = offsetSeconds === null ? 'more than 10 s' : `${Math.abs(offsetSeconds)} s`;
        return {
          verdict: 'clock-off',
          message: `The service refused the request because this computer's clock is off by ${by} (it allows 10 s). Set the clock right and test again.`,
          clockOffsetSeconds: offsetSeconds,
        };
      }
      return { verdict: 'wrong-credentials', message: `Wrong API key or secret: ${error.message}` };
    case 'proxy':
      // Not the service: the proxy in the way failed or refused, so the remedy is in the proxy settings.
      return {
        verdict: 'proxy-failed',
        message: TEST_TEXT.proxyFailed({ origin, proxy: proxy ?? '', reason: error.message }),
      };
    case 'network':
    case 'timeout':
    case 'cancelled':
      return {
        verdict: 'unreachable',
        message:
          proxy === undefined
            ? `Could not reach ${origin}: ${error.message}`
            : TEST_TEXT.unreachableThrough({ origin, proxy, reason: error.message }),
      };
    default:
      return { verdict: 'failed', message: error.message, status: error.status ?? null };
  }
}

function blamesClock(error: ServiceError, offsetMs: number | null): boolean {
  if (offsetMs !== null && Math.abs(offsetMs) > CLOCK_SUSPECT_MS) return true;
  const problem = error.problem;
  // Not any mention of "timestamp": a signature mismatch detail lists the signed parts, the timestamp among them.
  return /clock|timestamp is outside|outside the allowed window/i.test(
    `${problem?.title ?? ''} ${problem?.detail ?? ''}`,
  );
}
