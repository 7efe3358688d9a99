import type { TradingJournalEntry } from '../../shared/ipc/schemas/trading';
import { FINAL_JOURNAL_STATES } from '../../shared/ipc/schemas/trading';
import type { MessageKey } from '../../shared/i18n/catalogue/messages';
import type { Translator } from '../../shared/i18n/translator';
import type { LoanState } from '../../shared/loans';
import type { BatchView } from '../../shared/reports/batch';
import { formatCount } from '../../shared/format/count';

/** A month-end run in progress, as the tray counts it. */
export interface TrayBatch {
  readonly done: number;
  readonly failed: number;
  readonly total: number;
  /** Milliseconds left (null until a step finished). */
  readonly etaMs: number | null;
}

/** What the tray shows: the loan watchdog's worst state (null until its first check) and the orders whose outcome is not known yet. */
export interface TrayStatus {
  readonly loans: LoanState | null;
  /** Loan alerts not acknowledged yet. */
  readonly unacknowledged: number;
  readonly unknownOrders: number;
  /** The month-end run while this app runs it (absent or null: none in progress). */
  readonly batch?: TrayBatch | null;
}

/** The tray's part of a run's progress: only while it is in progress here, else null. */
export function trayBatch(
  view: Pick<BatchView, 'state' | 'live' | 'done' | 'failed' | 'remaining' | 'etaMs'>,
): TrayBatch | null {
  if (view.state !== 'running' || !view.live) return null;
  return { done: view.done, failed: view.failed, total: view.done + view.failed + view.remaining, etaMs: view.etaMs };
}

/** The run's progress as whole sentences: counts, then the time left once known. */
function batchLines(batch: TrayBatch, translator: Translator): string[] {
  const { t, locale } = translator;
  const counts = {
    count: batch.total,
    done: formatCount(batch.done, locale),
    total: formatCount(batch.total, locale),
    failed: formatCount(batch.failed, locale),
  };
  const progress = batch.failed === 0 ? t('batch.tray.progress', counts) : t('batch.tray.progressFailed', counts);
  if (batch.etaMs === null) return [progress];
  const minutes = Math.max(1, Math.ceil(batch.etaMs / 60_000));
  return [progress, t('batch.tray.eta', { count: minutes, shown: formatCount(minutes, locale) })];
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
  const batch = status.batch ? batchLines(status.batch, translator) : [];
  return {
    tooltip: ['SVC Desk', loans, orders, ...batch].join(' — '),
    title,
    items: [
      { label: loans },
      { label: orders },
      ...batch.map((label) => ({ label })),
      { separator: true },
      { label: t('main.tray.open'), action: 'open' },
      { label: t('main.tray.checkLoans'), action: 'check-loans' },
      { separator: true },
      { label: t('main.tray.quit'), action: 'quit' },
    ],
  };
}
