import { describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../../../shared/ipc/schemas/request-log';
import { clockHealth, formatOffset, latestLatency, liveSummary } from '../../../renderer/src/connection/health';

describe('connection health', () => {
  it('grades the clock offset against the service\'s ±10 s window', () => {
    expect(clockHealth(null)).toBe('unknown');
    expect(clockHealth(0.4)).toBe('good');
    expect(clockHealth(-1.9)).toBe('good');
    expect(clockHealth(2)).toBe('warning');
    expect(clockHealth(-9.9)).toBe('warning');
    expect(clockHealth(10)).toBe('bad');
    expect(clockHealth(-42)).toBe('bad');
    expect(formatOffset(-12)).toBe('−12.0 s');
    expect(formatOffset(0.25)).toBe('+0.3 s');
  });

  it('lets a failed request after the test override the test\'s verdict', () => {
    const tested = { label: 'Connected', health: 'good' as const };
    const at = Date.parse('2026-03-01T10:00:00.000Z');
    const entry = (time: string, errorKind: string | null): RequestLogEntry => ({
      seq: 1, time, profileId: 'p', profileName: 'Desk', customer: null, method: 'GET', path: '/x', endpoint: 'X',
      status: null, latencyMs: 1, errorKind, attempt: 1,
    });
    expect(liveSummary(tested, at, undefined)).toEqual(tested);
    expect(liveSummary(tested, at, entry('2026-03-01T09:59:59.000Z', 'network'))).toEqual(tested);
    expect(liveSummary(tested, at, entry('2026-03-01T10:00:01.000Z', 'network'))).toEqual({ label: 'Unreachable', health: 'bad' });
    expect(liveSummary(tested, at, entry('2026-03-01T10:00:01.000Z', 'authentication'))).toEqual({ label: 'Credentials refused', health: 'bad' });
    expect(liveSummary(tested, at, entry('2026-03-01T10:00:01.000Z', 'validation'))).toEqual(tested);
  });

  it('shows the newest latency, and none under a failing status', () => {
    const at = Date.parse('2026-03-01T10:00:00.000Z');
    const reached = { verdict: 'reached' as const, message: 'ok', customers: 2, clockOffsetSeconds: 0, latencyMs: 24 };
    const entry = (time: string, status: number | null, latencyMs: number): RequestLogEntry => ({
      seq: 1, time, profileId: 'p', profileName: 'Desk', customer: null, method: 'GET', path: '/x', endpoint: 'X',
      status, latencyMs, errorKind: status === null ? 'network' : null, attempt: 1,
    });
    expect(latestLatency('good', reached, at, undefined)).toBe(24);
    expect(latestLatency('good', reached, at, entry('2026-03-01T10:00:05.000Z', 200, 61))).toBe(61);
    expect(latestLatency('good', reached, at, entry('2026-03-01T09:59:05.000Z', 200, 61))).toBe(24);
    expect(latestLatency('bad', reached, at, entry('2026-03-01T10:00:05.000Z', null, 5000))).toBeNull();
  });
});
