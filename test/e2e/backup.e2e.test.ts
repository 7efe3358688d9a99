import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useApp } from './harness/fixture';

describe('Settings → Backup (browser mode)', () => {
  const apps = useApp();
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it(
    'backs up, a setting changes, the restore shows its plan first and then brings the setting back',
    { timeout: 120_000 },
    async () => {
      const saves = await mkdtemp(join(tmpdir(), 'svc-desk-backup-e2e-'));
      folders.push(saves);
      // The save dialog's stand-in: the name main offers, in a folder of the test's.
      const app = await apps.open({ chooseSaveFile: async ({ defaultName }) => join(saves, defaultName) });
      const { page } = app;
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('button', { name: /Settings/ })
        .click();
      await page.getByRole('tab', { name: 'Backup' }).click();
      await page.getByRole('button', { name: 'Back up…' }).click();
      const saved = page.getByRole('status').filter({ hasText: /^Saved as / });
      await saved.waitFor();
      const fileName = /Saved as (\S+)\./.exec((await saved.textContent()) ?? '')?.[1];
      expect(fileName).toMatch(/^svc-desk-backup-\d{4}-\d{2}-\d{2}\.json$/);
      const backup = join(saves, fileName!);
      expect(JSON.parse(await readFile(backup, 'utf8'))).toMatchObject({ format: 'svc-desk-backup', version: 1 });
      const before = app.services.preferences.get().theme;

      // A setting changes after the backup.
      await page.getByRole('tab', { name: 'Appearance' }).click();
      await page.getByRole('radio', { name: /^Dark/ }).click();
      await expect.poll(() => app.services.preferences.get().theme).toBe('dark');

      // The page sends the picked file to main; the plan comes first and changes nothing.
      await page.getByRole('tab', { name: 'Backup' }).click();
      await page.getByLabel('Choose a backup…').setInputFiles(backup);
      const plan = page.getByRole('table', { name: 'What restoring changes' });
      await plan.waitFor();
      await expect
        .poll(() => plan.getByRole('row').filter({ hasText: 'Preferences' }).textContent())
        .toContain('Replaced');
      expect(app.services.preferences.get().theme).toBe('dark');

      await page.getByRole('button', { name: 'Restore', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'The backup was restored.' }).waitFor();
      expect(app.services.preferences.get().theme).toBe(before);
      // The page follows main's pushed preferences: the Appearance tab shows the restored choice.
      await page.getByRole('tab', { name: 'Appearance' }).click();
      await expect.poll(() => page.getByRole('radio', { name: /^Dark/ }).isChecked()).toBe(false);
      expect(app.pageErrors).toEqual([]);
    },
  );
});
