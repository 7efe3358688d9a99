import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../shared/format/count';
import { showLanguage } from '../../../renderer/src/i18n/store';
import { limitsDraftOf, parseLimitsDraft } from '../../../renderer/src/trading/limits-form';
import { MODEST_LIMITS, tradingLimitsSchema } from '../../../shared/trading/limits';

const BAD = {
  maxOrderValue: 'lots',
  confirmAbove: '0',
  priceBandPercent: '101',
  maxOrdersPerMinute: '5000',
  maxDailyValue: '-1',
  stakingMaxSharePercent: 'x',
  confirmWindowMinutes: '2.5',
};
const problems = (): Record<string, string | undefined> => {
  const parsed = parseLimitsDraft({ ...limitsDraftOf(MODEST_LIMITS), ...BAD });
  if (parsed.ok) throw new Error('expected problems');
  return parsed.errors;
};

describe('the limits form’s problems', () => {
  it('name each field in English as the schema main checks with does', () => {
    const errors = problems();
    const schema = tradingLimitsSchema.safeParse({
      ...MODEST_LIMITS,
      ...BAD,
      maxOrdersPerMinute: 5000,
      confirmWindowMinutes: 2.5,
    });
    expect(schema.success).toBe(false);
    for (const issue of schema.error!.issues) {
      const key = String(issue.path[0]);
      expect(errors[key], key).toBe(issue.message);
    }
    expect(Object.keys(errors).sort()).toEqual(Object.keys(BAD).sort());
  });

  it('are in German when the page is', async () => {
    await showLanguage('de');
    const errors = problems();
    expect(errors.confirmAbove).toBe('Der Bestätigungsschwellenwert muss grösser als null sein');
    // The count as the desk writes every number (its number style, not the words' language).
    expect(errors.maxOrdersPerMinute).toBe(`Höchstens ${formatCount(1000)} Aufträge pro Minute`);
    expect(errors.confirmWindowMinutes).toBe('Muss eine ganze Zahl von Minuten sein');
    expect(Object.values(errors).join(' ')).not.toMatch(/must|At most/);
  });
});
