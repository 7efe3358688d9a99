import { linesWithoutForgingCharacters } from '../../../shared/text/forging-characters';
import { message } from '../../../shared/i18n/message';
import { AppError } from '../errors';
import type { ConfirmPort, ConfirmRequest } from './confirm-port';

/** How often a page may make main show a dialog: one at a time, at most `perWindow` within `windowMs`. */
export interface DialogBudget {
  perWindow: number;
  windowMs: number;
}

/** Four confirmations a minute is more than a person answers with care; more is a page pressing for a "yes". */
export const DIALOG_BUDGET: DialogBudget = { perWindow: 4, windowMs: 60_000 };

/**
 * Main's dialogs as a page can reach them: every text is shown without
 * forging characters (a profile name saved before names were checked, the
 * service's text), line breaks main put in stay; and a page cannot flood
 * the user with dialogs until one is confirmed by mistake: while one is open
 * another is refused, and beyond the budget a request is refused without
 * showing anything. A refusal is a 'limit' error: nothing was done.
 */
export function guardedDialogs(
  port: ConfirmPort,
  options: { budget?: DialogBudget; now?: () => number } = {},
): ConfirmPort {
  if (!port.available) return port;
  const budget = options.budget ?? DIALOG_BUDGET;
  const now = options.now ?? (() => performance.now());
  const shown: number[] = [];
  let open = false;
  return {
    available: true,
    translator: port.translator,
    async ask(request: ConfirmRequest) {
      if (open) throw new AppError('limit', message('errors.confirm.anotherOpen'));
      const time = now();
      while (shown.length > 0 && time - shown[0]! >= budget.windowMs) shown.shift();
      if (shown.length >= budget.perWindow) {
        throw new AppError('limit', message('errors.confirm.tooMany'));
      }
      shown.push(time);
      open = true;
      try {
        return await port.ask({
          title: linesWithoutForgingCharacters(request.title),
          message: linesWithoutForgingCharacters(request.message),
          detail: linesWithoutForgingCharacters(request.detail),
          confirmLabel: linesWithoutForgingCharacters(request.confirmLabel),
        });
      } finally {
        open = false;
      }
    },
  };
}
