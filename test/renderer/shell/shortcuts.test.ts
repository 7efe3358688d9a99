import { describe, expect, it } from 'vitest';
import { shortcutFor, shortcutHelp } from '../../../renderer/src/shell/shortcuts';

function key(init: Partial<KeyboardEvent> & { key: string }, target: EventTarget | null = document.body) {
  return { code: '', altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, target, ...init };
}

describe('shortcutFor', () => {
  it('maps Alt+digit to a section', () => {
    expect(shortcutFor(key({ key: '2', altKey: true }), false)).toEqual({ kind: 'section', section: 'trading' });
    // macOS turns Alt+2 into another character: the physical key still counts.
    expect(shortcutFor(key({ key: '™', code: 'Digit2', altKey: true }), true)).toEqual({
      kind: 'section',
      section: 'trading',
    });
  });

  it('refreshes with F5 and the platform modifier + R, not the other modifier', () => {
    expect(shortcutFor(key({ key: 'F5' }), false)).toEqual({ kind: 'refresh' });
    expect(shortcutFor(key({ key: 'r', ctrlKey: true }), false)).toEqual({ kind: 'refresh' });
    expect(shortcutFor(key({ key: 'r', metaKey: true }), true)).toEqual({ kind: 'refresh' });
    expect(shortcutFor(key({ key: 'r', metaKey: true }), false)).toBeNull();
  });

  it('opens the customer selector and toggles the sidebar', () => {
    expect(shortcutFor(key({ key: 'k', ctrlKey: true }), false)).toEqual({ kind: 'customer' });
    expect(shortcutFor(key({ key: 'B', ctrlKey: true }), false)).toEqual({ kind: 'sidebar' });
  });

  it('opens help with "?" except while typing in a field', () => {
    expect(shortcutFor(key({ key: '?', shiftKey: true }), false)).toEqual({ kind: 'help' });
    const input = document.createElement('input');
    expect(shortcutFor(key({ key: '?', shiftKey: true }, input), false)).toBeNull();
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    expect(shortcutFor(key({ key: '?', shiftKey: true }, checkbox), false)).toEqual({ kind: 'help' });
  });

  it('lists every shortcut it handles in the help', () => {
    const keys = shortcutHelp(false).map((line) => line.keys);
    expect(keys).toEqual(expect.arrayContaining(['Alt 1', 'F5 or Ctrl R', 'Ctrl K', 'Ctrl B', '?']));
    expect(shortcutHelp(true).map((line) => line.keys)).toContain('⌘ K');
  });
});
