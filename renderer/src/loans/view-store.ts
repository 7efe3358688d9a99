import { create } from 'zustand';

/** The tabs of the Loans section. */
export const LOANS_TABS = ['Portfolios', 'Alerts', 'Lender reports', 'Settings'] as const;
export type LoansTab = (typeof LOANS_TABS)[number];

const useStore = create<{ tab: LoansTab }>()(() => ({ tab: 'Portfolios' }));

export const useLoansTab = (): LoansTab => useStore((state) => state.tab);

export function setLoansTab(tab: LoansTab): void {
  useStore.setState({ tab });
}
