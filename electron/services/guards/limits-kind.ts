import type { LimitsKind } from '../../../shared/trading/limits';
import type { ProfileRecord } from '../profiles/profile-record';

/**
 * Whose default limits a profile has. Only main's own built-in simulator
 * profile, on a loopback address, has the simulator's generous defaults; the
 * environment label says nothing here, since the page can change it (a
 * production profile relabelled "simulator" keeps its modest limits).
 */
export function limitsKindOf(record: Pick<ProfileRecord, 'builtIn' | 'baseUrl'>): LimitsKind {
  if (!record.builtIn) return 'connection';
  const { protocol, hostname } = new URL(record.baseUrl);
  const loopback =
    hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
  return protocol === 'http:' && loopback ? 'built-in-simulator' : 'connection';
}
