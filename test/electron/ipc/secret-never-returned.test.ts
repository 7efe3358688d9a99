import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ipcContract } from '../../../shared/ipc/contract';
import type { IpcChannel } from '../../../shared/ipc/names';
import type { ReadEndpointName } from '../../../shared/ipc/service-names';
import { serviceEndpointNames } from '../../../shared/ipc/service-names';
import { rawRead } from './raw-read';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import { createKeytarSecretStore } from '../../../electron/services/secrets/keytar-store';
import type { SecretStore } from '../../../electron/services/secrets/secret-store';
import { keychainUnavailableReason, uniqueKeychainService } from '../services/helpers/keychain';
import { MemorySecretStore } from '../services/helpers/memory-secret-store';
import { useTempDirs } from '../services/helpers/temp-dir';
import { startApp, useSharedSimulator } from './harness';

const tempDir = useTempDirs();
const keychainProblem = await keychainUnavailableReason();
if (keychainProblem)
  console.warn(
    `Skipping the real-keychain run of the secret scan: ${keychainProblem} (run it with: bash test/run.sh test/electron/ipc)`,
  );

const shared = useSharedSimulator();
const { start } = shared;

const stores: { name: string; skip: string | null; make: () => SecretStore }[] = [
  { name: 'the OS keychain', skip: keychainProblem, make: () => createKeytarSecretStore(uniqueKeychainService()) },
  { name: 'an in-memory store', skip: null, make: () => new MemorySecretStore() },
];

