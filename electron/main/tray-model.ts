import type { TradingJournalEntry } from '../../shared/ipc/schemas/trading';
import { FINAL_JOURNAL_STATES } from '../../shared/ipc/schemas/trading';
import type { LoanState } from '../../shared/loans';

/** What the tray shows: the loan watchdog's worst state (null until its first check) and the orders whose outcome is not known yet. */
export interface TrayStatus {
  readonly loans: LoanState | null;
  /** Loan alerts not acknowledged yet. */
  readonly unacknowledged: number;
  readonly unknownOrders: number;
}

/** What a tray menu item does. */
export type TrayAction = 'open' | 'check-loans' | 'quit';

/** One line of the tray menu: a status line (not clickable), an action or a separator. */
export type TrayItem = { readonly label: string; readonly action?: TrayAction } | { readonly separator: true };

/** The tray icon's text: tooltip, menu bar title (macOS; empty when all is well) and menu. */
export interface TrayModel {
  readonly tooltip: string;
  readonly title: string;
  readonly items: readonly TrayItem[];
}

const LOAN_WORDS: Record<LoanState, string> = { ok: 'all OK', warning: 'near margin call', 'margin-call': 'MARGIN CALL', liquidation: 'LIQUIDATION' };

/** Orders (not cancels) the journal has no final answer for yet: sent or about to be, the service's answer not known. */
export function unknownOutcomeCount(entries: readonly TradingJournalEntry[]): number {
  return entries.filter((entry) => entry.kind === 'order' && !FINAL_JOURNAL_STATES.includes(entry.state)).length;
}

/** The tray's text and menu for a status. */
export function trayModel(status: TrayStatus): TrayModel {
  const loans = `Loans: ${status.loans === null ? 'not checked yet' : LOAN_WORDS[status.loans]}${status.unacknowledged > 0 ? ` · ${status.unacknowledged} alert${status.unacknowledged === 1 ? '' : 's'}` : ''}`;
  const orders =
    status.unknownOrders === 0 ? 'Orders: every outcome known' : `Orders: ${status.unknownOrders} with outcome unknown`;
  const alarming = status.loans !== null && status.loans !== 'ok';
  const title = [alarming ? LOAN_WORDS[status.loans!] : '', status.unknownOrders > 0 ? `${status.unknownOrders} unknown` : ''].filter(Boolean).join(' · ');
  return {
    tooltip: `SVC Desk — ${loans} — ${orders}`,
    title,
    items: [
      { label: loans },
      { label: orders },
      { separator: true },
      { label: 'Open SVC Desk', action: 'open' },
      { label: 'Check loans now', action: 'check-loans' },
      { separator: true },
      { label: 'Quit SVC Desk', action: 'quit' },
    ],
  };
}
