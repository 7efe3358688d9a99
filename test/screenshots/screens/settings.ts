import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { partHash } from '../../../electron/services/backup/backup-file';
import type { AppHandle } from '../../e2e/harness/app';
import { openSettingsTab, waitForSettled } from '../navigate';
import type { ScreenSection } from '../registry';

/**
 * A backup of this app as another office machine would have made it: one more profile (a secret to enter, its
 * limits above a new profile's defaults) and ISO dates; each changed part's checksum made again, as the app writes it.
 */
async function officeBackup(app: AppHandle): Promise<string> {
  const file = await app.services.backup.create();
  const profiles = file.parts.profiles.data as { profiles: Record<string, unknown>[] };
  const id = '5b0c9e2a-3f4d-4c6b-9a1e-7d8f0a1b2c3d';
  profiles.profiles.push({
    id,
    name: 'Zurich trading desk',
    environment: 'production',
    baseUrl: 'https://api.example.com',
    apiKey: 'key-zurich',
    authScheme: 'SVC',
    operatingUnit: 'ch',
    selectedCustomer: null,
    builtIn: false,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
  });
  const limits = file.parts.limits.data as Record<string, Record<string, unknown>>;
  const any = Object.values(limits)[0] ?? {};
  limits[id] = { ...any, maxOrderValue: '250000', maxDailyValue: '1000000' };
  (file.parts.preferences.data as Record<string, unknown>)['dateStyle'] = 'iso';
  for (const part of [file.parts.profiles, file.parts.limits, file.parts.preferences])
    part.sha256 = partHash(part.data);
  const path = join(await mkdtemp(join(tmpdir(), 'svc-desk-screens-')), 'office-backup.json');
  await writeFile(path, JSON.stringify(file, null, 2));
  return path;
}

/** Settings: each tab as it first appears. */
export const settingsScreens: ScreenSection = {
  section: 'settings',
  screens: [
    {
      name: 'profiles',
      description: 'connection profiles with the built-in simulator',
      async show({ page }) {
        await openSettingsTab(page, 'Profiles');
        await page.locator('tr[data-profile-name="Local simulator"]').waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'request-log',
      description: 'the request log after the first loads',
      async show({ page }) {
        await openSettingsTab(page, 'Request log');
        await page.locator('.log-canvas .log-row').first().waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'appearance',
      description: 'theme and layout preferences',
      async show({ page }) {
        await openSettingsTab(page, 'Appearance');
        await waitForSettled(page);
      },
    },
    {
      name: 'backup',
      description: 'back up and restore',
      async show({ page }) {
        await openSettingsTab(page, 'Backup');
        await page.getByRole('button', { name: 'Back up…' }).waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'backup-plan',
      description: 'what restoring a backup would change, before anything changes',
      async show({ page, app }) {
        await openSettingsTab(page, 'Backup');
        await page.getByLabel('Choose a backup…').setInputFiles(await officeBackup(app));
        await page.getByRole('table', { name: 'What restoring changes' }).waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'updates',
      description: 'the update check: this version and the feed it is checked against',
      async show({ page }) {
        await openSettingsTab(page, 'Updates');
        await page.getByRole('button', { name: 'Check now' }).waitFor();
        await waitForSettled(page);
      },
    },
  ],
};
