import { controlClient } from '../../../electron/simulator/control-client';
import { openSection, waitForSettled } from '../navigate';
import type { ScreenSection } from '../registry';

/** The Reports section's "Run for many customers": the form, then a run that finished. */
export const batchScreens: ScreenSection = {
  section: 'batch',
  screens: [
    {
      name: 'form',
      description: 'the month-end run form: kinds, period, reference currency rule, output, customers by filter',
      async show({ page }) {
        await openSection(page, 'Reports');
        await page.getByRole('button', { name: 'Run for many customers…' }).click();
        await page.getByLabel('Balance statement').check();
        await page.getByLabel('Customers matching a filter').check();
        await page.getByLabel('Number, name or reference currency contains').fill('CHF');
        await waitForSettled(page);
      },
    },
    {
      name: 'finished',
      description: 'a finished month-end run with its zip button',
      async show({ page, app }) {
        await openSection(page, 'Reports');
        const start = page.getByRole('button', { name: 'Start the run' });
        if (!(await start.isVisible())) await page.getByRole('button', { name: 'Run for many customers…' }).click();
        await start.click();
        const running = await app.services.simulator;
        const finished = page.getByText(/^The run is finished/);
        while (!(await finished.isVisible())) {
          if (running) await controlClient(running).advanceClock('1m');
          await finished.waitFor({ timeout: 500 }).catch(() => undefined);
        }
        await waitForSettled(page);
      },
    },
  ],
};
