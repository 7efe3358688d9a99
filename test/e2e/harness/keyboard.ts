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
export async function tabTo(page: Page, match: RegExp, options: { limit?: number; backwards?: boolean } = {}): Promise<void> {
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
