import { openSettingsTab, waitForSettled } from '../navigate';
import type { ScreenSection } from '../registry';

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
