// The soak's main process: browser mode (the app's services, dispatcher, web server and WebSocket
// transport) in a process of its own, as `npm run web` runs it, so its heap and event loop are the
// app's alone and not the benchmark's (Chromium's driver, the renderer build). Started by
// soak.bench.ts with fork(); it answers the messages below over the IPC channel.
import { randomUUID } from 'node:crypto';
import Big from 'big.js';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startSimulatorInWorker } from '../../electron/services/local-simulator/worker-host';
import { startBenchServer, type BenchServer } from './browser-app';
import { collectGarbage, dataFiles, watchGc, watchStalls, type FileReport } from './soak-support';

/** What the benchmark asks. */
export type SoakRequest = { type: 'hour' } | { type: 'sample' } | { type: 'finish' };

/** What this process answers. */
export type SoakReply =
  | { type: 'ready'; url: string }
  | { type: 'hour-done' }
  | { type: 'sample'; heapBytes: number }
  | {
      type: 'result';
      longestStallMs: number;
      longestBusyMs: number;
      stallNotes: string[];
      failures: string[];
      files: FileReport[];
      warmFiles: FileReport[];
      alerts: { rules: number; fired: number };
    }
  | { type: 'failed'; message: string };

const { rendererDir, speed, budgetMs } = JSON.parse(process.argv[2] ?? '{}') as {
  rendererDir: string;
  speed: number;
  budgetMs: number;
};
const send = (reply: SoakReply): void => void process.send?.(reply);

