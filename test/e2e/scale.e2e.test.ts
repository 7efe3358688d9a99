import { describe, expect, it } from 'vitest';
import { customersOf } from './harness/expected';
import { useApp } from './harness/fixture';
import { pressSectionKey } from './harness/keyboard';

const CUSTOMERS = 1000;

describe('an office of 1,000 customers', () => {
  const apps = useApp();

  it('the Book reads every customer with the total row, sorts them; the selector finds a customer by number and by name and lists the recent ones first', async () => {
    const app = await apps.open({ localSimulator: { customers: CUSTOMERS } });
    const { page } = app;
    const customers = await customersOf(app);
    expect(customers).toHaveLength(CUSTOMERS);

    // The Book: every row arrives (the total row counts them) with the office total, a screenful drawn.
    await pressSectionKey(page, 'Alt+0', 'Book');
    const total = page.locator('.book-table tfoot');
    await expect.poll(() => total.textContent(), { timeout: 30_000 }).toMatch(/Total \(1,000 customers\)/);
    expect(await total.textContent()).toMatch(/[\d,]+\.\d{2} CHF/);
    const drawn = await page.locator('.book-table tbody tr[data-row-index]').count();
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(100);

    // Sorted by name, both ways, over all 1,000 rows (not just those drawn).
    const names = new Intl.Collator('en-US');
    const byName = [...customers].sort((a, b) => names.compare(a.name, b.name));
    const firstRow = page.locator('.book-table tbody tr[data-row-index="0"] th');
    await page.getByRole('button', { name: 'Customer', exact: true }).click();
    await expect.poll(() => firstRow.textContent()).toContain(byName[0]!.name);
    await page.getByRole('button', { name: 'Customer', exact: true }).click();
    await expect.poll(() => firstRow.textContent()).toContain(byName.at(-1)!.name);

    // The selector: a customer found by number, then another by name; both then come first, most recent first.
    const selector = page.getByRole('combobox', { name: 'Customer' });
    const byNumber = customers[734]!;
    await selector.click();
    await selector.fill(byNumber.customerNumber);
    await expect.poll(() => page.getByRole('option').first().textContent()).toContain(byNumber.name);
    await selector.press('Enter');
    await expect.poll(() => selector.inputValue()).toBe(`${byNumber.customerNumber} · ${byNumber.name}`);

    const named = customers[421]!;
    await selector.click();
    await selector.fill(named.name);
    await expect.poll(() => page.getByRole('option').first().textContent()).toContain(named.customerNumber);
    await selector.press('Enter');
    await expect.poll(() => selector.inputValue()).toBe(`${named.customerNumber} · ${named.name}`);

    await selector.click();
    const options = page.getByRole('option');
    await expect.poll(() => options.nth(1).textContent()).toContain(byNumber.customerNumber);
    expect(await options.nth(0).textContent()).toContain(named.customerNumber);
    expect(await options.nth(0).locator('.customer-recent').textContent()).toBe('Recent');
    // Virtualized: a screenful of the 1,000 options is drawn.
    expect(await options.count()).toBeLessThan(60);
    expect(await options.first().getAttribute('aria-setsize')).toBe(String(CUSTOMERS));
    expect(app.pageErrors).toEqual([]);
  }, 60_000);
});
