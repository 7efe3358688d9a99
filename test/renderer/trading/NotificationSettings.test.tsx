import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TRADING_SETTINGS } from '../../../shared/ipc/schemas/trading';
import { NotificationSettings } from '../../../renderer/src/trading/NotificationSettings';
import { resetTradingSettingsStore } from '../../../renderer/src/trading/settings-store';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';

describe('order notification switches', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi().answerAlways('trading.settings', () => ok(DEFAULT_TRADING_SETTINGS));
    resetTradingSettingsStore();
  });
  afterEach(cleanup);

  it('shows a switch per kind and saves one change through trading.updateSettings', async () => {
    render(<NotificationSettings />);
    const fills = await screen.findByRole('switch', { name: /^Fills/ });
    expect(screen.getAllByRole('switch')).toHaveLength(5);
    expect((fills as HTMLInputElement).checked).toBe(true);
    act(() => {
      fireEvent.click(screen.getByRole('switch', { name: /^Partial fills/ }));
    });
    const [call] = api.pending('trading.updateSettings');
    expect(call!.input).toEqual({ notifications: { partialFills: false } });
    expect((screen.getByRole('switch', { name: /^Partial fills/ }) as HTMLInputElement).checked).toBe(false);
    // Main refuses: the switch shows the saved value again and says why.
    await act(async () =>
      call!.answer({ ok: false, error: { kind: 'storage', message: 'The settings file could not be written.' } }),
    );
    expect((screen.getByRole('switch', { name: /^Partial fills/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('The settings file could not be written.')).toBeTruthy();
  });
});
