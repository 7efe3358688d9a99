import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_SIMULATOR_SEED, LOCAL_SIMULATOR_SPEED } from '../../electron/services/local-simulator/local-simulator';
import { startSimulator } from '../../electron/simulator/index';
import type { RunningSimulator } from '../../electron/simulator/server/simulator';
import type { AppHandle } from './harness/app';
import { shownAccounts, waitForAccounts } from './harness/dashboard-page';
import { customersOf } from './harness/expected';
import { useApp } from './harness/fixture';

/**
 * Starts the embedded simulator again on the address the app's profile points
 * at, from the world it saved when stopped (same state file, so the same API
 * key and secret): what a restarted service looks like to the app.
 */
async function restartSimulator(app: AppHandle): Promise<RunningSimulator> {
  const port = Number(new URL(app.simulator.baseUrl).port);
  const restarted = await startSimulator({
    host: '127.0.0.1',
    port,
    seed: LOCAL_SIMULATOR_SEED,
    speed: LOCAL_SIMULATOR_SPEED,
    stateFile: join(app.services.appInfo.dataFolder, 'simulator-state.json'),
    randomCredentials: true,
  });
  expect(restarted.baseUrl).toBe(app.simulator.baseUrl);
  expect(restarted.credentials[0]?.apiKey).toBe(app.simulator.apiKey);
  return restarted;
}

describe('dashboard when the service goes away and comes back', () => {
  const apps = useApp();

  it('keeps the data on screen marked stale with the error above it, and recovers on its own', async () => {
    const app = await apps.open();
    const { page } = app;
    // The shortest interval the preferences allow: recovery must come from it, not from a click.
    await app.services.preferences.update({ dashboard: { refreshSeconds: 5 } });
    const [first] = await customersOf(app);
    if (!first) throw new Error('The simulator offers no customer.');
    await waitForAccounts(page, first.customerNumber);
    await page.locator('.positions-table tbody tr').first().waitFor();
    const headline = page.getByTestId('portfolio-headline');
    await headline.waitFor();
    const accountsBefore = await shownAccounts(page);
    const positionsBefore = await page.locator('.positions-table tbody tr.position-row').count();
    expect(await page.getByTestId('stale-marker').count()).toBe(0);

    const simulator = await app.services.simulator;
    if (!simulator) throw new Error('The embedded simulator is not running.');
    await simulator.stop();
    let restarted: RunningSimulator | null = null;
    try {
      // Refresh (F5): both reads fail; the last data stays, marked stale, the error above it.
      await page.locator('main').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('F5');
      await page.getByText(/^Balances could not be refreshed: showing those as of/).waitFor({ timeout: 20_000 });
      await page.getByText(/^Prices could not be refreshed: showing those as of/).waitFor({ timeout: 20_000 });
      const markers = await page.getByTestId('stale-marker').allTextContents();
      expect(markers).toEqual([
        expect.stringMatching(/^Stale Balances as of .* old$/),
        expect.stringMatching(/^Stale Prices \((mid|bid)\) as of .* old$/),
      ]);
      expect(await shownAccounts(page)).toEqual(accountsBefore);
      expect(await page.locator('.positions-table tbody tr.position-row').count()).toBe(positionsBefore);
      expect(await headline.isVisible()).toBe(true);
      // The error comes before the table it could not refresh, not in its place.
      const errorAboveTable = await page.evaluate(() => {
        const notice = [...document.querySelectorAll('.refresh-error')].find((node) =>
          node.textContent?.includes('Balances could not be refreshed'),
        );
        const table = document.querySelector('.accounts-table');
        return !!notice && !!table && (notice.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      });
      expect(errorAboveTable).toBe(true);

      // The service comes back on the same address: the dashboard recovers by itself, no click.
      restarted = await restartSimulator(app);
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="stale-marker"]') === null &&
          document.querySelector('.refresh-error') === null,
        undefined,
        { timeout: 30_000 },
      );
      expect((await shownAccounts(page)).map((row) => row.id)).toEqual(accountsBefore.map((row) => row.id));
      expect(await page.locator('.freshness').allTextContents()).toEqual([
        expect.stringMatching(/^Balances as of /),
        expect.stringMatching(/^Prices \((mid|bid)\) as of /),
      ]);
    } finally {
      await restarted?.stop();
    }
  });
});
