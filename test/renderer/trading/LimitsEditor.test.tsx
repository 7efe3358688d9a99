import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MODEST_LIMITS, SIMULATOR_LIMITS, type TradingLimits } from '../../../shared/trading/limits';
import { profilesChanged } from '../../../renderer/src/profiles/store';
import { LimitsEditor } from '../../../renderer/src/trading/LimitsEditor';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { profileView } from '../support/fixtures';
import { resetStores } from '../support/settle';

const SIM = profileView({ id: '11111111-1111-4111-8111-111111111111', name: 'Simulator', environment: 'simulator' });
const LIVE = profileView({ id: '22222222-2222-4222-8222-222222222222', name: 'Live', environment: 'production' });
const REFUSAL =
  'Raising a limit (Max notional per order) needs a confirmation the page cannot give: use the desktop app, or `desk limits set ... --yes`. Nothing was changed.';

function type(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function save(): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('the trading limits editor in Settings', () => {
  let api: FakeApi;
  let stored: Record<string, TradingLimits>;
  let sent: unknown[];
  beforeEach(() => {
    stored = { [SIM.id]: SIMULATOR_LIMITS, [LIVE.id]: MODEST_LIMITS };
    sent = [];
    api = installFakeApi()
      .answerAlways('trading.limits', (input) => ok(stored[(input as { profileId: string }).profileId]))
      .answerAlways('trading.setLimits', (input) => {
        const { profileId, limits } = input as { profileId: string; limits: TradingLimits };
        sent.push(input);
        // As main in browser mode: lowering is saved, raising the per-order limit refused.
        if (Number(limits.maxOrderValue) > Number(stored[profileId]!.maxOrderValue))
          return { ok: false, error: { kind: 'limit', message: REFUSAL } };
        stored[profileId] = limits;
        return ok(limits);
      });
    resetStores();
    profilesChanged({ profiles: [SIM, LIVE], activeProfileId: SIM.id });
  });
  afterEach(cleanup);

  it("shows the active profile's limits and another's when chosen", async () => {
    render(<LimitsEditor />);
    expect(((await screen.findByLabelText('Max notional per order')) as HTMLInputElement).value).toBe(
      SIMULATOR_LIMITS.maxOrderValue,
    );
    await act(async () => type('Profile', LIVE.id));
    expect(((await screen.findByLabelText('Max notional per order')) as HTMLInputElement).value).toBe(
      MODEST_LIMITS.maxOrderValue,
    );
    expect((screen.getByLabelText('Orders per minute') as HTMLInputElement).value).toBe('10');
  });

  it("lowering saves at once; raising shows main's refusal and the limit in force stays", async () => {
    render(<LimitsEditor />);
    await screen.findByLabelText('Max notional per order');
    type('Max notional per order', '2000');
    type('Confirm orders above', '1000');
    await save();
    expect(sent).toEqual([
      { profileId: SIM.id, limits: { ...SIMULATOR_LIMITS, maxOrderValue: '2000', confirmAbove: '1000' } },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Limits saved.');
    expect(stored[SIM.id]!.maxOrderValue).toBe('2000');

    type('Max notional per order', '5000');
    await save();
    // In the app's one error view, with no "Try again" (trying again cannot help).
    expect(screen.getByRole('alert').querySelector('.error-notice-message')?.textContent).toBe(REFUSAL);
    expect(screen.getByRole('alert').textContent).toContain('The limits were not saved');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(stored[SIM.id]!.maxOrderValue).toBe('2000');
    // The ticket's copy of the limits was read again from main after each answer.
    expect(api.log.filter((channel) => channel === 'trading.limits').length).toBeGreaterThanOrEqual(3);
  });

  it('a bad value is named at its field and nothing is sent', async () => {
    render(<LimitsEditor />);
    await screen.findByLabelText('Max notional per order');
    type('Price band (%)', '150');
    await save();
    expect(sent).toEqual([]);
    expect(screen.getByLabelText('Price band (%)').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the confirmation window in the limits editor', () => {
  afterEach(cleanup);

  it('shows the window in minutes and sends a new one as a whole number; a fraction is named at its field', async () => {
    const sent: unknown[] = [];
    installFakeApi()
      .answerAlways('trading.limits', () => ok(MODEST_LIMITS))
      .answerAlways(
        'trading.setLimits',
        (input) => (sent.push(input), ok((input as { limits: TradingLimits }).limits)),
      );
    resetStores();
    profilesChanged({ profiles: [LIVE], activeProfileId: LIVE.id });
    render(<LimitsEditor />);
    expect(((await screen.findByLabelText('Confirmation window (minutes)')) as HTMLInputElement).value).toBe('10');
    type('Confirmation window (minutes)', '2.5');
    await save();
    expect(sent).toEqual([]);
    expect(screen.getByLabelText('Confirmation window (minutes)').getAttribute('aria-invalid')).toBe('true');
    type('Confirmation window (minutes)', '30');
    await save();
    expect(sent).toEqual([{ profileId: LIVE.id, limits: { ...MODEST_LIMITS, confirmWindowMinutes: 30 } }]);
  });
});
