import type { Page } from 'playwright-core';

/** Opens Settings > Profiles through the sidebar. */
export async function openProfiles(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('button', { name: /Settings/ })
    .click();
  await page.getByRole('heading', { name: 'Connection profiles' }).waitFor();
}

/** Fills and submits the new-profile dialog; waits until the profile's row is listed. */
export async function createProfile(
  page: Page,
  profile: {
    name: string;
    environment: 'production' | 'sandbox' | 'simulator';
    baseUrl: string;
    apiKey: string;
    secret: string;
  },
  refused: 'keep' | 'not-expected' = 'not-expected',
): Promise<void> {
  await page.getByRole('button', { name: 'New profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'New connection profile' });
  await dialog.getByLabel('Name').fill(profile.name);
  await dialog.getByLabel('Environment').selectOption(profile.environment);
  await dialog.getByLabel('Service address').fill(profile.baseUrl);
  await dialog.getByLabel('API key').fill(profile.apiKey);
  await dialog.getByLabel('API secret').fill(profile.secret);
  // The dialog tests the details before saving: a working profile is saved at once; one the service
  // refuses is shown in the dialog, and kept only when the test says so (refused: 'keep').
  await dialog.getByRole('button', { name: 'Test and create' }).click();
  if (refused === 'keep') {
    await dialog.locator('.draft-verdict').waitFor();
    await dialog.getByRole('button', { name: 'Save without a working connection' }).click();
  }
  await dialog.waitFor({ state: 'detached' });
  await page.locator(`tr[data-profile-name="${profile.name}"]`).waitFor();
}
