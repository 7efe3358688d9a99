import { listeners } from '../helpers/emitter';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PriceAlertsChanged } from '../../../../shared/alerts/rules';
import type { ServiceClient } from '../../../../electron/client/client';
import { priceAlertsFile } from '../../../../electron/services/alerts/alerts-file';
import { PriceAlertService } from '../../../../electron/services/alerts/price-alert-service';
import { PRICE_SAMPLES_FILE, PriceSamples, priceSamplesFile } from '../../../../electron/services/alerts/price-samples';
import { useTempDirs } from '../helpers/temp-dir';
import { said } from '../helpers/notice-words';
import type { AppError } from '../../../../electron/services/errors';
import { messages as german } from '../../../../shared/i18n/catalogue/de/index';
import { saidIn } from '../../../../shared/i18n/said';
import { createTranslator } from '../../../../shared/i18n/translator';

const tempDir = useTempDirs();
const PROFILE = { id: 'p', baseUrl: 'http://127.0.0.1:1', apiKey: 'k'.repeat(16) };
const START = Date.parse('2026-11-26T10:00:00Z');

/** A market whose BTC/CHF mid the test sets; each read is stamped `stepMs` (a minute) after the last. */
function market(stepMs = 60_000) {
  const state = { mid: '100', at: START };
  const client = {
    call: async () => {
      state.at += stepMs;
      return {
        ok: true,
        value: [
          {
            symbol: 'BTC',
            currency: 'CHF',
            bid: state.mid,
            ask: state.mid,
            bidSize: null,
            askSize: null,
            last: null,
            timestamp: new Date(state.at).toISOString(),
          },
        ],
      };
    },
  } as unknown as ServiceClient;
  return { state, client };
}

function service(
  dir: string,
  client: ServiceClient,
  extra: { notices?: string[]; changes?: PriceAlertsChanged[]; now?: () => number } = {},
) {
  return new PriceAlertService({
    profiles: { records: () => [PROFILE] },
    clientFor: async () => client,
    file: priceAlertsFile(dir),
    samplesFile: priceSamplesFile(dir),
    notice: (message) => extra.notices?.push(said(message)),
    events: listeners({ priceAlertsChanged: (change) => extra.changes?.push(change) }),
    ...(extra.now ? { now: extra.now } : {}),
  });
}

describe('price alerts: move windows across a restart', () => {
  it("a restart keeps the move rule's window: the price before the restart is still the reference after it", async () => {
    const dir = await tempDir();
    const { state, client } = market();
    const first = service(dir, client);
    await first.init();
    await first.add({ kind: 'move', profileId: 'p', symbol: 'BTC', currency: 'CHF', percent: '5', window: '1h' });
    expect((await first.check()).fired).toEqual([]);
    await first.stop();

    // Restarted: the price has moved 6 % since the sample taken before the restart.
    state.mid = '106';
    const second = service(dir, client);
    await second.init();
    const after = await second.check();
    expect(after.fired).toHaveLength(1);
    expect(after.fired[0]?.value).toBe('6');
    // The line keeps the rule it fired for, so the window words it in the reader's language (the English stays for the desk).
    expect(after.fired[0]?.rule).toEqual({
      kind: 'move',
      profileId: 'p',
      symbol: 'BTC',
      currency: 'CHF',
      on: 'mid',
      percent: '5',
      window: '1h',
    });
    expect(second.log()[0]?.rule).toMatchObject({ kind: 'move', percent: '5' });
    // Without the file the window would start afresh (no move yet): the same rule, a fresh folder, does not fire.
    const fresh = await tempDir();
    const rules = JSON.parse(await readFile(join(dir, 'price-alerts.json'), 'utf8')) as { rules: { armed: boolean }[] };
    await writeFile(
      join(fresh, 'price-alerts.json'),
      JSON.stringify({ version: 1, rules: rules.rules.map((rule) => ({ ...rule, armed: true })), log: [] }),
    );
    const forgetful = service(fresh, client);
    await forgetful.init();
    expect((await forgetful.check()).fired).toEqual([]);
    await Promise.all([second.stop(), forgetful.stop()]);
  });

  it('a damaged samples file is set aside with a notice naming it; start is not held up and checks go on', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, PRICE_SAMPLES_FILE), '{"version":1,"series":{"p/BTC/CHF/mid":[[1,"not a price"]]}}');
    const notices: string[] = [];
    const { client } = market();
    const alerts = service(dir, client, { notices });
    await alerts.init();
    await alerts.add({ kind: 'move', profileId: 'p', symbol: 'BTC', currency: 'CHF', percent: '5', window: '24h' });
    expect((await alerts.check()).problems).toEqual([]);
    expect(notices).toEqual([expect.stringContaining(PRICE_SAMPLES_FILE)]);
    expect((await readdir(dir)).some((name) => name.startsWith(`${PRICE_SAMPLES_FILE}.corrupt-`))).toBe(true);
    await alerts.stop();
    // Written afresh, with the sample of that check.
    const saved = JSON.parse(await readFile(join(dir, PRICE_SAMPLES_FILE), 'utf8')) as {
      series: Record<string, unknown[]>;
    };
    expect(saved.series['p/BTC/CHF/mid']).toHaveLength(1);
  });

  it("keeps only the move rules' samples, none older than 24 h", async () => {
    const dir = await tempDir();
    const { state, client } = market(30 * 60_000);
    let now = START;
    const alerts = service(dir, client, { now: () => (now += 61_000) });
    await alerts.init();
    await alerts.add({
      kind: 'level',
      profileId: 'p',
      symbol: 'BTC',
      currency: 'CHF',
      on: 'bid',
      direction: 'above',
      level: '1000',
    });
    await alerts.add({ kind: 'move', profileId: 'p', symbol: 'BTC', currency: 'CHF', percent: '50', window: '24h' });
    // 25 hours of one check every half hour.
    for (let i = 0; i < 50; i += 1) await alerts.check();
    await alerts.stop();
    const saved = JSON.parse(await readFile(join(dir, PRICE_SAMPLES_FILE), 'utf8')) as {
      series: Record<string, [number, string][]>;
    };
    expect(Object.keys(saved.series)).toEqual(['p/BTC/CHF/mid']);
    const samples = saved.series['p/BTC/CHF/mid'] ?? [];
    expect(samples[0]![0]).toBeGreaterThanOrEqual(state.at - 86_400_000);
    expect(samples).toHaveLength(49);
  });

  it('keeps at most 3,000 samples per price (a 30 s cycle for 24 h is 2,880)', async () => {
    const dir = await tempDir();
    const samples = new PriceSamples(priceSamplesFile(dir));
    for (let i = 0; i < 3_100; i += 1) samples.add('k', START + i * 1_000, String(100 + i), '24h');
    await samples.save();
    const saved = JSON.parse(await readFile(join(dir, PRICE_SAMPLES_FILE), 'utf8')) as {
      series: Record<string, [number, string][]>;
    };
    expect(saved.series['k']).toHaveLength(3_000);
    expect(saved.series['k']?.[0]).toEqual([START + 100_000, '200']);
  });
});

