import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { feedUrlSchema } from '../../../../electron/services/updates/feed-url';
import { OFFICE_UPDATES_FILE, readOfficeUpdateSettings } from '../../../../electron/services/updates/office-settings';

let folder: string;
beforeEach(async () => (folder = await mkdtemp(join(tmpdir(), 'svc-desk-office-'))));
afterEach(() => rm(folder, { recursive: true, force: true }));

const write = (content: string) => writeFile(join(folder, OFFICE_UPDATES_FILE), content);

describe('the office’s update settings', () => {
  it('accepts an https feed and auto-download; no file is no problem', async () => {
    expect(await readOfficeUpdateSettings(folder)).toEqual({ settings: {}, problem: null });
    await write(JSON.stringify({ feedUrl: 'https://mirror.office.example/svc-desk', autoDownload: true }));
    expect(await readOfficeUpdateSettings(folder)).toEqual({
      settings: { feedUrl: 'https://mirror.office.example/svc-desk', autoDownload: true },
      problem: null,
    });
  });

  it('refuses plain http except on this machine, credentials in the address, unknown fields and damaged JSON, saying why', async () => {
    expect(feedUrlSchema.safeParse('http://127.0.0.1:8080/feed').success).toBe(true);
    expect(feedUrlSchema.safeParse('http://localhost/feed').success).toBe(true);
    expect(feedUrlSchema.safeParse('http://mirror.office.example/feed').success).toBe(false);
    expect(feedUrlSchema.safeParse('https://user:pw@mirror.office.example/feed').success).toBe(false);
    expect(feedUrlSchema.safeParse('file:///etc/passwd').success).toBe(false);
    await write(JSON.stringify({ feedUrl: 'http://mirror.office.example/feed' }));
    const http = await readOfficeUpdateSettings(folder);
    expect(http.settings).toEqual({});
    expect(http.problem).toMatch(/feedUrl: The update feed must use https/);
    await write(JSON.stringify({ autoDownload: 'yes' }));
    expect((await readOfficeUpdateSettings(folder)).problem).toMatch(/autoDownload/);
    await write(JSON.stringify({ channel: 'beta' }));
    expect((await readOfficeUpdateSettings(folder)).problem).toMatch(/channel/);
    await write('{ not json');
    expect((await readOfficeUpdateSettings(folder)).problem).toMatch(/not valid JSON/);
  });
});
