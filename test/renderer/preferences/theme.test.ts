import { describe, expect, it } from 'vitest';
import { applyTheme } from '../../../renderer/src/preferences/theme';

describe('applyTheme', () => {
  it('pins light or dark on the root element and leaves system to the operating system', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root.dataset.theme).toBe('dark');
    applyTheme('light', root);
    expect(root.dataset.theme).toBe('light');
    applyTheme('system', root);
    expect(root.hasAttribute('data-theme')).toBe(false);
  });
});
