import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoginItemView } from '../../../shared/ipc/schemas/startup';
import { showLanguage } from '../../../renderer/src/i18n/store';
import { StartAtLogin } from '../../../renderer/src/settings/StartAtLogin';
import { installFakeApi, ok } from '../support/fake-api';

function osLoginItem(initial: LoginItemView) {
  let item = initial;
  const changes: unknown[] = [];
  installFakeApi()
    .answerAlways('startup.loginItem', () => ok(item))
    .answerAlways('startup.setLoginItem', (input) => {
      changes.push(input);
      item = { ...item, openAtLogin: (input as { openAtLogin: boolean }).openAtLogin };
      return ok(item);
    });
  return changes;
}

describe('Start at login in Settings', () => {
  afterEach(() => cleanup());

  it('asks main to register the app, and says it starts in the tray while Keep watching is on', async () => {
    const changes = osLoginItem({ unavailable: null, openAtLogin: false, startsHidden: true });
    render(<StartAtLogin />);
    const toggle = await screen.findByRole('switch', { name: /Start SVC Desk when I log in/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/starts in the tray/)).toBeTruthy();
    await act(async () => fireEvent.click(toggle));
    expect(changes).toEqual([{ openAtLogin: true }]);
    expect(((await screen.findByRole('switch')) as HTMLInputElement).checked).toBe(true);
  });

  it('is shown unavailable in browser mode, with the reason on one line', async () => {
    const changes = osLoginItem({ unavailable: 'browser', openAtLogin: false, startsHidden: false });
    render(<StartAtLogin />);
    const toggle = (await screen.findByRole('switch')) as HTMLInputElement;
    expect(toggle.disabled).toBe(true);
    expect(
      screen.getByText('Not available in browser mode: only the desktop app can start when you log in.'),
    ).toBeTruthy();
    fireEvent.click(toggle);
    expect(changes).toEqual([]);
  });

  it('speaks German', async () => {
    osLoginItem({ unavailable: null, openAtLogin: true, startsHidden: false });
    await showLanguage('de');
    render(<StartAtLogin />);
    expect(await screen.findByRole('switch', { name: /SVC Desk beim Anmelden starten/ })).toBeTruthy();
    expect(screen.getByText(/SVC Desk öffnet sein Fenster/)).toBeTruthy();
    expect(screen.queryByText(/Start SVC Desk when I log in/)).toBeNull();
  });
});
