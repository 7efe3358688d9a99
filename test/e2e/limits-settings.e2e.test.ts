import { describe, expect, it } from 'vitest';
import { useApp } from './harness/fixture';

describe('trading limits in Settings', () => {
  const apps = useApp();

  it(
    "lowering a limit saves at once; raising one shows main's refusal and changes nothing",
    { timeout: 120_000 },
    async () => {
      const app = await apps.open();
      const { page } = app;
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('button', { name: /Settings/ })
        .click();
      await page.getByRole('tab', { name: 'Trading' }).click();
      const form = page.getByRole('form', { name: 'Trading limits' });
      const perOrder = form.getByLabel('Max notional per order');
      await expect.poll(() => perOrder.inputValue()).toBe('1000000');
      const profileId = await form.getByLabel('Profile').inputValue();

      await perOrder.fill('900000');
      await form.getByRole('button', { name: 'Save limits' }).click();
      await form.getByRole('status').filter({ hasText: 'Limits saved.' }).waitFor();
      expect(await app.services.trading.limits(profileId)).toMatchObject({ maxOrderValue: '900000' });

      await perOrder.fill('2000000');
      await form.getByRole('button', { name: 'Save limits' }).click();
      const refusal = form.getByRole('alert');
      await refusal.waitFor();
      expect(await refusal.textContent()).toMatch(/not confirmed|desk limits set/);
      expect(await app.services.trading.limits(profileId)).toMatchObject({ maxOrderValue: '900000' });
    },
  );
});
