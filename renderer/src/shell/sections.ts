import type { MessageKey } from '../../../shared/i18n/catalogue/messages';

/** The app's sections, in sidebar order, with the catalogue key of each one's name. */
export const SECTIONS = [
  { id: 'book', label: 'shell.section.book', shortcut: '0' },
  { id: 'dashboard', label: 'shell.section.dashboard', shortcut: '1' },
  { id: 'trading', label: 'shell.section.trading', shortcut: '2' },
  { id: 'staking', label: 'shell.section.staking', shortcut: '3' },
  { id: 'loans', label: 'shell.section.loans', shortcut: '4' },
  { id: 'reports', label: 'shell.section.reports', shortcut: '5' },
  { id: 'settings', label: 'shell.section.settings', shortcut: '6' },
] as const satisfies readonly { id: string; label: MessageKey; shortcut: string }[];

export type SectionId = (typeof SECTIONS)[number]['id'];
