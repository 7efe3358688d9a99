import { describe, expect, it } from 'vitest';
import { controlClient } from '../../electron/simulator/control-client';
import type { AppHandle } from './harness/app';
import { COLOUR_RULES, describeFindings, installAxe, pageCsp, seriousViolations } from './harness/axe';
import { customersOf } from './harness/expected';
import { useBrowser, useSharedApp } from './harness/fixture';
import type { SharedApp } from './harness/fixture';
import { waitForSettled } from '../screenshots/navigate';
import { THEMES, VIEWPORT } from '../screenshots/registry';
import type { ScreenSection, Theme } from '../screenshots/registry';
import { SCREEN_SECTIONS } from '../screenshots/screens/index';

/**
 * Sections that change the app for the sections after them run last, in this order: reports and pnl fill
 * the archive (and reports leaves a damaged statement in it), dialogs adds a profile, loans shocks prices (limit orders
 * at fixed prices would meet the price band) and selects the second customer. The screens that take the service
 * away (dashboard/stale, desk-finish/unreachable) do it with the simulator's faults, which the next section clears.
 */
const LAST = ['reports', 'pnl', 'dialogs', 'loans'];
// A section that needs a world of its own (the office of 1,000 customers) is not shown in this shared app: its Book
// and selector are the same views the book and shell sections check here.
const SHARED_WORLD = SCREEN_SECTIONS.filter((section) => section.localSimulator === undefined);
const ORDER: readonly ScreenSection[] = [
  ...SHARED_WORLD.filter((section) => !LAST.includes(section.section)),
  ...LAST.flatMap((name) => SHARED_WORLD.filter((section) => section.section === name)),
];

/** The page's CSP as built, read once before axe is installed (to compare with after). */
let builtCsp: Promise<string | null> | undefined;

/** The CSP header of the first page as the server sent it. */
let firstHeader: { sent: string | undefined } | undefined;

/**
 * The shared app as a fresh one starts a section: every simulator fault cleared (the service back after a screen
 * took it away), the first customer selected, the default window size, the light colour scheme.
 */
async function freshSection(shared: SharedApp): Promise<AppHandle> {
  const app = await shared.app();
  const running = await app.services.simulator;
  if (!running) throw new Error('The app has no embedded simulator.');
  await controlClient(running).clearFaults();
  const [first] = await customersOf(app);
  const profileId = app.services.profiles.active()?.id;
  if (!first || !profileId) throw new Error('The simulator offers no customer.');
  const selected = (await app.dispatcher.dispatch('customers.select', {
    profileId,
    customerNumber: first.customerNumber,
  })) as { ok: boolean };
  expect(selected.ok, 'the first customer selected').toBe(true);
  await app.page.setViewportSize(VIEWPORT);
  return app;
}

/** Switches the page's colour scheme in place and waits until the page shows it, unpinned by a preference. */
async function showTheme(app: AppHandle, theme: Theme): Promise<void> {
  await app.page.emulateMedia({ colorScheme: theme });
  const scheme = await app.page.evaluate(() => ({
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    pinned: document.documentElement.dataset['theme'] ?? null,
  }));
  expect(scheme, 'the colour scheme in force').toEqual({ dark: theme === 'dark', pinned: null });
  await waitForSettled(app.page);
}

// Every registered screen (the screenshot registry: the same screens a person looks at), in both themes,
// checked by axe-core with zero serious or critical violations allowed. One Chromium and one app for the
// whole file (starting an app and its simulator costs seconds on a loaded machine). Each screen is a test of its
// own, shown once from a freshly loaded page and checked in full in the light theme, then by the colour rules in the
// dark one (the page's colour scheme switched in place: the same screen, so showing it twice would only cost time). A section's screens
// run in order: a screen may use what an earlier one created.
describe('accessibility (axe-core) on every screen', () => {
  const browser = useBrowser();
  const shared = useSharedApp(browser, { viewport: VIEWPORT });
  for (const section of ORDER) {
    section.screens.forEach((screen, index) => {
      it(
        `${section.section}/${screen.name} has no serious or critical violations in either theme`,
        { timeout: 300_000 },
        async () => {
          const app = index === 0 ? await freshSection(shared) : await shared.app();
          builtCsp ??= pageCsp(app.page).then(async (before) => {
            await installAxe(app.context);
            return before;
          });
          const csp = await builtCsp;
          expect(csp, 'the production build states a CSP').toMatch(/default-src 'none'/);
          await app.page.emulateMedia({ colorScheme: 'light' });
          // From a freshly loaded page (dashboard, first customer), as the screenshots do.
          const response = await app.page.reload();
          // The policy the server sends stays the same with axe in the page.
          const sent = response?.headers()['content-security-policy'];
          firstHeader ??= { sent };
          expect(sent).toBe(firstHeader.sent);
          await app.page.locator('#main').waitFor();
          await screen.show({ page: app.page, app, theme: 'light' });
          const findings: string[] = [];
          for (const theme of THEMES) {
            await showTheme(app, theme);
            findings.push(
              ...describeFindings(
                `${section.section}/${screen.name}/${theme}`,
                await seriousViolations(app.page, theme === THEMES[0] ? undefined : COLOUR_RULES),
              ),
            );
          }
          // Injecting axe changed nothing about the policy the page runs under.
          expect(await pageCsp(app.page)).toBe(csp);
          expect(findings, findings.join('\n')).toEqual([]);
        },
      );
    });
  }
});
