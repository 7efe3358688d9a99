/** The app's sections, in sidebar order. */
export const SECTIONS = [
  { id: 'book', label: 'Book', shortcut: '0' },
  { id: 'dashboard', label: 'Dashboard', shortcut: '1' },
  { id: 'trading', label: 'Trading', shortcut: '2' },
  { id: 'staking', label: 'Staking', shortcut: '3' },
  { id: 'loans', label: 'Loans', shortcut: '4' },
  { id: 'reports', label: 'Reports', shortcut: '5' },
  { id: 'settings', label: 'Settings', shortcut: '6' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];
