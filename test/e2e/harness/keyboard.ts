import type { Page } from 'playwright-core';

/** A short description of the focused element: role-ish tag plus accessible text. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    return `${role}:${name}`.slice(0, 200);
  });
}

/**
 * Presses Tab until the focused element's description matches, like a
 * keyboard user would; fails after `limit` presses.
 */
export async function tabTo(
  page: Page,
  match: RegExp,
  options: { limit?: number; backwards?: boolean } = {},
): Promise<void> {
  const limit = options.limit ?? 60;
  const seen: string[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (match.test(now)) return;
    seen.push(now);
  }
  throw new Error(`Tab never reached ${match}. Focus went through: ${seen.join(' | ')}`);
}

/**
 * Opens a section by its Alt shortcut, as a keyboard user does. The shell may
 * still be starting when a test begins (its key handler not yet attached), so
 * the key is pressed until the section's heading shows; fails after 10 tries.
 */
export async function pressSectionKey(page: Page, key: string, heading: string): Promise<void> {
  const title = page.getByRole('heading', { name: heading, level: 1 });
  await page.locator('.sidebar').waitFor();
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.keyboard.press(key);
    if (
      await title.waitFor({ timeout: 1000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new Error(`${key} never opened the ${heading} section.`);
}
