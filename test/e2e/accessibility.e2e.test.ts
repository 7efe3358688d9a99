import { describe, expect, it } from 'vitest';
import { controlClient } from '../../electron/simulator/control-client';
import type { AppHandle } from './harness/app';
import { describeFindings, installAxe, pageCsp, seriousViolations } from './harness/axe';
import { customersOf } from './harness/expected';
import { useBrowser, useSharedApp } from './harness/fixture';
import type { SharedApp } from './harness/fixture';
import { THEMES, VIEWPORT } from '../screenshots/registry';
import type { ScreenSection } from '../screenshots/registry';
import { SCREEN_SECTIONS } from '../screenshots/screens/index';

/**
 * Sections that change the app for the sections after them run last, in this order: reports and pnl fill
 * the archive (and reports leaves a damaged statement in it), dialogs adds a profile, loans shocks prices (limit orders
 * at fixed prices would meet the price band) and selects the second customer, and the last screens of
 * dashboard and desk-finish stop the simulator for good.
 */
const LAST = ['reports', 'pnl', 'dialogs', 'loans', 'dashboard', 'desk-finish'];
const ORDER: readonly ScreenSection[] = [
  ...SCREEN_SECTIONS.filter((section) => !LAST.includes(section.section)),
  ...LAST.flatMap((name) => SCREEN_SECTIONS.filter((section) => section.section === name)),
];

/** The page's CSP as built, read once per app before axe is installed (to compare with after). */
const builtCsp = new WeakMap<AppHandle, Promise<string | null>>();
function installed(app: AppHandle): Promise<string | null> {
  let csp = builtCsp.get(app);
  if (!csp) {
    csp = pageCsp(app.page).then(async (before) => {
      await installAxe(app.context);
      return before;
    });
    builtCsp.set(app, csp);
  }
  return csp;
}

/** The CSP header of each app's first page as its server sent it. */
const firstHeader = new WeakMap<AppHandle, string | undefined>();

/**
 * The shared app as a fresh one starts a section: its simulator running (after a section stopped it, a new
 * app), no fault armed, the first customer selected, the default window size.
 */
async function freshSection(shared: SharedApp): Promise<AppHandle> {
  let app = await shared.app();
  const running = await app.services.simulator;
  const serving = running ? await controlClient(running).clearFaults().then(() => true, () => false) : false;
  if (!serving) {
    await shared.retire();
    app = await shared.app();
  }
  const [first] = await customersOf(app);
  const profileId = app.services.profiles.active()?.id;
  if (!first || !profileId) throw new Error('The simulator offers no customer.');
  const selected = (await app.dispatcher.dispatch('customers.select', { profileId, customerNumber: first.customerNumber })) as { ok: boolean };
  expect(selected.ok, 'the first customer selected').toBe(true);
  await app.page.setViewportSize(VIEWPORT);
  return app;
}

// Every registered screen (the screenshot registry: the same screens a person looks at), in both themes,
// checked by axe-core with zero serious or critical violations allowed. One Chromium for the file and one
// app per theme shared by its sections (starting an app and its simulator per section took a quarter of
// the file's time on a loaded machine); each screen still starts from a freshly loaded page, and is a test
// of its own (a section's screens run in order: a screen may use what an earlier one created).
describe('accessibility (axe-core) on every screen', () => {
  const browser = useBrowser();
  for (const theme of THEMES) {
    describe(`in the ${theme} theme`, () => {
      const shared = useSharedApp(browser, { colorScheme: theme, viewport: VIEWPORT });
      for (const section of ORDER) {
        section.screens.forEach((screen, index) => {
          it(`${section.section}/${screen.name} in the ${theme} theme has no serious or critical violations`, { timeout: 300_000 }, async () => {
            const app = index === 0 ? await freshSection(shared) : await shared.app();
            const csp = await installed(app);
            expect(csp, 'the production build states a CSP').toMatch(/default-src 'none'/);
            // From a freshly loaded page (dashboard, first customer), as the screenshots do.
            const response = await app.page.reload();
            // The policy the server sends stays the same with axe in the page (each app's server names its own port).
            const sent = response?.headers()['content-security-policy'];
            if (!firstHeader.has(app)) firstHeader.set(app, sent);
            expect(sent).toBe(firstHeader.get(app));
            await app.page.locator('#main').waitFor();
            await screen.show({ page: app.page, app, theme });
            const findings = describeFindings(`${section.section}/${screen.name}/${theme}`, await seriousViolations(app.page));
            // Injecting axe changed nothing about the policy the page runs under.
            expect(await pageCsp(app.page)).toBe(csp);
            expect(findings, findings.join('\n')).toEqual([]);
          });
        });
      }
    });
  }
});
