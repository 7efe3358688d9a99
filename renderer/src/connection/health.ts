import type { ConnectionVerdict } from '../../../shared/ipc/schemas/profiles';
import type { RequestLogEntry } from '../../../shared/ipc/schemas/request-log';

/** The service refuses requests whose timestamp is more than this far from its clock. */
export const CLOCK_WINDOW_SECONDS = 10;

export type Health = 'good' | 'warning' | 'bad' | 'unknown';

/** How close a clock offset comes to the +-10 s window: under 2 s is fine, under 10 s works but is close. */
export function clockHealth(offsetSeconds: number | null): Health {
  if (offsetSeconds === null) return 'unknown';
  const size = Math.abs(offsetSeconds);
  if (size < 2) return 'good';
  return size < CLOCK_WINDOW_SECONDS ? 'warning' : 'bad';
}

/** "+0.4 s", "−12.0 s" */
export function formatOffset(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '−' : '+';
  return `${sign}${Math.abs(offsetSeconds).toFixed(1)} s`;
}

/** A verdict as a short status label and health. */
export function verdictSummary(verdict: ConnectionVerdict): { label: string; health: Health } {
  switch (verdict.verdict) {
    case 'reached':
      return { label: 'Connected', health: 'good' };
    case 'clock-off':
      return { label: 'Clock out of sync', health: 'bad' };
    case 'wrong-credentials':
      return { label: 'Credentials refused', health: 'bad' };
    case 'unreachable':
      return { label: 'Unreachable', health: 'bad' };
    case 'no-secret':
      return { label: 'No secret', health: 'warning' };
    case 'secret-origin-changed':
      return { label: 'Secret needs re-entry', health: 'warning' };
    case 'keychain-unavailable':
      return { label: 'No keychain', health: 'bad' };
    case 'failed':
      return { label: 'Failing', health: 'bad' };
  }
}

/** The clock offset a verdict measured, if any. */
export function verdictOffset(verdict: ConnectionVerdict): number | null {
  if (verdict.verdict === 'reached' || verdict.verdict === 'clock-off') return verdict.clockOffsetSeconds;
  return null;
}

/** The test's summary, unless a request made after the test failed to reach the service or was refused. */
export function liveSummary(
  tested: { label: string; health: Health },
  testedAt: number,
  latest: RequestLogEntry | undefined,
): { label: string; health: Health } {
  if (!latest || Date.parse(latest.time) <= testedAt) return tested;
  switch (latest.errorKind) {
    case 'network':
    case 'timeout':
      return { label: 'Unreachable', health: 'bad' };
    case 'authentication':
      return { label: 'Credentials refused', health: 'bad' };
    default:
      return tested;
  }
}

/**
 * The latency to show beside the status: the newest measurement (a request
 * answered after the test, else the test's own), and none at all unless the
 * connection is good: an old figure under "Unreachable" would mislead.
 */
export function latestLatency(health: Health, verdict: ConnectionVerdict, testedAt: number, latest: RequestLogEntry | undefined): number | null {
  if (health !== 'good') return null;
  if (latest && Date.parse(latest.time) > testedAt && latest.status !== null && latest.errorKind === null) return latest.latencyMs;
  return verdict.verdict === 'reached' ? verdict.latencyMs : null;
}
