import type { Page } from 'playwright-core';

/** Opens a section through the sidebar and waits for its heading. */
export async function openSection(page: Page, label: string, heading: string | RegExp = label): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** Opens a Settings tab and waits for its panel. */
export async function openSettingsTab(page: Page, tab: string): Promise<void> {
  await openSection(page, 'Settings');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('tabpanel').waitFor();
}

/** Waits until no loading indicator is on screen (skeletons, spinners, aria-busy). */
export async function waitForSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[aria-busy="true"], .skeleton, .spinner, .loading') === null,
    undefined,
    { timeout: 20_000 },
  );
  // Let charts finish their first layout and fonts settle.
  await page.evaluate(() =>
    document.fonts.ready.then(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    ),
  );
}
