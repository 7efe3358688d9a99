import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustodyAccount } from '../../../../shared/api/schemas/custody';
import type { CustomerList } from '../../../../shared/ipc/schemas/customers';
import type { ProfileList } from '../../../../shared/ipc/schemas/profiles';
import type { ExportRunProgress, ReportJobView } from '../../../../shared/ipc/schemas/reports';
import type { ReportParams } from '../../../../shared/reports/kinds';
import type { StartSimulator } from '../../../../electron/services/local-simulator/local-simulator';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { startSimulator } from '../../../../electron/simulator/index';
import { startApp } from '../../ipc/harness';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
let simulator: RunningSimulator;
let start: StartSimulator;

beforeAll(async () => {
  simulator = await startSimulator({ seed: 42, speed: 60, port: 0 });
  const borrowed: RunningSimulator = { ...simulator, stop: () => Promise.resolve() };
  start = () => Promise.resolve(borrowed);
}, 120_000);
afterAll(() => simulator?.stop());

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('PDF export of every statement kind', () => {
  it('writes each of the eight kinds through the export worker, with progress, on the paper asked for, page x of N and the SHA-256 on every page', async () => {
    const dataDir = await tempDir();
    const app = await startApp({ dataDir, store: new MemorySecretStore(), start });
    const { activeProfileId } = await app.value<ProfileList>('profiles.list');
    const { customers } = await app.value<CustomerList>('customers.reachable');
    const customer = String(customers[0]?.customerNumber);
    const accounts = await app.value<CustodyAccount[]>('custody.accounts', { profileId: activeProfileId, customer });
    const kinds: ReportParams[] = [
      { kind: 'account-orders', dateFrom: day(-365), dateTo: day(0) },
      { kind: 'account', dateFrom: day(-90), dateTo: day(0), referenceCurrency: 'CHF' },
      { kind: 'balance', date: day(-1), referenceCurrency: 'CHF' },
      { kind: 'exchange-rates', dateFrom: day(-30), dateTo: day(0), referenceCurrency: 'USD' },
      { kind: 'guarantee', date: day(-1), referenceCurrency: 'CHF' },
      { kind: 'staking-rewards', dateFrom: day(-365), dateTo: day(0) },
      {
        kind: 'legacy-account',
        accountNumber: String(accounts.find((a) => a.assetSymbol === 'BTC')?.id),
        dateFrom: day(-90),
        dateTo: day(0),
      },
      { kind: 'legacy-client', dateFrom: day(-30), dateTo: day(0) },
    ];
    for (const [index, params] of kinds.entries()) {
      const job = await app.value<ReportJobView>('reports.create', {
        profileId: activeProfileId,
        customer,
        customerName: null,
        params,
      });
      const done = await app.services.reports.wait(job.jobId);
      expect(done.stage, params.kind).toBe('completed');
      const archiveId = done.archiveId as string;
      const manifest = await app.services.reports.archive.manifest(archiveId);
      const file = join(dataDir, `${params.kind}.pdf`);
      const paper = index % 2 === 0 ? 'a4' : 'letter';
      const progress: ExportRunProgress[] = [];
      const outcome = await app.services.reports.exportTo(archiveId, file, undefined, (p) => progress.push(p), {
        format: 'pdf',
        paper,
      });
      expect(progress.at(-1)).toMatchObject({ state: 'done', rowsWritten: outcome.rows });
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      expect(info, params.kind).toMatch(paper === 'a4' ? /\(A4\)/ : /\(letter\)/);
      const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
      const perPage = text.split('\f').filter((page) => page.trim() !== '');
      expect(perPage, params.kind).toHaveLength(pages);
      perPage.forEach((page, at) => {
        expect(page, `${params.kind} page ${at + 1}`).toContain(`Page ${at + 1} of ${pages}`);
        expect(page, `${params.kind} page ${at + 1}`).toContain(manifest.sha256);
      });
      expect(text, params.kind).toContain(customer);
    }
  }, 240_000);
});
