import { AppError } from '../errors';
import type { ConfirmPort, ConfirmRequest } from './confirm-port';

/** One money write that needs the user's yes, asked by main (never by the page). */
export interface MoneyConfirmation {
  /** What main shows in its own dialog. */
  request: ConfirmRequest;
  /** Why it needs a confirmation, in a trader's words ("Order value CHF 600,000.00 is above …"). */
  reason: string;
  /** How to do it where nothing can ask: the desk command with --yes ("`desk orders place … --yes`"). */
  deskCommand: string;
  /** What did not happen when it is refused: "Nothing was sent." or "Nothing was changed." */
  nothing: string;
  /** The answer when the user said no ("The order was not confirmed; nothing was sent."). */
  declined: string;
  /** Confirmed outside the page already (the desk's --yes); the IPC channels never set it. */
  confirmed: boolean;
}

/**
 * The one way main confirms a money write (a large order, a split order, a
 * staking entry or exit, a payout change, a cancel-all, raising a limit):
 * Electron's native dialog through the ConfirmPort, `--yes` in the desk;
 * where nothing can ask (browser mode), a refusal that says why and where it
 * can be done. Resolves only when the write may go ahead; otherwise throws
 * AppError('limit') with details.limit 'confirmation'.
 */
export async function requireConfirmation(confirm: ConfirmPort, what: MoneyConfirmation): Promise<void> {
  if (what.confirmed) return;
  if (!confirm.available) {
    throw new AppError('limit', `${what.reason}; this needs your confirmation in a dialog the browser cannot show: use the desktop app, or ${what.deskCommand}. ${what.nothing}`, {
      limit: 'confirmation',
    });
  }
  if (!(await confirm.ask(what.request))) throw new AppError('limit', what.declined, { limit: 'confirmation' });
}
