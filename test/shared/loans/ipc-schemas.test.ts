import { describe, expect, it } from 'vitest';
import { loansSettingsPatch, loansSnoozeInput } from '../../../shared/ipc/schemas/loans';

const PROFILE = '00000000-0000-4000-8000-000000000001';

describe('loans IPC input schemas', () => {
  it('accept a valid settings patch and refuse out-of-range values with a sentence', () => {
    expect(
      loansSettingsPatch.parse({
        intervalSeconds: 60,
        warnMargin: '0.1',
        hysteresisBand: '0',
        watchProfiles: { [PROFILE]: true },
      }),
    ).toMatchObject({ warnMargin: '0.1' });
    const margin = loansSettingsPatch.safeParse({ warnMargin: '0.75' });
    expect(margin.success ? '' : margin.error.issues[0]?.message).toBe('The warning margin must be between 0 and 0.5');
    expect(loansSettingsPatch.safeParse({ warnMargin: '-0.01' }).success).toBe(false);
    expect(loansSettingsPatch.safeParse({ warnMargin: '5%' }).success).toBe(false);
    expect(loansSettingsPatch.safeParse({ intervalSeconds: 2 }).success).toBe(false);
    expect(loansSettingsPatch.safeParse({ watchProfiles: { 'not-a-profile': true } }).success).toBe(false);
    expect(loansSettingsPatch.safeParse({ surprise: true }).success).toBe(false);
  });
  it('bound a snooze to a week and need the whole portfolio reference', () => {
    expect(
      loansSnoozeInput.safeParse({ profileId: PROFILE, customer: 'ACME-CUS-100001', portfolioId: 'B1', minutes: 60 })
        .success,
    ).toBe(true);
    expect(
      loansSnoozeInput.safeParse({
        profileId: PROFILE,
        customer: '100001',
        portfolioId: 'B1',
        minutes: 7 * 24 * 60 + 1,
      }).success,
    ).toBe(false);
    expect(loansSnoozeInput.safeParse({ profileId: PROFILE, portfolioId: 'B1', minutes: 5 }).success).toBe(false);
  });
});
