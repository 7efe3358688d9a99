import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '../../../renderer/src/i18n/store';
import {
  datePattern,
  dateTimePattern,
  formatDate,
  formatDateMinute,
  formatDateTime,
  formatDayTime,
  formatTime,
  parseDateInput,
  parseDateTimeInput,
  setDateStyle,
} from '../../../renderer/src/format/datetime';

// A local wall-clock time, so the expectations hold in any time zone the tests run in.
const AT = new Date(2026, 10, 5, 14, 3, 7).getTime();

describe('the one date and time style', () => {
  afterEach(() => setDateStyle('locale'));

  it('follows the locale: de-CH day first with dots, en-US month first with slashes', () => {
    setDateStyle('locale', 'de-CH');
    expect(formatDate(AT)).toBe('05.11.2026');
    expect(formatDateTime(AT)).toBe('05.11.2026, 14:03:07');
    expect(formatDateMinute(AT)).toBe('05.11.2026, 14:03');
    expect(formatTime(AT)).toBe('14:03:07');
    setDateStyle('locale', 'en-US');
    expect(formatDate(AT)).toBe('11/05/2026');
    expect(formatDateTime(AT)).toMatch(/^11\/05\/2026, 0?2:03:07\s?PM$/);
  });

  it('writes ISO 8601 everywhere when ISO is chosen', () => {
    setDateStyle('iso', 'de-CH');
    expect(formatDate(AT)).toBe('2026-11-05');
    expect(formatDateTime(AT)).toBe('2026-11-05 14:03:07');
    expect(formatDateMinute(new Date(AT).toISOString())).toBe('2026-11-05 14:03');
    expect(formatDayTime(AT)).toBe('11-05 14:03:07');
    expect(formatTime(AT)).toBe('14:03:07');
    expect(datePattern()).toBe('yyyy-mm-dd');
  });

  it('shows a plain calendar date as that day in every time zone, and leaves unreadable text as it is', () => {
    setDateStyle('iso');
    expect(formatDate('2026-01-31')).toBe('2026-01-31');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('reads a date typed in the app style back, or as ISO, and refuses impossible days', () => {
    setDateStyle('locale', 'de-CH');
    expect(datePattern()).toBe('dd.mm.yyyy');
    expect(parseDateInput('05.11.2026')).toBe('2026-11-05');
    expect(parseDateInput(formatDate('2026-02-28'))).toBe('2026-02-28');
    expect(parseDateInput('2026-11-05')).toBe('2026-11-05');
    expect(parseDateInput('31.02.2026')).toBeNull();
    expect(parseDateInput('yesterday')).toBeNull();
    setDateStyle('locale', 'en-US');
    expect(parseDateInput('11/05/2026')).toBe('2026-11-05');
    setDateStyle('iso', 'en-US');
    expect(parseDateInput('11/05/2026')).toBeNull();
  });

  it("names the parts of a date in the page's language in placeholders and hints", async () => {
    setDateStyle('locale', 'de-CH');
    await showLanguage('de');
    expect(datePattern()).toBe('TT.MM.JJJJ');
    expect(dateTimePattern()).toBe('TT.MM.JJJJ hh:mm');
    await showLanguage('fr');
    expect(dateTimePattern()).toBe('jj.mm.aaaa hh:mm');
    await showLanguage('it');
    expect(datePattern()).toBe('gg.mm.aaaa');
    setDateStyle('iso', 'de-CH');
    expect(datePattern()).toBe('aaaa-mm-gg');
    await showLanguage('de');
    expect(datePattern()).toBe('JJJJ-MM-TT');
  });

  it('reads a date and time typed in the app style (or ISO) to the minute, local time, as it shows one', () => {
    const at = new Date(2026, 10, 5, 16, 30).getTime();
    for (const [style, locale, pattern] of [
      ['locale', 'de-CH', 'dd.mm.yyyy hh:mm'],
      ['locale', 'en-US', 'mm/dd/yyyy hh:mm'],
      ['iso', 'de-CH', 'yyyy-mm-dd hh:mm'],
    ] as const) {
      setDateStyle(style, locale);
      expect(dateTimePattern()).toBe(pattern);
      expect(parseDateTimeInput(formatDateMinute(at))).toBe('2026-11-05T16:30');
      expect(parseDateTimeInput('2026-11-05 16:30')).toBe('2026-11-05T16:30');
      expect(parseDateTimeInput('2026-11-05T16:30')).toBe('2026-11-05T16:30');
    }
    setDateStyle('locale', 'en-US');
    expect(parseDateTimeInput('11/05/2026, 12:05 AM')).toBe('2026-11-05T00:05');
    expect(parseDateTimeInput('11/05/2026 4:30 pm')).toBe('2026-11-05T16:30');
    expect(parseDateTimeInput('11/05/2026, 13:30 PM')).toBeNull();
    setDateStyle('locale', 'de-CH');
    expect(parseDateTimeInput('05.11.2026 9:05')).toBe('2026-11-05T09:05');
    for (const bad of [
      '05.11.2026',
      '05.11.2026, 24:00',
      '05.11.2026, 10:60',
      '31.02.2026, 10:00',
      'tomorrow 10:00',
      '',
    ])
      expect(parseDateTimeInput(bad)).toBeNull();
  });
});
