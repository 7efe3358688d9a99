import { describe, expect, it } from 'vitest';
import { OUTPUT_MISMATCH, createDispatcher } from '../../../electron/ipc/dispatch';
import type { AppServices } from '../../../electron/services/app-services';
import { createEventBus } from '../../../electron/services/events';
import { ipcContract } from '../../../shared/ipc/contract';
import type { IpcChannel } from '../../../shared/ipc/names';
import { allInvokeChannels } from '../../../shared/ipc/names';
import { DEFAULT_PREFERENCES } from '../../../shared/ipc/schemas/preferences';
import { DEFAULT_TRADING_SETTINGS } from '../../../shared/ipc/schemas/trading';

const PROFILE = '6f1c0a5e-8d0b-4a43-9d7e-2b1f0c3d4e5f';
const WRONG = { surprise: 'not the contract shape' };

/** Per feature: one of its channels, an argument that reaches its handler, and an answer of the right shape. */
const FEATURES: Record<string, [channel: IpcChannel, arg: unknown, answer: unknown]> = {
  app: [
    'app.info',
    undefined,
    { name: 'SVC Desk', version: '1.0.0', electron: null, platform: 'linux', dataFolder: '/tmp/svc' },
  ],
  startup: ['startup.loginItem', undefined, { unavailable: 'browser', openAtLogin: false, startsHidden: false }],
  profiles: ['profiles.list', undefined, { profiles: [], activeProfileId: null }],
  secrets: [
    'secrets.status',
    { profileId: PROFILE },
    { state: 'missing', words: { key: 'profiles.secretState.missing' } },
  ],
  customers: [
    'customers.reachable',
    undefined,
    { profileId: PROFILE, customers: [{ customerNumber: 'ACME-CUS-1', name: 'Acme' }], selectedCustomer: 'ACME-CUS-1' },
  ],
  requestLog: ['requestLog.list', undefined, []],
  connection: [
    'connection.state',
    undefined,
    {
      sequence: 1,
      profileId: null,
      revision: 0,
      selectedCustomer: null,
      recentCustomers: [],
      access: null,
      clock: { offsetMs: null },
      link: { status: 'unknown', latencyMs: null, at: null },
    },
  ],
  preferences: ['preferences.get', undefined, DEFAULT_PREFERENCES],
  trading: ['trading.settings', undefined, DEFAULT_TRADING_SETTINGS],
  staking: ['staking.pending', { profileId: PROFILE }, []],
  loans: [
    'loans.settings',
    undefined,
    {
      intervalSeconds: 30,
      warnMargin: '0.05',
      hysteresisBand: '0.005',
      keepRunningInBackground: false,
      alarmSound: true,
      profiles: [],
    },
  ],
  reports: ['reports.jobs', undefined, []],
  alerts: ['alerts.list', undefined, []],
  book: [
    'book.load',
    { profileId: PROFILE },
    {
      profileId: PROFILE,
      officeCurrency: 'CHF',
      basis: 'mid',
      range: '1W',
      rows: [],
      officeTotal: '0',
      unvalued: 0,
      loadedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  diagnostics: ['diagnostics.copy', undefined, null],
  backup: ['backup.create', { includeArchive: false }, { fileName: 'svc-desk-backup-2026-11-28.json', statements: 0 }],
  updates: [
    'updates.status',
    undefined,
    {
      state: 'idle',
      currentVersion: '0.1.0',
      feedUrl: null,
      feedFrom: null,
      canDownload: false,
      autoDownload: false,
      checkedAt: null,
      offered: null,
      progress: null,
      problem: null,
      officeFileProblem: null,
    },
  ],
  batch: [
    'batch.status',
    undefined,
    {
      batchId: '2026-11-28-abcd1234',
      request: {
        profileId: PROFILE,
        kinds: ['balance'],
        dateFrom: '2026-10-01',
        dateTo: '2026-10-31',
        currency: 'CHF',
        customers: null,
        format: 'csv',
        out: 'month-end',
      },
      state: 'finished',
      live: false,
      createdAt: '2026-11-28T08:00:00.000Z',
      done: 0,
      failed: 0,
      remaining: 0,
      etaMs: null,
      steps: [],
      summary: ['summary.xlsx', 'summary.csv'],
    },
  ],
};

/** A dispatcher whose one handler answers `answer`; reported internal errors are collected. */
function dispatcherAnswering(channel: IpcChannel, answer: unknown) {
  const reported: string[] = [];
  const dispatcher = createDispatcher(
    { events: createEventBus(), handlers: { [channel]: () => answer } } as unknown as AppServices,
    {
      reportInternalError: (name) => reported.push(name),
    },
  );
  return { dispatcher, reported };
}

describe.each(Object.entries(FEATURES))('%s channels: output schemas', (_feature, [channel, arg, answer]) => {
  it('pass an answer of the right shape on unchanged', async () => {
    const { dispatcher, reported } = dispatcherAnswering(channel, answer);
    expect(await dispatcher.dispatch(channel, arg)).toEqual({ ok: true, value: answer });
    expect(reported).toEqual([]);
  });

  it('turn an answer of another shape into an internal error, reported, the value never sent on', async () => {
    const { dispatcher, reported } = dispatcherAnswering(channel, WRONG);
    const answered = await dispatcher.dispatch(channel, arg);
    expect(answered).toEqual({ ok: false, error: { kind: 'internal', message: OUTPUT_MISMATCH } });
    expect(JSON.stringify(answered)).not.toContain('not the contract shape');
    expect(reported).toEqual([channel]);
  });
});

describe('every invoke channel', () => {
  it('has an output schema that refuses a value of another shape and a missing answer', () => {
    const channels = allInvokeChannels() as IpcChannel[];
    expect(channels.length).toBeGreaterThan(70);
    const accepting = channels.filter(
      (channel) =>
        ipcContract[channel].output.safeParse(WRONG).success ||
        ipcContract[channel].output.safeParse(undefined).success,
    );
    expect(accepting).toEqual([]);
  });

  it('is covered by a feature above or by the read channels test', () => {
    const features = new Set([...Object.keys(FEATURES), 'custody']);
    expect(
      (allInvokeChannels() as string[]).filter((channel) => !features.has(channel.split('.')[0] as string)),
    ).toEqual([]);
  });
});
