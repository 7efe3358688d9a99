import { create } from 'zustand';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';

/** The tabs of the Loans section, in order. */
export const LOANS_TABS = ['portfolios', 'alerts', 'lenders', 'settings'] as const;
export type LoansTab = (typeof LOANS_TABS)[number];

/** Each tab's name. */
export const LOANS_TAB_LABELS: Readonly<Record<LoansTab, MessageKey>> = {
  portfolios: 'loans.tab.portfolios',
  alerts: 'loans.tab.alerts',
  lenders: 'loans.tab.lenders',
  settings: 'loans.tab.settings',
};

const useStore = create<{ tab: LoansTab }>()(() => ({ tab: 'portfolios' }));

export const useLoansTab = (): LoansTab => useStore((state) => state.tab);

export function setLoansTab(tab: LoansTab): void {
  useStore.setState({ tab });
}
