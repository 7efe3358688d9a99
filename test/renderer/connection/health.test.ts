import { describe, expect, it } from 'vitest';
import type { LinkState } from '../../../shared/ipc/schemas/connection';
import { clockHealth, formatOffset, shownStatus } from '../../../renderer/src/connection/health';
import { numberSymbols } from '../../../shared/format/symbols';

describe('connection health', () => {
  it("grades the clock offset against the service's ±10 s window", () => {
    expect(clockHealth(null)).toBe('unknown');
    expect(clockHealth(0.4)).toBe('good');
    expect(clockHealth(-1.9)).toBe('good');
    expect(clockHealth(2)).toBe('warning');
    expect(clockHealth(-9.9)).toBe('warning');
    expect(clockHealth(10)).toBe('bad');
    expect(clockHealth(-42)).toBe('bad');
    expect(formatOffset(-12)).toBe('−12.0 s');
    expect(formatOffset(0.25)).toBe('+0.3 s');
    // The region's decimal sign, as every figure beside it.
    expect(formatOffset(0.25, 'fr-CH')).toBe(`+0${numberSymbols('fr-CH').decimal}3 s`);
    expect(formatOffset(-1234.5, 'de-CH')).toBe(`−1${numberSymbols('de-CH').group}234.5 s`);
  });

  it("shows main's link state, except what only the connection test can tell", () => {
    const reached = {
      verdict: 'reached' as const,
      words: {
        key: 'profiles.verdictText.reached' as const,
        values: { origin: 'https://a.example', count: 2, ms: 24 },
      },
      customers: 2,
      clockOffsetSeconds: 0,
      latencyMs: 24,
    };
    const link = (status: LinkState['status'], latencyMs: number | null = null): LinkState => ({
      status,
      latencyMs,
      at: '2026-03-01T10:00:01.000Z',
    });
    expect(shownStatus(reached, { status: 'unknown', latencyMs: null, at: null })).toEqual({
      label: 'connection.status.connected',
      health: 'good',
      latencyMs: 24,
    });
    expect(shownStatus(reached, link('reached', 61))).toEqual({
      label: 'connection.status.connected',
      health: 'good',
      latencyMs: 61,
    });
    // A request failed after a good test: unreachable at once, and no old latency under it.
    expect(shownStatus(reached, link('unreachable'))).toEqual({
      label: 'connection.status.unreachable',
      health: 'bad',
      latencyMs: null,
    });
    expect(shownStatus(reached, link('refused'))).toEqual({
      label: 'connection.status.refused',
      health: 'bad',
      latencyMs: null,
    });
    expect(
      shownStatus(
        {
          verdict: 'unreachable',
          words: { key: 'profiles.verdictText.unreachable', values: { origin: 'x', reason: 'no' } },
        },
        link('reached', 9),
      ),
    ).toMatchObject({
      label: 'connection.status.connected',
    });
    expect(
      shownStatus({ verdict: 'no-secret', words: { key: 'profiles.verdictText.noSecret' } }, link('reached', 9)),
    ).toMatchObject({
      label: 'connection.status.noSecret',
    });
  });
});
