import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useApp } from './harness/fixture';
import { createProfile, openProfiles } from './harness/settings-page';

describe('connection profiles', () => {
  const apps = useApp();

  it('a wrong secret in a new profile shows a clear authentication error', async () => {
    const app = await apps.open();
    const { page } = app;
    await openProfiles(page);
    const name = 'Wrong secret desk';
    // The dialog tests before it saves: the refused secret is shown there, and the main action is to fix it.
    await page.getByRole('button', { name: 'New profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'New connection profile' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Environment').selectOption('simulator');
    await dialog.getByLabel('Service address').fill(app.simulator.baseUrl);
    await dialog.getByLabel('API key').fill(app.simulator.apiKey);
    await dialog.getByLabel('API secret').fill('not-the-right-secret-42');
    await dialog.getByRole('button', { name: 'Test and create' }).click();
    const inDialog = dialog.locator('.draft-verdict');
    await inDialog.waitFor();
    expect(await inDialog.textContent()).toContain('Credentials refused');
    expect(await inDialog.textContent()).toContain('Nothing was saved');
    expect(app.services.profiles.records().some((record) => record.name === name)).toBe(false);
    expect(await dialog.getByRole('button', { name: 'Test again' }).getAttribute('class')).toContain('button-primary');
    await dialog.getByRole('button', { name: 'Save without a working connection' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.locator(`tr[data-profile-name="${name}"]`);
    expect(await row.locator('[data-secret-state]').getAttribute('data-secret-state')).toBe('set');

    await page.getByRole('button', { name: `Test connection of ${name}` }).click();
    const verdict = row.locator('[data-verdict]');
    await verdict.waitFor();
    expect(await verdict.getAttribute('data-verdict')).toBe('wrong-credentials');
    expect(await verdict.textContent()).toContain('Credentials refused');
    expect(await page.locator(`tr[data-verdict-for="${name}"]`).textContent()).toMatch(/Wrong API key or secret/);

    await page.getByRole('button', { name: `Use ${name}` }).click();
    await page.locator('.topbar .profile-name', { hasText: name }).waitFor();
    await page.keyboard.press('Alt+1');
    const alert = page.getByRole('alert').filter({ hasText: 'The customers of this profile could not be loaded' });
    await alert.waitFor();
    expect(await alert.locator('.error-notice-message').textContent()).toMatch(/secret|signature|key/i);
    await alert.getByText('Details').click();
    const details = await alert.locator('.detail-grid').innerText();
    expect(details).toMatch(/Kind\s+authentication/);
    expect(details).toMatch(/Status\s+401/);
    expect(details).toMatch(/Endpoint\s+List customers/);
  });

  it('never shows a stored secret, not even to the page', async () => {
    const app = await apps.open();
    const { page } = app;
    const secret = `e2e-Secret-${randomUUID()}`;
    const builtInSecret = app.simulator.apiSecret;
    expect(builtInSecret.length).toBeGreaterThan(0);
    await openProfiles(page);
    const name = 'Secret keeper';
    await createProfile(
      page,
      { name, environment: 'sandbox', baseUrl: app.simulator.baseUrl, apiKey: 'desk-key-1', secret },
      'keep',
    );
    const row = page.locator(`tr[data-profile-name="${name}"]`);
    expect(await row.locator('[data-secret-state]').textContent()).toBe('Secret stored');

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit profile “${name}”` });
    const field = dialog.getByLabel('API secret');
    expect(await field.getAttribute('type')).toBe('password');
    expect(await field.inputValue()).toBe('');
    expect(await dialog.getByText('Secret stored. Enter a new one only to replace it.').count()).toBe(1);

    // Typed but cancelled: the next edit starts empty again.
    await field.fill('typed-but-cancelled');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    expect(await page.getByRole('dialog').getByLabel('API secret').inputValue()).toBe('');
    await page.keyboard.press('Escape');

    const html = await page.content();
    const values = await page.$$eval('input', (inputs) => inputs.map((input) => input.value).join('\n'));
    expect(html).not.toContain(secret);
    expect(values).not.toContain(secret);
    expect(app.transcript.length).toBeGreaterThan(0);
    for (const crossed of app.transcript) {
      expect(crossed).not.toContain(secret);
      expect(crossed).not.toContain(builtInSecret);
    }
    // The keychain does hold it: the secret was stored, just never handed back.
    const profile = app.services.profiles.records().find((p) => p.name === name);
    expect(await app.services.secretStore.get(profile?.id ?? '')).toBe(secret);
  });
});
