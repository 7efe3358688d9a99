import { createProfile } from '../../e2e/harness/settings-page';
import { openSection, openSettingsTab, waitForSettled } from '../navigate';
import type { ScreenSection } from '../registry';

/** The shell's and the profiles' dialogs. */
export const dialogScreens: ScreenSection = {
  section: 'dialogs',
  screens: [
    {
      name: 'keyboard-shortcuts',
      description: 'the keyboard shortcuts help (?)',
      async show({ page }) {
        await openSection(page, 'Dashboard');
        await page.locator('body').press('?');
        await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'new-profile',
      description: 'the new connection profile dialog, filled in',
      async show({ page }) {
        await openSettingsTab(page, 'Profiles');
        await page.getByRole('button', { name: 'New profile' }).click();
        const dialog = page.getByRole('dialog', { name: 'New connection profile' });
        await dialog.getByLabel('Name').fill('Sandbox');
        await dialog.getByLabel('Environment').selectOption('sandbox');
        await dialog.getByLabel('Service address').fill('https://sandbox.example.com');
        await dialog.getByLabel('API key').fill('sbx-key-0001');
        await waitForSettled(page);
      },
    },
    {
      name: 'edit-profile',
      description: 'editing a profile (its secret is never shown)',
      async show({ page, app }) {
        await openSettingsTab(page, 'Profiles');
        // Once per app: a later pass (the other theme in the same app) edits the one an earlier pass created.
        await page.locator('tr[data-profile-name]').first().waitFor();
        if ((await page.locator('tr[data-profile-name="Sandbox"]').count()) === 0)
          await createProfile(
            page,
            {
              name: 'Sandbox',
              environment: 'sandbox',
              baseUrl: app.simulator.baseUrl,
              apiKey: 'sbx-key-0001',
              secret: 'sandbox-secret-for-screenshots',
            },
            'keep',
          );
        await page.getByRole('button', { name: 'Edit Sandbox' }).click();
        await page.getByRole('dialog', { name: 'Edit profile “Sandbox”' }).waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'profile-network',
      description: "a profile's network: its own proxy with a user name, the CA file (browser mode: an upload)",
      async show({ page }) {
        await openSettingsTab(page, 'Profiles');
        await page.getByRole('button', { name: 'Edit Local simulator' }).click();
        await page.getByRole('button', { name: 'Network settings of Local simulator' }).click();
        const dialog = page.getByRole('dialog', { name: 'Network of Local simulator' });
        await dialog.getByRole('radio', { name: 'This proxy' }).check();
        await dialog.getByLabel('Proxy address').fill('http://proxy.office.example:3128');
        await dialog.getByLabel('User name (optional)').fill('trader');
        await waitForSettled(page);
      },
    },
    {
      name: 'delete-profile',
      description: 'the delete confirmation',
      async show({ page }) {
        // The profile the previous screen created.
        await openSettingsTab(page, 'Profiles');
        await page.getByRole('button', { name: 'Delete Sandbox' }).click();
        await page.getByRole('dialog', { name: 'Delete profile?' }).waitFor();
        await waitForSettled(page);
      },
    },
  ],
};
