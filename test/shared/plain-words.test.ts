import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REWARDS_FROM_OLDER_LIST } from '../../electron/services/staking/rewards-range';
import { messages } from '../../shared/i18n/catalogue/en/index';
import { createTranslator } from '../../shared/i18n/translator';
import { INSTANT_HINT, parseInstant, parsePayoutRange } from '../../shared/staking/range';

const english = createTranslator('en', 'en', messages);

/** Words of the service's API or of the app's insides that mean nothing to a trader or an accountant. */
const JARGON = /\bv\d\b|\b404\b|endpoint|JSON|\bmain\b|parameters|\bZ\b|offset|date-time|ISO/i;

const ROOT = join(__dirname, '..', '..');
const source = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

describe('messages a person reads are written for a trader and an accountant', () => {
  it('the reward range: its hint and its errors say UTC in words, and a time written that way is understood', () => {
    expect(english.t(INSTANT_HINT)).not.toMatch(JARGON);
    const wrong = parseInstant('yesterday');
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && english.format(wrong.message)).not.toMatch(JARGON);
    // What the hint tells a person to type works.
    expect(parseInstant('2026-01-31 08:00 UTC')).toEqual({ ok: true, iso: '2026-01-31T08:00:00.000Z' });
    expect(parseInstant('2026-01-31 08:00:30 utc')).toEqual({ ok: true, iso: '2026-01-31T08:00:30.000Z' });
    expect(parseInstant('2026-01-31T08:30:00+01:00')).toEqual({ ok: true, iso: '2026-01-31T07:30:00.000Z' });
    // A time without its zone is still refused: a local zone is never guessed.
    expect(parseInstant('2026-01-31 08:00').ok).toBe(false);
    expect(parseInstant('2026-02-30 08:00 UTC').ok).toBe(false);
    expect(parsePayoutRange('2026-01-01 08:00 UTC', '2026-01-01')).toMatchObject({ ok: false });
  });

  it("rewards read from the service's older list say so without version numbers or status codes", () => {
    expect(REWARDS_FROM_OLDER_LIST).not.toMatch(JARGON);
  });

  it('the rewards panel and the reports show no API words', () => {
    const rewards = source('renderer/src/staking/RewardsPanel.tsx');
    expect(rewards).not.toMatch(/needs Z or an offset/);
    expect(rewards).not.toMatch(/rewards\.value\.version/);
    expect(source('renderer/src/reports/Preview.tsx')).not.toMatch(/these parameters/);
    expect(source('renderer/src/reports/ArchiveList.tsx')).not.toMatch(/>Parameters</);
    expect(source('electron/services/trading/cancel-all.ts')).not.toMatch(/main's confirmation/);
  });
});
