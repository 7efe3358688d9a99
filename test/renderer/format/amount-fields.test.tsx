import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SIMULATOR_LIMITS } from '../../../shared/trading/limits';
import { AlertDialog } from '../../../renderer/src/alerts/AlertDialog';
import { editAlertFor, resetAlertsStore } from '../../../renderer/src/alerts/store';
import { formatDecimal } from '../../../shared/format/decimal';
import { parseLimitsDraft } from '../../../renderer/src/trading/limits-form';
import { installFakeApi, ok } from '../support/fake-api';

// Every amount field reads numbers through the one parser the ticket uses: as de-CH, de-DE and en-US write them, and as the app shows them.
describe('amount fields outside the ticket', () => {
  afterEach(() => {
    cleanup();
    resetAlertsStore();
  });

  it("the limits editor reads 1'000'000, 1.000.000,5 and a figure the app displayed", () => {
    const draft = {
      ...SIMULATOR_LIMITS,
      confirmWindowMinutes: '10',
      maxOrdersPerMinute: "1'000",
      maxOrderValue: "1'000'000",
      maxDailyValue: '1.000.000,5',
      confirmAbove: formatDecimal('250000.25', { locale: 'de-CH' }),
    };
    const parsed = parseLimitsDraft(draft);
    expect(parsed).toMatchObject({
      ok: true,
      limits: {
        maxOrderValue: '1000000',
        maxDailyValue: '1000000.5',
        confirmAbove: '250000.25',
        maxOrdersPerMinute: 1000,
      },
    });
  });

  it('a price alert level typed as de-DE writes it reaches main as plain decimal text', async () => {
    const added: unknown[] = [];
    // Main answers the rule as it keeps it (the dialog then confirms it in words).
    installFakeApi().answerAlways(
      'alerts.add',
      (input) => (
        added.push(input),
        ok({
          ...(input as object),
          id: 'r2',
          createdAt: '2026-11-26T00:00:00Z',
          armed: true,
          snoozedUntil: null,
          last: null,
        })
      ),
    );
    render(<AlertDialog />);
    act(() => editAlertFor({ profileId: 'p', symbol: 'BTC', currency: 'CHF' }));
    fireEvent.change(screen.getByLabelText('Price (CHF)'), { target: { value: '70.000,5' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set alert' })));
    expect(added).toEqual([expect.objectContaining({ kind: 'level', level: '70000.5' })]);
  });
});
