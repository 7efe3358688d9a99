import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../shared/ipc/schemas/preferences';
import { connectPreferencesEvents } from '../../../renderer/src/preferences/events';
import { resetPreferencesStore } from '../../../renderer/src/preferences/store';
import { AppearancePanel } from '../../../renderer/src/settings/AppearancePanel';
import { Sidebar } from '../../../renderer/src/shell/Sidebar';
import { installFakeApi, ok } from '../support/fake-api';

describe('the language in Settings', () => {
  afterEach(() => {
    cleanup();
    resetPreferencesStore();
  });

  it('asks main to keep the choice and shows every word in it at once, without a restart; lang follows', async () => {
    let saved: Preferences = DEFAULT_PREFERENCES;
    const changes: unknown[] = [];
    const api = installFakeApi()
      .answerAlways('preferences.update', (input) => {
        changes.push(input);
        saved = { ...saved, ...(input as Partial<Preferences>) };
        return ok(saved);
      })
      // Main resolves the choice; here "as the system" means English.
      .answerAlways('preferences.language', () =>
        ok({ choice: saved.language, language: saved.language === 'system' ? 'en' : saved.language }),
      );
    const stop = connectPreferencesEvents();
    render(
      <>
        <Sidebar />
        <AppearancePanel />
      </>,
    );
    expect(screen.getByRole('button', { name: /Settings/ })).toBeTruthy();
    await act(async () =>
      fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'de' } }),
    );
    expect(changes).toEqual([{ language: 'de' }]);
    // Main pushes the new preferences to every window; the words follow.
    await act(async () => api.emit('preferencesChanged', saved));
    await waitFor(() => expect(screen.getByRole('button', { name: /Einstellungen/ })).toBeTruthy());
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(screen.queryByText('Theme')).toBeNull();
    stop();
  });

  it('offers the language of exported files under the language: as the app by default, or one of the four, kept by main', async () => {
    let saved: Preferences = DEFAULT_PREFERENCES;
    const changes: unknown[] = [];
    installFakeApi()
      .answerAlways('preferences.update', (input) => {
        changes.push(input);
        saved = { ...saved, ...(input as Partial<Preferences>) };
        return ok(saved);
      })
      .answerAlways('preferences.language', () => ok({ choice: saved.language, language: 'en' }));
    const stop = connectPreferencesEvents();
    render(<AppearancePanel />);
    const field = screen.getByRole('combobox', { name: 'Language of exported files' }) as HTMLSelectElement;
    expect(field.value).toBe('app');
    expect([...field.options].map((option) => option.textContent)).toEqual([
      'As the app (English)',
      'Deutsch',
      'Français',
      'Italiano',
      'English',
    ]);
    await act(async () => fireEvent.change(field, { target: { value: 'fr' } }));
    expect(changes).toEqual([{ exportLanguage: 'fr' }]);
    stop();
  });
});
