import { afterEach, describe, expect, it } from 'vitest';
import { niceStep, timeTicks, valueTicks } from '../../../renderer/src/custody/chart-axes';
import { setDateStyle } from '../../../renderer/src/format/datetime';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date(2026, 10, 25, 14, 37).getTime();

describe('timeTicks', () => {
  it('ticks every 12 hours on 1W, labelling noon with the hour and midnight with the date', () => {
    const { ticks, label } = timeTicks('1W', now - 7 * DAY, now);
    expect(ticks.length).toBeGreaterThanOrEqual(13);
    for (const tick of ticks) expect([0, 12]).toContain(new Date(tick).getHours());
    const noon = ticks.find((tick) => new Date(tick).getHours() === 12) ?? 0;
    expect(label(noon)).toMatch(/12[:.]00/);
  });

  it('never repeats a date label on any range', () => {
    for (const range of ['1M', '3M', '1Y'] as const) {
      const days = { '1M': 30, '3M': 91, '1Y': 365 }[range];
      const { ticks, label } = timeTicks(range, now - days * DAY, now);
      const labels = ticks.map(label);
      expect(new Set(labels).size, range).toBe(labels.length);
      expect(ticks.length, range).toBeGreaterThanOrEqual(4);
      expect(ticks.length, range).toBeLessThanOrEqual(14);
    }
  });

  it('keeps the 1W midnight labels distinct too', () => {
    const { ticks, label } = timeTicks('1W', now - 7 * DAY, now);
    const midnights = ticks.filter((tick) => new Date(tick).getHours() === 0).map(label);
    expect(new Set(midnights).size).toBe(midnights.length);
  });

  it('ticks 3M on Mondays and 1Y on the first of each month', () => {
    for (const tick of timeTicks('3M', now - 91 * DAY, now).ticks) expect(new Date(tick).getDay()).toBe(1);
    for (const tick of timeTicks('1Y', now - 365 * DAY, now).ticks) expect(new Date(tick).getDate()).toBe(1);
  });

  afterEach(() => setDateStyle('locale'));

  it("labels the axis in the app's date style: ISO when chosen in Settings", () => {
    setDateStyle('iso');
    const month = timeTicks('1M', now - 30 * DAY, now);
    expect(month.ticks.map(month.label)).toContain('11-21');
    const year = timeTicks('1Y', now - 365 * DAY, now);
    expect(year.ticks.map(year.label)).toContain('2026-01');
    setDateStyle('locale', 'en-US');
    expect(month.ticks.map(month.label)).toContain('Nov 21');
  });

  it('stays inside the range', () => {
    const from = now - 30 * DAY;
    for (const tick of timeTicks('1M', from, now).ticks) {
      expect(tick).toBeGreaterThanOrEqual(from);
      expect(tick).toBeLessThanOrEqual(now);
    }
  });
});

describe('valueTicks', () => {
  it('uses round steps', () => {
    expect(niceStep(1000, 4)).toBe(250);
    expect(niceStep(0.7, 4)).toBe(0.2);
    expect(niceStep(90_000, 4)).toBe(25_000);
  });

  it('covers the data with round ticks', () => {
    const { ticks, domain } = valueTicks(1_234_567, 1_301_234);
    expect(domain[0]).toBeLessThanOrEqual(1_234_567);
    expect(domain[1]).toBeGreaterThanOrEqual(1_301_234);
    expect(ticks).toEqual([1_220_000, 1_240_000, 1_260_000, 1_280_000, 1_300_000, 1_320_000]);
  });

  it('gives a flat series a band instead of a zero-height axis', () => {
    const { domain } = valueTicks(500, 500);
    expect(domain[0]).toBeLessThan(500);
    expect(domain[1]).toBeGreaterThan(500);
  });

  it('does not accumulate float error on decimal steps', () => {
    expect(valueTicks(0.1, 0.7).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });
});
