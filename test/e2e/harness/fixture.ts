import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { AppHandle, OpenAppOptions } from './app';
import { openApp } from './app';
import { launchChromium } from './chromium';

/**
 * One Chromium per test file and a fresh app (user-data folder, services,
 * simulator, browser context) per test. After each test the page must have
 * logged no error and reported no CSP violation.
 */
export function useApp(): { open: (options?: Omit<OpenAppOptions, 'rendererDir'>) => Promise<AppHandle> } {
  let browser: Browser | undefined;
  const running: AppHandle[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterEach(async () => {
    const apps = running.splice(0);
    try {
      for (const app of apps) {
        expect(await app.cspViolations().catch(() => []), 'Content-Security-Policy violations').toEqual([]);
        expect(app.pageErrors, 'errors logged by the page').toEqual([]);
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async open(options = {}) {
      if (!browser) throw new Error('Chromium is not running.');
      const app = await openApp(browser, { rendererDir: inject('rendererDir'), ...options });
      running.push(app);
      return app;
    },
  };
}
