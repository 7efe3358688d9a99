import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { AppHandle, OpenAppOptions } from './app';
import { openApp } from './app';
import { launchChromium } from './chromium';

type AppOptions = Omit<OpenAppOptions, 'rendererDir'>;

/** One Chromium for the test file (or describe block) that calls it: started before its tests, closed after. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running.');
    return browser;
  };
}

/** What a test must leave behind: no CSP violation in the page, no error it logged (from `since` on). */
async function expectClean(app: AppHandle, since = 0): Promise<void> {
  expect(await app.cspViolations().catch(() => []), 'Content-Security-Policy violations').toEqual([]);
  expect(app.pageErrors.slice(since), 'errors logged by the page').toEqual([]);
}

/**
 * One Chromium per test file and a fresh app (user-data folder, services,
 * simulator, browser context) per test. After each test the page must have
 * logged no error and reported no CSP violation.
 */
export function useApp(): { open: (options?: AppOptions) => Promise<AppHandle> } {
  const browser = useBrowser();
  const running: AppHandle[] = [];

  afterEach(async () => {
    const apps = running.splice(0);
    try {
      for (const app of apps) await expectClean(app);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  return {
    async open(options = {}) {
      const app = await openApp(browser(), { rendererDir: inject('rendererDir'), ...options });
      running.push(app);
      return app;
    },
  };
}

/** An app the tests of a describe block share (see useSharedApp). */
export interface SharedApp {
  /** The running app; the first call (and the first after retire) opens one, within the calling test's time limit. */
  app(): Promise<AppHandle>;
  /** Closes the app (it can no longer serve, e.g. its service was stopped): the next app() opens a fresh one. */
  retire(): Promise<void>;
}

/**
 * One app shared by the tests of the describe block that calls it, in the
 * browser of useBrowser: for tests that only look at screens and can run in
 * one user-data folder one after another (starting an app and its simulator
 * costs seconds on a loaded machine). Tests that need a fresh data folder use
 * useApp. After each test the page must have logged no error since the test
 * began and reported no CSP violation; the app closes after the block.
 */
export function useSharedApp(browser: () => Browser, options: AppOptions = {}): SharedApp {
  let current: Promise<AppHandle> | undefined;
  let errorsBefore = 0;

  const retire = async (): Promise<void> => {
    const closing = current;
    current = undefined;
    await (await closing?.catch(() => undefined))?.close();
  };

  beforeEach(async () => {
    errorsBefore = (await current?.catch(() => undefined))?.pageErrors.length ?? 0;
  });
  afterEach(async () => {
    const app = await current?.catch(() => undefined);
    if (app) await expectClean(app, errorsBefore);
  });
  afterAll(retire);

  return {
    app() {
      current ??= openApp(browser(), { rendererDir: inject('rendererDir'), ...options });
      return current;
    },
    retire,
  };
}
