import type { TradingJournalEntry } from '../../shared/ipc/schemas/trading';
import { FINAL_JOURNAL_STATES } from '../../shared/ipc/schemas/trading';
import type { MessageKey } from '../../shared/i18n/catalogue/messages';
import type { Translator } from '../../shared/i18n/translator';
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

const LOAN_WORDS: Record<LoanState, MessageKey> = {
  ok: 'main.tray.loanState.ok',
  warning: 'main.tray.loanState.warning',
  'margin-call': 'main.tray.loanState.marginCall',
  liquidation: 'main.tray.loanState.liquidation',
};

/** Orders (not cancels) the journal has no final answer for yet: sent or about to be, the service's answer not known. */
export function unknownOutcomeCount(entries: readonly TradingJournalEntry[]): number {
  return entries.filter((entry) => entry.kind === 'order' && !FINAL_JOURNAL_STATES.includes(entry.state)).length;
}

/** The tray's text and menu for a status, in the translator's language. */
export function trayModel(status: TrayStatus, translator: Translator): TrayModel {
  const { t } = translator;
  const state = status.loans === null ? t('main.tray.loanState.notChecked') : t(LOAN_WORDS[status.loans]);
  const loans =
    status.unacknowledged > 0
      ? t('main.tray.loansWithAlerts', { state, count: status.unacknowledged })
      : t('main.tray.loans', { state });
  const orders =
    status.unknownOrders === 0
      ? t('main.tray.ordersKnown')
      : t('main.tray.ordersUnknown', { count: status.unknownOrders });
  const alarming = status.loans !== null && status.loans !== 'ok';
  const title = [
    alarming ? t(LOAN_WORDS[status.loans!]) : '',
    status.unknownOrders > 0 ? t('main.tray.unknownCount', { count: status.unknownOrders }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    tooltip: ['SVC Desk', loans, orders].join(' — '),
    title,
    items: [
      { label: loans },
      { label: orders },
      { separator: true },
      { label: t('main.tray.open'), action: 'open' },
      { label: t('main.tray.checkLoans'), action: 'check-loans' },
      { separator: true },
      { label: t('main.tray.quit'), action: 'quit' },
    ],
  };
}
