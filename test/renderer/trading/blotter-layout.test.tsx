import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAssetPrecision, resetAssetsStore } from '../../../renderer/src/assets/store';
import { TradingDesk } from '../../../renderer/src/trading/TradingDesk';
import { deskApi, PROFILE } from './desk-harness';
import { order } from './fixtures';
import { flush } from '../support/settle';

describe('blotter and drawer finish', () => {
  afterEach(cleanup);

  it("keeps the header in the body's scroll box, names the action column, and shows enum values in words", async () => {
    await deskApi(
      [{ customerNumber: '100101', name: 'Alpine Capital AG' }],
      [order(1, { orderType: 'PreviouslyQuoted' }), order(2, { status: 'Filled' })],
    );
    render(<TradingDesk />);
    await flush();
    const scroll = await screen.findByTestId('blotter-scroll');
    // One scroll box for header and body: sideways they can never fall out of line.
    expect(scroll.querySelector('.blotter-header')).not.toBeNull();
    const headers = [...scroll.querySelectorAll('[role="columnheader"]')];
    expect(headers.every((header) => (header.textContent ?? '').trim() !== '')).toBe(true);
    expect(headers.at(-1)!.className).toContain('blotter-action');
    const row = scroll.querySelector('[data-order-id="1"]')!;
    expect(row.textContent).toContain('Quoted');
    expect(row.textContent).toContain('Good till cancel');
    expect(row.textContent).not.toMatch(/GoodTillCancel|PreviouslyQuoted/);
    expect(row.lastElementChild!.className).toContain('blotter-action');
  });

  it("shows quantities at the asset's places and prices at the instrument's, the exact text on hover", async () => {
    resetAssetsStore();
    await deskApi(
      [{ customerNumber: '100101', name: 'Alpine Capital AG' }],
      [order(1, { quantity: '0.5' as never, price: '3327.3' as never, cumulativeQuantity: '0.12345678' as never })],
    );
    await loadAssetPrecision(PROFILE.id);
    render(<TradingDesk />);
    await flush();
    const row = (await screen.findByTestId('blotter-scroll')).querySelector('[data-order-id="1"]')!;
    const cells = [...row.querySelectorAll('[role="cell"]')].map((cell) => cell.textContent);
    // Quantity, Price, Stop, Filled: BTC at 8 places beside a filled 0.12345678, CHF prices at 2.
    expect(cells.slice(4, 8)).toEqual(['0.50000000', '3,327.30', '–', '0.12345678']);
    expect(row.querySelector('[role="cell"]:nth-child(5) .num')?.getAttribute('title')).toBe('0.5');
    resetAssetsStore();
  });

  it("shows the drawer's fields labelled and formatted, the raw field names only under Raw response", async () => {
    await deskApi([{ customerNumber: '100101', name: 'Alpine Capital AG' }]);
    render(<TradingDesk />);
    await flush();
    fireEvent.click(await screen.findByRole('button', { name: /Order 1 BTC\/CHF: show details/ }));
    await flush();
    const dialog = screen.getByRole('dialog');
    const raw = dialog.querySelector('details.raw-response')!;
    expect(raw.querySelector('summary')!.textContent).toBe('Raw response');
    expect(raw.textContent).toContain('cumulativeQuantity');
    const outside = [...dialog.querySelectorAll('dt')].filter((dt) => !raw.contains(dt)).map((dt) => dt.textContent);
    expect(outside).toEqual(
      expect.arrayContaining(['Status', 'Filled', 'Remaining', 'Average price', 'Commission', 'You pay']),
    );
    expect(outside.some((label) => /^[a-z]+[A-Z]/.test(label ?? ''))).toBe(false);
  });
});

describe('cancel asks once, inline', () => {
  afterEach(cleanup);

  it('sends nothing on the first press; Esc keeps the order; Yes cancels it', async () => {
    const api = await deskApi([{ customerNumber: '100101', name: 'Alpine Capital AG' }]);
    render(<TradingDesk />);
    await flush();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order 1' }));
    await flush();
    expect(api.pending('trading.cancel')).toHaveLength(0);
    const yes = screen.getByRole('button', { name: 'Yes, cancel' });
    expect(document.activeElement).toBe(yes);
    fireEvent.keyDown(yes, { key: 'Escape' });
    await flush();
    expect(screen.queryByRole('button', { name: 'Yes, cancel' })).toBeNull();
    expect(api.pending('trading.cancel')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order 1' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await flush();
    expect(api.pending('trading.cancel')).toHaveLength(1);
  });
});
