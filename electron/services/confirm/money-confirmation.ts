import type { Message } from '../../../shared/i18n/message';
import type { Translator } from '../../../shared/i18n/translator';
import { AppError, wordsIn, type ErrorWords } from '../errors';
import { dialogLanguage, type ConfirmPort, type ConfirmRequest } from './confirm-port';

/** One money write that needs the user's yes, asked by main (never by the page). */
export interface MoneyConfirmation {
  /** What main shows in its own dialog, written in the dialog's language. */
  request: (translator: Translator) => ConfirmRequest;
  /** Why it needs a confirmation, in a trader's words ("Order value CHF 600,000.00 is above …"). */
  reason: ErrorWords;
  /** How to do it where nothing can ask: the desk command with --yes ("`desk orders place … --yes`"). */
  deskCommand: string;
  /** What did not happen when it is refused: "Nothing was sent." or "Nothing was changed." */
  nothing: Message;
  /** The answer when the user said no ("The order was not confirmed; nothing was sent."). */
  declined: Message;
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
    throw new AppError(
      'limit',
      (translator) =>
        translator.t('errors.confirm.elsewhere', {
          reason: wordsIn(what.reason, translator),
          command: what.deskCommand,
          nothing: translator.format(what.nothing),
        }),
      { limit: 'confirmation' },
    );
  }
  if (!(await confirm.ask(what.request(dialogLanguage(confirm)))))
    throw new AppError('limit', what.declined, { limit: 'confirmation' });
}
