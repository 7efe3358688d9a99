import { useEffect, useState } from 'react';
import { requestRefresh } from './refresh';
import { shortcutFor } from './shortcuts';
import { ShortcutsHelp } from './ShortcutsHelp';
import { navigate, toggleSidebar } from './store';

const isMac = typeof navigator !== 'undefined' && /Mac/i.test(navigator.platform);

/** Puts the caret in the top bar's customer selector, which opens its list. */
function focusCustomerSelector(): void {
  const input = document.querySelector<HTMLInputElement>('.topbar input[role="combobox"]');
  if (!input || input.disabled) return;
  input.focus();
  input.click();
}

/** App-wide keyboard shortcuts (sections, refresh, customer, sidebar) and the "?" help they are listed in. */
export function GlobalShortcuts(): React.JSX.Element | null {
  const [helpOpen, setHelpOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented) return;
      const action = shortcutFor(event, isMac);
      if (!action) return;
      event.preventDefault();
      switch (action.kind) {
        case 'section':
          navigate(action.section);
          break;
        case 'refresh':
          requestRefresh();
          break;
        case 'customer':
          focusCustomerSelector();
          break;
        case 'sidebar':
          toggleSidebar();
          break;
        case 'help':
          setHelpOpen(true);
          break;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return helpOpen ? <ShortcutsHelp isMac={isMac} onClose={() => setHelpOpen(false)} /> : null;
}
