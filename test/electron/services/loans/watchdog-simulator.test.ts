import Big from 'big.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoanAlert, PortfolioStatus } from '../../../../shared/ipc/schemas/loans';
import { createServiceClient } from '../../../../electron/client/client';
import type { ServiceClient } from '../../../../electron/client/client';
import { createEventBus } from '../../../../electron/services/events';
import { loansFiles } from '../../../../electron/services/loans/files';
import { LoanWatchdog } from '../../../../electron/services/loans/watchdog';
import { controlClient } from '../../../../electron/simulator/control-client';
import type { ControlClient } from '../../../../electron/simulator/control-client';
import { startSimulator } from '../../../../electron/simulator/index';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { profile } from './fake';
import { shockTo } from './shock';

// The real watchdog against the real simulator, its prices moved by the control plane.
describe('LoanWatchdog with the simulator', () => {
  let simulator: RunningSimulator;
  let client: ServiceClient;
  let control: ControlClient;
  let dir: string;

  beforeAll(async () => {
    simulator = await startSimulator({ seed: 42, speed: 1, host: '127.0.0.1', port: 0 });
    const credential = simulator.credentials[0];
    if (!credential) throw new Error('The simulator has no credential.');
    client = createServiceClient({
      baseUrl: simulator.baseUrl,
      apiKey: credential.apiKey,
      secret: () => Promise.resolve(credential.apiSecret),
    });
    control = controlClient(simulator);
    dir = await mkdtemp(join(tmpdir(), 'loans-sim-'));
  });
  afterAll(async () => {
    await client.close();
    await simulator.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('follows a portfolio from ok through warning, margin call and liquidation and back, alerting once per worsening', async () => {
    const events = createEventBus();
    const alerts: LoanAlert[] = [];
    const notified: string[] = [];
    events.subscribe('loanAlert', (alert) => alerts.push(alert));
    const sim = {
      ...profile('00000000-0000-4000-8000-0000000000aa', 'Simulator', true),
      baseUrl: simulator.baseUrl,
      secretOrigin: simulator.baseUrl,
    };
    const watchdog = new LoanWatchdog({
      profiles: { records: () => [sim], onChange: () => () => undefined },
      clientFor: () => Promise.resolve(client),
      files: loansFiles(dir),
      events,
      hooks: { notify: (n) => notified.push(n.title) },
    });
    await watchdog.init();
    try {
      const first = await watchdog.checkNow();
      expect(first.problems).toEqual([]);
      // The portfolio the seeded world keeps well below its thresholds (LTV 0.42 against 0.6 / 0.7).
      const target = first.portfolios.find((status) => status.state === 'ok');
      if (!target)
        throw new Error(
          `No portfolio is OK: ${first.portfolios.map((s) => `${s.portfolioId} ${s.metrics.currentLtv}`).join(', ')}`,
        );
      const assets = target.report.collaterals.map((item) => item.assetSymbol);
      const current = async (): Promise<PortfolioStatus> => {
        const overview = await watchdog.checkNow();
        const status = overview.portfolios.find((candidate) => candidate.key === target.key);
        if (!status) throw new Error('The portfolio vanished.');
        return status;
      };
      const sm = target.metrics.smLtv;
      const hm = target.metrics.hmLtv;
      const step = async (ltv: string) => {
        const before = watchdog.state.statuses.get(target.key);
        await shockTo(control, assets, before?.metrics.currentLtv ?? '0', ltv);
        return current();
      };
      const states: string[] = [];
      const record = (status: PortfolioStatus) => states.push(status.state);
      record(await step(new Big(sm).minus('0.02').toFixed())); // warning: within 5 points of smLtv
      record(await step(new Big(sm).plus(hm).div(2).toFixed())); // margin call
      record(await step(new Big(hm).plus('0.01').toFixed())); // liquidation
      // Hovering right at the liquidation threshold, both sides within the hysteresis band: no new alert.
      record(await step(new Big(hm).minus('0.002').toFixed()));
      record(await step(new Big(hm).plus('0.001').toFixed()));
      record(await step(new Big(hm).minus('0.003').toFixed()));
      record(await step('0.42')); // recovered
      expect(states).toEqual([
        'warning',
        'margin-call',
        'liquidation',
        'liquidation',
        'liquidation',
        'liquidation',
        'ok',
      ]);
      const mine = alerts.filter((alert) => alert.key === target.key);
      expect(mine.map((alert) => `${alert.from}→${alert.to}`)).toEqual([
        'ok→warning',
        'warning→margin-call',
        'margin-call→liquidation',
      ]);
      expect(notified.filter((title) => title.endsWith(target.portfolioId))).toEqual([
        `Near margin call: loan portfolio ${target.portfolioId}`,
        `Margin call: loan portfolio ${target.portfolioId}`,
        `Liquidation: loan portfolio ${target.portfolioId}`,
      ]);
      const history = watchdog.state.history.get(target.key);
      expect(history.samples.length).toBeGreaterThanOrEqual(7);
      expect(history).toMatchObject({ smLtv: sm, hmLtv: hm });
    } finally {
      await watchdog.stop();
    }
  });
});
