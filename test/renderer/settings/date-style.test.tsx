import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../shared/ipc/schemas/preferences';
import { formatDateTime, setDateStyle } from '../../../renderer/src/format/datetime';
import { connectPreferencesEvents } from '../../../renderer/src/preferences/events';
import { resetPreferencesStore } from '../../../renderer/src/preferences/store';
import { AppearancePanel } from '../../../renderer/src/settings/AppearancePanel';
import { installFakeApi, ok } from '../support/fake-api';

describe('date style in Settings', () => {
  afterEach(() => {
    cleanup();
    resetPreferencesStore();
    setDateStyle('locale');
  });

  it("asks main to keep ISO, and every date of the app follows main's answer", async () => {
    const changes: unknown[] = [];
    const api = installFakeApi().answerAlways(
      'preferences.update',
      (input) => (changes.push(input), ok({ ...DEFAULT_PREFERENCES, ...(input as object) })),
    );
    const stop = connectPreferencesEvents();
    render(<AppearancePanel />);
    const at = new Date(2026, 10, 5, 14, 3, 7).getTime();
    expect(formatDateTime(at)).not.toBe('2026-11-05 14:03:07');
    await act(async () => screen.getByRole('radio', { name: /ISO 8601/ }).click());
    expect(changes).toEqual([{ dateStyle: 'iso' }]);
    expect(formatDateTime(at)).toBe('2026-11-05 14:03:07');
    expect((screen.getByRole('radio', { name: /ISO 8601/ }) as HTMLInputElement).checked).toBe(true);
    // Another window changed it back: the push is followed too.
    act(() => api.emit('preferencesChanged', DEFAULT_PREFERENCES));
    expect(formatDateTime(at)).not.toBe('2026-11-05 14:03:07');
    stop();
  });
});