describe('price alerts: the priceAlertsChanged push', () => {
  it('tells the window after every check (with what fired) and every rule change', async () => {
    const dir = await tempDir();
    const changes: PriceAlertsChanged[] = [];
    const { state, client } = market();
    const alerts = service(dir, client, { changes });
    await alerts.init();
    const rule = await alerts.add({
      kind: 'level',
      profileId: 'p',
      symbol: 'BTC',
      currency: 'CHF',
      direction: 'above',
      level: '105',
    });
    expect(changes.at(-1)).toEqual({ rules: [rule], fired: [] });
    await alerts.check();
    expect(changes.at(-1)?.fired).toEqual([]);
    expect(changes.at(-1)?.rules[0]?.last?.value).toBe('100');
    state.mid = '110';
    const check = await alerts.check();
    expect(changes.at(-1)?.fired).toEqual(check.fired);
    expect(check.fired).toHaveLength(1);
    await alerts.snooze(rule.id, 240);
    expect(changes.at(-1)?.rules[0]?.snoozedUntil).not.toBeNull();
    await alerts.remove(rule.id);
    expect(changes.at(-1)).toEqual({ rules: [], fired: [] });
    await alerts.stop();
  });

  it('says why a profile’s rules were not checked in the reader’s language (failed read, then backed off)', async () => {
    const dir = await tempDir();
    const failing = {
      call: async () => ({ ok: false, error: { kind: 'network', message: 'ECONNRESET' } }),
    } as unknown as ServiceClient;
    const alerts = service(dir, failing);
    await alerts.init();
    await alerts.add({ kind: 'move', profileId: 'p', symbol: 'BTC', currency: 'CHF', percent: '5', window: '24h' });
    const de = createTranslator('de', 'de-CH', german);
    const first = (await alerts.check()).problems.map((problem) => saidIn(problem.message, de));
    expect(first).toEqual(['Die Marktdaten konnten nicht gelesen werden: ECONNRESET']);
    // The first failure is tried again at the next check; after the second, the profile waits.
    const later: string[] = [];
    for (let i = 0; i < 2; i += 1)
      later.push(...(await alerts.check()).problems.map((problem) => saidIn(problem.message, de)));
    expect(later).toEqual([
      'Die Marktdaten konnten nicht gelesen werden: ECONNRESET',
      'Nach Fehlern wird vor dem nächsten Versuch gewartet.',
    ]);
    await alerts.stop();
  });

  it('refuses an invalid rule in the reader’s language, naming no field in the sentence', async () => {
    const alerts = service(await tempDir(), market().client);
    await alerts.init();
    const refused = await alerts
      .add({ kind: 'move', profileId: 'p', symbol: 'BTC', currency: 'CHF', percent: 'x', window: '24h' })
      .catch((error: unknown) => error as AppError);
    expect((refused as AppError).text(createTranslator('de', 'de-CH', german))).toBe(
      'Der Kursalarm ist ungültig; es wurde nichts gespeichert.',
    );
    await alerts.stop();
  });
});
