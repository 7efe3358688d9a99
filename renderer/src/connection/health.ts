import type { ConnectionVerdict } from '../../../shared/ipc/schemas/profiles';
import type { LinkState } from '../../../shared/ipc/schemas/connection';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { translateMessage } from '../i18n/store';
import { formatDecimal } from '../../../shared/format/decimal';

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

/** "+0.4 s", "−12.0 s": one place, in the region's number style ("+0,4 s" in fr-CH; `locale` absent: the page's). */
export function formatOffset(offsetSeconds: number, locale?: string): string {
  const sign = offsetSeconds < 0 ? '−' : '+';
  const size = formatDecimal(Math.abs(offsetSeconds).toFixed(1), { precision: 1, ...(locale ? { locale } : {}) });
  return `${sign}${size} s`;
}

/** A verdict as a short status label and health. */
export function verdictSummary(verdict: ConnectionVerdict): { label: MessageKey; health: Health } {
  switch (verdict.verdict) {
    case 'reached':
      return { label: 'connection.status.connected', health: 'good' };
    case 'clock-off':
      return { label: 'connection.status.clockOff', health: 'bad' };
    case 'wrong-credentials':
      return { label: 'connection.status.refused', health: 'bad' };
    case 'unreachable':
      return { label: 'connection.status.unreachable', health: 'bad' };
    case 'proxy-failed':
      return { label: 'network.status.proxyFailed', health: 'bad' };
    case 'no-secret':
      return { label: 'connection.status.noSecret', health: 'warning' };
    case 'secret-origin-changed':
      return { label: 'connection.status.secretReentry', health: 'warning' };
    case 'keychain-unavailable':
      return { label: 'connection.status.noKeychain', health: 'bad' };
    case 'failed':
      return { label: 'connection.status.failing', health: 'bad' };
  }
}

/** What a test found and what to do, in the page's language (main's catalogue words; a second sentence when a note came). */
export function verdictText(verdict: ConnectionVerdict): string {
  const words = translateMessage(verdict.words);
  return verdict.note === undefined ? words : `${words} ${translateMessage(verdict.note)}`;
}

/** The clock offset a verdict measured, if any. */
export function verdictOffset(verdict: ConnectionVerdict): number | null {
  if (verdict.verdict === 'reached' || verdict.verdict === 'clock-off') return verdict.clockOffsetSeconds;
  return null;
}

// What only a connection test can tell (the keychain, the secret, the clock); everything else the newest request tells.
const TEST_ONLY: readonly ConnectionVerdict['verdict'][] = [
  'no-secret',
  'secret-origin-changed',
  'keychain-unavailable',
  'clock-off',
];

/**
 * What the top bar says: main's link state (the newest request of the
 * active profile, pushed by main the moment it changes), except what only
 * the connection test can tell; before any request, the test's verdict. A
 * latency shows only under a good status: an old figure under
 * "Unreachable" would mislead.
 */
export function shownStatus(
  verdict: ConnectionVerdict,
  link: LinkState,
): { label: MessageKey; health: Health; latencyMs: number | null } {
  if (TEST_ONLY.includes(verdict.verdict) || link.status === 'unknown') {
    const summary = verdictSummary(verdict);
    return { ...summary, latencyMs: verdict.verdict === 'reached' ? verdict.latencyMs : null };
  }
  switch (link.status) {
    case 'reached':
      return { label: 'connection.status.connected', health: 'good', latencyMs: link.latencyMs };
    case 'unreachable':
      return { label: 'connection.status.unreachable', health: 'bad', latencyMs: null };
    case 'refused':
      return { label: 'connection.status.refused', health: 'bad', latencyMs: null };
  }
}
