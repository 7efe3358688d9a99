import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRefreshRequests } from '../../../renderer/src/shell/refresh';
import { connectShellEvents } from '../../../renderer/src/shell/events';
import { currentSection, navigate } from '../../../renderer/src/shell/store';
import { installFakeApi } from '../support/fake-api';

describe('the application menu in the page', () => {
  it("shows Settings when the menu's Settings (Ctrl+, / Cmd+,) asks for it, and stops listening when torn down", () => {
    const api = installFakeApi();
    navigate('trading');
    const stop = connectShellEvents();
    api.emit('openSection', { section: 'settings' });
    expect(currentSection()).toBe('settings');
    stop();
    navigate('trading');
    api.emit('openSection', { section: 'settings' });
    expect(currentSection()).toBe('trading');
  });
});

describe('a machine that slept', () => {
  it('asks the view on screen to reload when main says the computer woke', () => {
    const api = installFakeApi();
    const reloads: number[] = [];
    const Probe = (): null => {
      useRefreshRequests(() => reloads.push(reloads.length + 1));
      return null;
    };
    const stop = connectShellEvents();
    const view = render(<Probe />);
    expect(reloads).toEqual([]);
    act(() => api.emit('resumed', { at: '2026-11-28T07:00:00.000Z', cause: 'resume' }));
    expect(reloads).toEqual([1]);
    stop();
    act(() => api.emit('resumed', { at: '2026-11-28T08:00:00.000Z', cause: 'unlock' }));
    expect(reloads).toEqual([1]);
    view.unmount();
  });
});
