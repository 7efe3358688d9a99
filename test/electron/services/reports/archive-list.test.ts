import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReportArchive } from '../../../../electron/services/reports/archive';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

function save(archive: ReportArchive, customer: string) {
  return archive.save(Buffer.from('{"state":"Completed","reportData":{}}'), {
    kind: 'balance',
    params: { kind: 'balance', date: '2025-12-31', referenceCurrency: 'CHF' },
    customer,
    customerName: null,
    profileId: 'p',
    profileName: 'Local simulator',
    environment: 'Local simulator',
    reportId: `r-${customer}`,
    serverTime: '2025-12-31T00:00:00.000Z',
    appVersion: 'test',
    rowCounts: {},
  });
}

// The list remembers the manifests it read (a month-end run lists a customer's statements once a step); what another
// process (the desk beside the window) adds or deletes in the same folder is still seen at the next list.
describe('archive list over a folder another process writes too', () => {
  it('lists entries another process saved and forgets the ones it deleted', async () => {
    const folder = join(await tempDir(), 'reports');
    const window = new ReportArchive(folder);
    const desk = new ReportArchive(folder);
    const first = await save(window, '100001');
    expect((await window.list()).map((entry) => entry.id)).toEqual([first.id]);

    const second = await save(desk, '100002');
    expect((await window.list({ customer: '100002' })).map((entry) => entry.id)).toEqual([second.id]);

    await desk.delete(first.id);
    expect((await window.list()).map((entry) => entry.id)).toEqual([second.id]);
  });

  it('a manifest damaged before it was first read is not listed, and is listed once it reads again', async () => {
    const folder = join(await tempDir(), 'reports');
    const desk = new ReportArchive(folder);
    const saved = await save(desk, '100001');
    const path = join(folder, `${saved.id}.manifest.json`);
    const good = await readFile(path, 'utf8');
    await writeFile(path, good.slice(0, 20));
    const window = new ReportArchive(folder);
    expect(await window.list()).toEqual([]);
    await writeFile(path, good);
    expect((await window.list()).map((entry) => entry.id)).toEqual([saved.id]);
    await rm(path);
    expect(await window.list()).toEqual([]);
  });
});
