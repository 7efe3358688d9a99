import type { MessageKey } from '../i18n/catalogue/messages';
import type { LoanState } from './state';

/** A portfolio's risk state in a trader's words (the Loans section, the Book, and main's notices and tray). */
export const LOAN_STATE_LABELS: Readonly<Record<LoanState, MessageKey>> = {
  ok: 'loans.state.ok',
  warning: 'loans.state.warning',
  'margin-call': 'loans.state.marginCall',
  liquidation: 'loans.state.liquidation',
};
