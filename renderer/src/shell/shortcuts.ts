import { translate } from '../i18n/store';
import { SECTIONS } from './sections';
import type { SectionId } from './sections';

/** What a keyboard shortcut does. */
export type ShortcutAction =
  | { readonly kind: 'section'; readonly section: SectionId }
  | { readonly kind: 'refresh' }
  | { readonly kind: 'customer' }
  | { readonly kind: 'sidebar' }
  | { readonly kind: 'help' };

/** One line of the shortcuts help. */
export interface ShortcutHelp {
  readonly keys: string;
  readonly description: string;
}

/** Every app-wide shortcut, as the help (?) lists it. Tables add arrows and Enter on their own rows. */
export function shortcutHelp(isMac: boolean): ShortcutHelp[] {
  const mod = isMac ? '⌘' : 'Ctrl';
  return [
    ...SECTIONS.map((section) => ({
      keys: `Alt ${section.shortcut}`,
      description: translate('shell.shortcut.goTo', { section: translate(section.label) }),
    })),
    { keys: translate('shell.shortcut.refreshKeys', { mod }), description: translate('shell.shortcut.refresh') },
    { keys: `${mod} K`, description: translate('shell.shortcut.customer') },
    { keys: `${mod} B`, description: translate('shell.shortcut.sidebar') },
    { keys: '↑ ↓', description: translate('shell.shortcut.rows') },
    { keys: 'Enter', description: translate('shell.shortcut.open') },
    { keys: 'Esc', description: translate('shell.shortcut.close') },
    { keys: '?', description: translate('shell.shortcut.help') },
  ];
}

/** Whether typing in this element would be taken over by a one-key shortcut. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  const field = element.closest('input, textarea, select');
  if (!field) return false;
  const type = (field as HTMLInputElement).type;
  return field.tagName !== 'INPUT' || !['checkbox', 'radio', 'button', 'submit', 'reset', 'range'].includes(type);
}

/** The action a key press asks for, or null. Keys typed into a field stay the field's. */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target'>,
  isMac: boolean,
): ShortcutAction | null {
  const mod = isMac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
    const section = SECTIONS.find((s) => s.shortcut === event.key || `Digit${s.shortcut}` === event.code);
    return section ? { kind: 'section', section: section.id } : null;
  }
  if (event.key === 'F5' && !event.altKey) return { kind: 'refresh' };
  if (mod && !event.altKey && !event.shiftKey) {
    const key = event.key.toLowerCase();
    if (key === 'r') return { kind: 'refresh' };
    if (key === 'k') return { kind: 'customer' };
    if (key === 'b') return { kind: 'sidebar' };
  }
  if (event.key === '?' && !event.altKey && !event.ctrlKey && !event.metaKey && !isTextEntry(event.target))
    return { kind: 'help' };
  return null;
}
