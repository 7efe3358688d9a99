import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoanAlert, LoanStateChanged } from '../../../../shared/ipc/schemas/loans';
import { createEventBus } from '../../../../electron/services/events';
import { loansFiles, LOANS_FILES } from '../../../../electron/services/loans/files';
import { LoanService } from '../../../../electron/services/loans/loan-service';
import { LoanWatchdog } from '../../../../electron/services/loans/watchdog';
import { FakeService, profile, report } from './fake';
import { messages as german } from '../../../../shared/i18n/catalogue/de/index';
import { messages as french } from '../../../../shared/i18n/catalogue/fr/index';
import { messages as italian } from '../../../../shared/i18n/catalogue/it/index';
import { englishLeft } from '../helpers/english-left';
import { ENGLISH } from '../../../../electron/services/i18n/english';
import { saidIn } from '../../../../shared/i18n/said';
import { createTranslator, type Translator } from '../../../../shared/i18n/translator';

const SIM = profile('00000000-0000-4000-8000-000000000001', 'Simulator', true);
const PROD = profile('00000000-0000-4000-8000-000000000002', 'Production');

describe('LoanWatchdog', () => {
  let dir: string;
  let service: FakeService;
  let clock: number;
  let notified: { title: string; body: string }[];
  let badges: { worstState: string; unacknowledged: number }[];
  let alerts: LoanAlert[];
  let changes: LoanStateChanged[];
  let watchdogs: LoanWatchdog[];

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'loans-watchdog-'));
    service = new FakeService();
    service.customers = [{ customerNumber: '100001', name: 'Alpenrose Treasury AG', referenceCurrency: 'CHF' }];
    clock = Date.parse('2026-11-25T08:00:00Z');
    notified = [];
    badges = [];
    alerts = [];
    changes = [];
    watchdogs = [];
  });
  afterEach(async () => {
    for (const watchdog of watchdogs) await watchdog.stop();
    await rm(dir, { recursive: true, force: true });
  });

  async function open(profiles = [SIM, PROD], translator?: () => Translator) {
    const events = createEventBus();
    events.subscribe('loanAlert', (alert) => alerts.push(alert));
    events.subscribe('loanStateChanged', (change) => changes.push(change));
    const watchdog = new LoanWatchdog({
      profiles: { records: () => profiles, onChange: () => () => undefined },
      clientFor: () => Promise.resolve(service.client()),
      files: loansFiles(dir),
      events,
      hooks: { notify: (n) => notified.push(n), setBadge: (b) => badges.push(b) },
      ...(translator ? { translator } : {}),
      now: () => clock,
      historyWriteMs: 0,
    });
    watchdogs.push(watchdog);
    await watchdog.init();
    return { watchdog, loans: new LoanService(watchdog, { records: () => profiles }) };
  }

  async function at(ltv: string, watchdog: LoanWatchdog) {
    service.reports.set('100001', [report('B1', ltv)]);
    clock += 30_000;
    await watchdog.checkNow();
  }

  it('notifies in the user’s language', async () => {
    const de = createTranslator('de', 'de-CH', german);
    const { watchdog } = await open([SIM, PROD], () => de);
    for (const ltv of ['0.5', '0.7', '0.81']) await at(ltv, watchdog);
    expect(notified.map((n) => n.title)).toEqual(['Nachschuss: Kreditportfolio B1', 'Liquidation: Kreditportfolio B1']);
    expect(notified[0]?.body).toBe('Alpenrose Treasury AG (100001): LTV 70.00 %, Nachschuss bei 70.00 %.');
  });

  // "Liquidation" is the French word too.
  for (const [language, locale, messages, title, same] of [
    ['fr', 'fr-CH', french, /^Appel de marge : /, ['Liquidation', 'liquidation']],
    ['it', 'it-CH', italian, /^Richiesta di margine: /, []],
  ] as const) {
    it(`notifies in ${language} with no English word`, async () => {
      const english: { title: string; body: string }[] = [];
      const { watchdog: inEnglish } = await open([SIM, PROD]);
      for (const ltv of ['0.5', '0.7', '0.81']) await at(ltv, inEnglish);
      await inEnglish.stop();
      english.push(...notified.splice(0));
      await rm(dir, { recursive: true, force: true });
      dir = await mkdtemp(join(tmpdir(), 'svc-watchdog-'));
      const translator = createTranslator(language, locale, messages);
      const { watchdog } = await open([SIM, PROD], () => translator);
      for (const ltv of ['0.5', '0.7', '0.81']) await at(ltv, watchdog);
      expect(notified).toHaveLength(english.length);
      expect(notified[0]?.title).toMatch(title);
      notified.forEach((shown, index) => {
        for (const part of ['title', 'body'] as const)
          expect(
            englishLeft(shown[part], english[index]![part], ['Alpenrose Treasury AG', ...same]),
            shown[part],
          ).toEqual([]);
      });
    });
  }

  it('walks ok → warning → margin call → liquidation and back, alerting once per worsening transition', async () => {
    const { watchdog } = await open();
    const states: string[] = [];
    for (const ltv of ['0.5', '0.66', '0.67', '0.7', '0.6999', '0.7001', '0.81', '0.7999', '0.802', '0.66', '0.5']) {
      await at(ltv, watchdog);
      states.push(watchdog.overview().portfolios[0]?.state ?? 'none');
    }
    expect(states).toEqual([
      'ok',
      'warning',
      'warning',
      'margin-call',
      'margin-call',
      'margin-call',
      'liquidation',
      'liquidation',
      'liquidation',
      'warning',
      'ok',
    ]);
    expect(alerts.map((alert) => `${alert.from}→${alert.to}`)).toEqual([
      'ok→warning',
      'warning→margin-call',
      'margin-call→liquidation',
    ]);
    expect(notified.map((n) => n.title)).toEqual([
      'Near margin call: loan portfolio B1',
      'Margin call: loan portfolio B1',
      'Liquidation: loan portfolio B1',
    ]);
    expect(notified[1]?.body).toBe('Alpenrose Treasury AG (100001): LTV 70.00 %, margin call at 70.00 %.');
    // Improvements are state changes (the list updates) but never alerts.
    expect(changes.map((change) => change.to)).toEqual([
      'ok',
      'warning',
      'margin-call',
      'liquidation',
      'warning',
      'ok',
    ]);
    expect(badges.at(-1)).toEqual({ worstState: 'ok', unacknowledged: 3 });
  });

  it('alerts at once for a portfolio first seen in margin call, and watches only opted-in profiles', async () => {
    const { watchdog } = await open();
    await at('0.75', watchdog);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      from: null,
      to: 'margin-call',
      profileId: SIM.id,
      customer: '100001',
      currentLtv: '0.75',
    });
    // Production is not watched by default: one client's worth of requests.
    expect(service.requests).toEqual(['customers.list', 'loans.listBorrow 100001']);
  });

  it('keeps state, history, snoozes and alerts across a restart without alerting again', async () => {
    const first = await open();
    await at('0.72', first.watchdog);
    await first.loans.snooze({ profileId: SIM.id, customer: '100001', portfolioId: 'B1', minutes: 60 });
    await first.watchdog.stop();
    expect(JSON.parse(await readFile(join(dir, LOANS_FILES.state), 'utf8')).portfolios[0].state).toBe('margin-call');

    alerts = [];
    const second = await open();
    expect(second.watchdog.overview().portfolios[0]?.state).toBe('margin-call');
    await at('0.73', second.watchdog);
    expect(alerts).toEqual([]);
    expect(
      second.loans.history({ profileId: SIM.id, customer: '100001', portfolioId: 'B1' }).samples.map((s) => s.ltv),
    ).toEqual(['0.72', '0.73']);
    expect(second.loans.alerts()).toHaveLength(1);
    expect(second.watchdog.overview().portfolios[0]?.snoozedUntil).not.toBeNull();
  });

  it('a snooze silences the snoozed state but not a worse one', async () => {
    const { watchdog, loans } = await open();
    await at('0.72', watchdog);
    await loans.snooze({ profileId: SIM.id, customer: '100001', portfolioId: 'B1', minutes: 30 });
    await at('0.69', watchdog); // hovering: still margin call
    await at('0.6', watchdog); // back to warning
    await at('0.71', watchdog); // margin call again: snoozed
    await at('0.85', watchdog); // liquidation: worse than snoozed, announced
    expect(alerts.map((alert) => [alert.to, alert.snoozed])).toEqual([
      ['margin-call', false],
      ['margin-call', true],
      ['liquidation', false],
    ]);
    expect(notified).toHaveLength(2);
    const overview = loans.overview();
    expect(overview.unacknowledgedAlerts).toBe(2);
    expect((await loans.acknowledge()).unacknowledged).toBe(0);
  });

  it('backs off a failing customer, keeps its last values with the reason, and recovers', async () => {
    const { watchdog } = await open();
    await at('0.5', watchdog);
    service.failing.add('100001');
    const requestsOf = () => service.requests.filter((r) => r.startsWith('loans.listBorrow')).length;
    const before = requestsOf();
    for (let i = 0; i < 6; i += 1) await at('0.5', watchdog);
    // 1st failure retries next cycle; then waits 2, 4 intervals...: fewer tries than cycles.
    expect(requestsOf() - before).toBeLessThan(6);
    const status = watchdog.overview().portfolios[0];
    expect(saidIn(status!.lastError!, ENGLISH)).toMatch(/could not be read: The service had a problem/);
    expect(status?.metrics.currentLtv).toBe('0.5');
    service.failing.clear();
    clock += 10 * 60_000;
    await at('0.55', watchdog);
    expect(watchdog.overview().portfolios[0]).toMatchObject({ lastError: null, metrics: { currentLtv: '0.55' } });
  });

  it('says why a customer was not checked in the reader’s language (backed off, failed)', async () => {
    const { watchdog } = await open();
    await at('0.5', watchdog);
    service.failing.add('100001');
    for (let i = 0; i < 3; i += 1) await at('0.5', watchdog);
    const fr = createTranslator('fr', 'fr-CH', french);
    const { problems, portfolios } = watchdog.overview();
    const shown = problems.map((problem) => saidIn(problem.message, fr));
    expect(shown).toContain('Attente avant un nouvel essai après des échecs.');
    expect(shown.join(' ')).not.toMatch(/Waiting|failures/);
    const lastError = saidIn(portfolios[0]!.lastError!, fr);
    expect(lastError).not.toBe(saidIn(portfolios[0]!.lastError!, ENGLISH));
    expect(lastError).not.toMatch(/could not be read/);
  });

  it('keeps requests within the concurrency bound over many customers', async () => {
    service.customers = Array.from({ length: 20 }, (_, i) => ({
      customerNumber: `C${i}`,
      name: `Customer ${i}`,
      referenceCurrency: 'CHF',
    }));
    for (const customer of service.customers)
      service.reports.set(customer.customerNumber, [report(`B${customer.customerNumber}`, '0.4')]);
    service.holdATurn = true;
    const { watchdog } = await open();
    await watchdog.checkNow();
    expect(watchdog.overview().portfolios).toHaveLength(20);
    expect(service.maxInFlight).toBeLessThanOrEqual(4);
    expect(service.maxInFlight).toBeGreaterThan(1);
  });

  it('drops portfolios that disappear and profiles that are switched off', async () => {
    const { watchdog, loans } = await open();
    await at('0.5', watchdog);
    service.reports.set('100001', []);
    await watchdog.checkNow();
    expect(watchdog.overview().portfolios).toEqual([]);
    await at('0.5', watchdog);
    await loans.updateSettings({ watchProfiles: { [SIM.id]: false } });
    await watchdog.checkNow();
    expect(watchdog.overview().portfolios).toEqual([]);
    expect(loans.settings().profiles.find((p) => p.profileId === SIM.id)?.watched).toBe(false);
  });

  it('refuses bad settings and changes nothing', async () => {
    const { loans } = await open();
    await expect(loans.updateSettings({ warnMargin: '0.9' })).rejects.toThrow(/between 0 and 0.5/);
    await expect(loans.updateSettings({ intervalSeconds: 1 })).rejects.toThrow(/At least every 5 seconds/);
    expect(loans.settings()).toMatchObject({ warnMargin: '0.05', intervalSeconds: 30 });
  });
});