async function value<T>(server: BenchServer, channel: string, input: unknown): Promise<T> {
  const result = await server.dispatcher.dispatch(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.value as T;
}

async function main(): Promise<void> {
  const server = await startBenchServer({
    rendererDir,
    startSimulator: (options) => startSimulatorInWorker({ ...options, speed }),
  });
  const failures: string[] = [];
  // Everything a trader leaves on: dashboard refresh at its shortest, the market panel at 2 s.
  await value(server, 'preferences.update', { dashboard: { refreshSeconds: 5 } });
  await value(server, 'trading.updateSettings', { marketRefreshSeconds: 2 });
  const { profileId, selectedCustomer: customer } = await value<{ profileId: string; selectedCustomer: string }>(
    server,
    'customers.reachable',
    {},
  );
  const accounts = await value<{ assetSymbol: string; account: number }[]>(server, 'trading.accounts', { profileId });
  const chf = accounts.find((account) => account.assetSymbol === 'CHF')?.account;
  if (chf === undefined) throw new Error('The simulator customer has no CHF trading account.');
  const bidOf = async (symbol: string): Promise<string> => {
    const books = await value<{ symbol: string; currency: string; bid: string | null }[]>(
      server,
      'trading.marketData',
      { profileId },
    );
    const bid = books.find((book) => book.symbol === symbol && book.currency === 'CHF')?.bid;
    if (!bid) throw new Error(`The simulator has no ${symbol}/CHF bid.`);
    return bid;
  };
  await addPriceAlerts(server, profileId, await bidOf('BTC'));

  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const moments = watchStalls(budgetMs);
  const collections = watchGc();
  const sampling: { from: number; to: number }[] = [];
  let measuringFrom: number | null = null;
  let longestNs = 0;
  let warmFiles: FileReport[] = [];

  /** An order that rests (the blotter shows it live) and a month's order report, as a trader's hour brings. */
  const hour = async (): Promise<void> => {
    const started = performance.now();
    // 5 % under the bid: the order rests (inside the profile's price band of 10 %).
    const limitPrice = new Big(await bidOf('BTC')).times('0.95').round(0, Big.roundDown).toFixed();
    const order = {
      symbol: 'BTC',
      currency: 'CHF',
      side: 'Buy',
      orderType: 'Limit',
      timeInForce: 'GoodTillCancel',
      quantity: '0.001',
      limitPrice,
      fromAccount: chf,
    };
    const placed = await server.dispatcher.dispatch('trading.place', {
      profileId,
      customer,
      ticketId: randomUUID(),
      order,
    });
    if (!placed.ok || (placed.value as { outcome?: string }).outcome !== 'acknowledged')
      failures.push(`trading.place: ${JSON.stringify(placed).slice(0, 300)}`);
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const report = await server.dispatcher.dispatch('reports.create', {
      profileId,
      customer,
      params: { kind: 'account-orders', dateFrom: monthAgo, dateTo: today },
    });
    if (!report.ok) failures.push(`reports.create: ${JSON.stringify(report.error).slice(0, 300)}`);
    server.calls.push({ channel: 'soak: order + report', startedAt: started, answeredAt: performance.now() });
  };

  const sample = async (): Promise<number> => {
    if (measuringFrom === null) {
      measuringFrom = performance.now();
      warmFiles = await dataFiles(server.dataDir);
    } else {
      longestNs = Math.max(longestNs, histogram.max);
    }
    const from = performance.now();
    collectGarbage();
    const heapBytes = process.memoryUsage().heapUsed;
    // The forced collection is the benchmark's pause, not the app's: dropped once the loop has ticked past it
    // (disable/enable instead would record the paused time as one long delay).
    await new Promise((resolve) => setTimeout(resolve, 30));
    histogram.reset();
    sampling.push({ from, to: performance.now() });
    return heapBytes;
  };

  const finish = async (): Promise<SoakReply> => {
    longestNs = Math.max(longestNs, histogram.max);
    histogram.disable();
    moments.stop();
    collections.stop();
    const after = measuringFrom ?? 0;
    const own = moments.stalls.filter(
      (stall) =>
        stall.endedAt > after &&
        !sampling.some((window) => stall.endedAt >= window.from && stall.endedAt <= window.to + 40),
    );
    const stallNotes = [...own]
      // Main's own work first: a long wait for a core is the machine's, not the app's.
      .sort((a, b) => b.busyMs - a.busyMs || b.lateMs - a.lateMs)
      .slice(0, 5)
      .map((stall) => {
        const began = stall.endedAt - stall.lateMs;
        const around = server.calls
          .filter((call) => call.startedAt <= stall.endedAt && (call.answeredAt ?? Infinity) >= began - 5)
          .map((call) => call.channel);
        const gc = collections.pauses.filter(
          (pause) => pause.start + pause.ms >= began - 10 && pause.start <= stall.endedAt,
        );
        const gcMs = gc.reduce((sum, pause) => sum + pause.ms, 0);
        const gcNote =
          gc.length === 0
            ? ''
            : `, ${gcMs.toFixed(0)} ms in ${gc.length} GC${gc.some((pause) => pause.major) ? ' (major)' : ''}`;
        return `stall ${stall.lateMs.toFixed(0)} ms (${stall.busyMs.toFixed(0)} ms of it main's own CPU time${gcNote}) at +${((began - after) / 1000).toFixed(1)} s (monotonic ${stall.endedAtUs} µs); calls in flight: ${[...new Set(around)].join(', ') || 'none'}`;
      });
    failures.push(
      ...server.calls
        .filter((call) => call.ok === false)
        .map((call) => `${call.channel}: ${JSON.stringify(call.error).slice(0, 300)}`),
    );
    const longestBusyMs = Math.max(0, ...own.map((stall) => stall.busyMs));
    // Channels without input take none (undefined); a failure here must not cost the run its figures.
    const count = (channel: string): Promise<number> =>
      value<unknown[]>(server, channel, undefined).then(
        (list) => list.length,
        () => -1,
      );
    const alerts = { rules: await count('alerts.list'), fired: await count('alerts.log') };
    return {
      type: 'result',
      longestStallMs: longestNs / 1e6,
      longestBusyMs,
      stallNotes,
      failures,
      files: await dataFiles(server.dataDir),
      warmFiles,
      alerts,
    };
  };

  process.on('message', (request: SoakRequest) => {
    void (async () => {
      try {
        if (request.type === 'hour') {
          await hour();
          send({ type: 'hour-done' });
        } else if (request.type === 'sample') {
          send({ type: 'sample', heapBytes: await sample() });
        } else {
          send(await finish());
          await server.close();
          process.exit(0);
        }
      } catch (error) {
        send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      }
    })();
  });
  send({ type: 'ready', url: server.url });
}

/**
 * Price alerts a trader leaves on, checked by main every 30 s: BTC/CHF levels half a percent either side of
 * the price (they fire as it wanders and re-arm past their band) and moves within 1 h and 24 h.
 */
async function addPriceAlerts(server: BenchServer, profileId: string, bid: string): Promise<void> {
  const level = (factor: string): string => new Big(bid).times(factor).round(0).toFixed();
  const rules = [
    { kind: 'level', profileId, symbol: 'BTC', currency: 'CHF', on: 'mid', direction: 'above', level: level('1.005') },
    { kind: 'level', profileId, symbol: 'BTC', currency: 'CHF', on: 'bid', direction: 'below', level: level('0.995') },
    { kind: 'move', profileId, symbol: 'BTC', currency: 'CHF', on: 'mid', percent: '0.5', window: '1h' },
    { kind: 'move', profileId, symbol: 'ETH', currency: 'CHF', on: 'mid', percent: '1', window: '24h' },
  ];
  for (const rule of rules) await value(server, 'alerts.add', rule);
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