describe.each(stores)('no channel ever returns a secret ($name)', ({ skip, make }) => {
  it.skipIf(skip !== null)(
    `set through IPC, then every channel called and every event scanned${skip ? ` (skipped: ${skip})` : ''}`,
    async () => {
      const store = make();
      const dataDir = await tempDir();
      const { value, dispatch, events, services } = await startApp({ dataDir, store, start });
      const marker = `Sekr3t-${randomBytes(12).toString('hex')}`;
      const credential = shared.simulator().credentials[0]!;
      try {
        const answers: unknown[] = [];
        const call = async (channel: string, arg?: unknown) => {
          const result = await dispatch(channel, arg);
          answers.push(result);
          return result;
        };
        const profile = await value<ProfileView>('profiles.create', {
          name: 'Marked',
          environment: 'simulator',
          baseUrl: shared.simulator().baseUrl,
          apiKey: credential.apiKey,
        });
        answers.push(await value('secrets.set', { profileId: profile.id, secret: marker }));
        expect(await store.get(profile.id)).toBe(marker);
        const builtIn = services.profiles.records().find((record) => record.builtIn)!;

        // Every domain channel, with arguments that reach its handler; the destructive ones last.
        const customer = String(credential.customers[0]);
        const account = '000000000001';
        const day = new Date().toISOString().slice(0, 10);
        const args: Record<IpcChannel, unknown> = {
          'app.info': undefined,
          'app.notices': undefined,
          'app.dismissNotice': { id: 'none' },
          'app.openExternal': { url: 'https://example.com' },
          'app.copyText': { text: 'an id' },
          'startup.loginItem': undefined,
          'startup.setLoginItem': { openAtLogin: false },
          'profiles.list': undefined,
          'profiles.create': {
            name: 'Another',
            environment: 'sandbox',
            baseUrl: 'https://sandbox.example.com',
            apiKey: 'k',
          },
          'profiles.update': { id: profile.id, name: 'Marked again' },
          'profiles.activate': { id: profile.id },
          'profiles.testConnection': { id: profile.id },
          'profiles.testDraft': {
            profileId: profile.id,
            baseUrl: shared.simulator().baseUrl,
            apiKey: credential.apiKey,
            authScheme: 'SVC',
          },
          // The marker as the proxy's password too: from here on the marked profile goes through a proxy that is not
          // there, so every later answer is a failure that names the proxy, and none may show its password.
          'profiles.setNetwork': {
            id: profile.id,
            proxy: { mode: 'url', url: 'http://127.0.0.1:9', username: 'trader', password: marker },
          },
          'profiles.chooseCaFile': { id: profile.id },
          'secrets.status': { profileId: profile.id },
          'customers.reachable': { refresh: true },
          'customers.select': { profileId: profile.id, customerNumber: customer },
          'requestLog.list': undefined,
          'connection.clock': { profileId: profile.id },
          'connection.state': undefined,
          'preferences.get': undefined,
          'preferences.language': undefined,
          'preferences.update': { theme: 'dark' },
          'trading.quote': {
            profileId: profile.id,
            customer,
            symbol: 'BTC',
            currency: 'CHF',
            side: 'Buy',
            quantity: '0.001',
          },
          'trading.place': {
            profileId: profile.id,
            customer,
            ticketId: randomUUID(),
            order: {
              symbol: 'BTC',
              currency: 'CHF',
              side: 'Buy',
              orderType: 'Limit',
              timeInForce: 'GoodTillCancel',
              quantity: '0.001',
              limitPrice: '1',
              fromAccount: 1,
            },
          },
          'trading.cancel': { profileId: profile.id, customer, account: 1, orderId: 1 },
          'trading.cancelAll': { profileId: profile.id, customer, orderIds: [1] },
          'trading.journal': { profileId: profile.id },
          'trading.reconcile': { profileId: profile.id },
          'trading.watch': { profileId: profile.id, customer: null },
          'trading.settings': undefined,
          'trading.updateSettings': { marketRefreshSeconds: 3 },
          'trading.limits': { profileId: profile.id },
          'trading.commissionRate': { profileId: profile.id, customer, symbol: 'BTC', currency: 'CHF' },
          'trading.setLimits': {
            profileId: profile.id,
            limits: {
              maxOrderValue: '500',
              confirmAbove: '100',
              priceBandPercent: '5',
              maxOrdersPerMinute: 5,
              maxDailyValue: '1000',
              stakingMaxSharePercent: '100',
            },
          },
          'staking.enter': {
            profileId: profile.id,
            customer,
            fromAccountNumber: account,
            productId: randomUUID(),
            amount: '0.1',
          },
          'staking.exit': {
            profileId: profile.id,
            customer,
            fromAccountNumber: account,
            toAccountNumber: '000000000002',
            amount: '0.1',
          },
          'staking.pending': { profileId: profile.id },
          'staking.retry': { profileId: profile.id, id: randomUUID() },
          'staking.setPayout': {
            profileId: profile.id,
            customer,
            stakingAccountNumber: account,
            payoutAccountNumber: '000000000002',
          },
          'staking.rewardsRange': {
            profileId: profile.id,
            customer,
            from: '2026-01-01T00:00:00Z',
            to: '2026-02-01T00:00:00Z',
          },
          'loans.overview': { profileId: profile.id },
          'loans.checkNow': undefined,
          'loans.portfolio': { profileId: profile.id, customer, portfolioId: 'P-1' },
          'loans.history': { profileId: profile.id, customer, portfolioId: 'P-1' },
          'loans.alerts': undefined,
          'loans.acknowledge': undefined,
          'loans.snooze': { profileId: profile.id, customer, portfolioId: 'P-1', minutes: 5 },
          'loans.settings': undefined,
          'loans.updateSettings': { intervalSeconds: 60 },
          'custody.accounts': { profileId: profile.id, customer },
          'custody.onchainInfo': { profileId: profile.id, customer, params: { accountId: 1 } },
          'custody.portfolioValue': {
            profileId: profile.id,
            customer,
            query: { from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' },
          },
          'trading.accounts': { profileId: profile.id, customer },
          'trading.configuration': { profileId: profile.id },
          'trading.instruments': { profileId: profile.id },
          'trading.marketData': { profileId: profile.id },
          'trading.historicMarketData': { profileId: profile.id, query: { time: '2026-01-01T00:00:00Z' } },
          'trading.orders': { profileId: profile.id, customer },
          'staking.products': { profileId: profile.id },
          'staking.orders': { profileId: profile.id, customer },
          'staking.order': { profileId: profile.id, customer, params: { id: randomUUID() } },
          'staking.accounts': { profileId: profile.id, customer },
          'staking.performance': { profileId: profile.id, params: { operatingUnit: 'ETH' } },
          'loans.lenderReports': { profileId: profile.id, customer },
          'reports.create': {
            profileId: profile.id,
            customer,
            params: { kind: 'balance', date: day, referenceCurrency: 'CHF' },
          },
          'reports.status': { jobId: randomUUID() },
          'reports.jobs': undefined,
          'reports.cancel': { jobId: randomUUID() },
          'reports.archive': {},
          'reports.tables': { archiveId: 'no-such-archive' },
          'reports.rows': { archiveId: 'no-such-archive', table: 0, offset: 0, limit: 10 },
          'reports.export': { archiveId: 'no-such-archive' },
          'reports.exportBundle': { archiveIds: ['no-such-archive'] },
          'reports.opening': { archiveId: 'no-such-archive' },
          'reports.setOpening': { archiveId: 'no-such-archive', statement: null, lots: [] },
          'secrets.set': { profileId: builtIn.id, secret: credential.apiSecret },
          'reports.deleteArchived': { archiveId: 'no-such-archive' },
          'reports.revealExport': { exportId: '00000000-0000-4000-8000-000000000000', how: 'folder' },
          'batch.start': {
            profileId: profile.id,
            kinds: ['balance'],
            dateFrom: day,
            dateTo: day,
            currency: 'CHF',
            customers: ['999999999'],
            format: 'csv',
          },
          'batch.status': undefined,
          'batch.resume': undefined,
          'batch.retry': { steps: [`${customer}/balance`] },
          'batch.cancel': undefined,
          'batch.zip': undefined,
          'batch.selections': undefined,
          'batch.saveSelection': { name: 'Month end', customers: [customer] },
          'batch.deleteSelection': { name: 'Month end' },
          'alerts.list': undefined,
          'alerts.add': {
            kind: 'level',
            profileId: profile.id,
            symbol: 'BTC',
            currency: 'CHF',
            direction: 'above',
            level: '1000000',
          },
          'alerts.remove': { ruleId: 'no-such-rule' },
          'alerts.snooze': { ruleId: 'no-such-rule', minutes: 60 },
          'alerts.log': undefined,
          'alerts.check': undefined,
          'book.load': { profileId: profile.id },
          'book.currencies': { profileId: profile.id },
          'diagnostics.copy': undefined,
          'backup.create': { includeArchive: false },
          'backup.upload': { uploadId: '00000000-0000-4000-8000-000000000001', index: 0, total: 1, text: '{}' },
          'backup.plan': { uploadId: '00000000-0000-4000-8000-000000000001' },
          'backup.restore': { uploadId: '00000000-0000-4000-8000-000000000001' },
          'updates.status': undefined,
          'updates.check': undefined,
          'updates.download': undefined,
          'secrets.delete': { profileId: profile.id },
          'profiles.delete': { id: profile.id },
        };
        const destructive = new Set(['secrets.delete', 'profiles.delete']);
        const order = (Object.keys(ipcContract) as IpcChannel[]).sort(
          (a, b) => Number(destructive.has(a)) - Number(destructive.has(b)),
        );
        expect(new Set(order)).toEqual(new Set(Object.keys(args)));
        await call('profiles.testConnection', { id: builtIn.id });
        for (const channel of order) {
          if (destructive.has(channel)) {
            // Before the secret goes, every catalog read through the marked profile's client (errors are answers too).
            for (const endpoint of serviceEndpointNames as readonly ReadEndpointName[])
              answers.push(await rawRead(services, endpoint, { profileId: profile.id }));
          }
          await call(channel, args[channel]);
        }
        answers.push(...events);

        const everything = JSON.stringify(answers);
        expect(answers.length).toBeGreaterThan(serviceEndpointNames.length + order.length);
        expect(everything).toContain('Marked');
        expect(everything).not.toContain(marker);
        expect(everything).not.toContain(credential.apiSecret);
        await services.requestLog.flush();
        // Every file the app wrote, journals and archives in sub-folders included.
        const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
        for (const entry of entries.filter((candidate) => candidate.isFile())) {
          const file = join(entry.parentPath, entry.name);
          const text = await readFile(file, 'utf8');
          expect(text, file).not.toContain(marker);
          expect(text, file).not.toContain(credential.apiSecret);
        }
      } finally {
        await services.shutdown();
        for (const record of services.profiles.records()) await store.delete(record.id).catch(() => undefined);
      }
    },
  );
});
