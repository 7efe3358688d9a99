import { describe, expect, it } from 'vitest';
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
