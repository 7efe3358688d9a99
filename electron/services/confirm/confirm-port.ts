import type { Translator } from '../../../shared/i18n/translator';
import { ENGLISH } from '../i18n/english';

/**
 * A confirmation the page cannot give: Electron shows a native modal dialog
 * from main; browser mode and tests have none (available: false), so what
 * needs one is refused there by construction.
 */
export interface ConfirmRequest {
  title: string;
  /** The question in one line. */
  message: string;
  /** The facts in words (order, values, old and new limits). */
  detail: string;
  /** The label of the button that says yes. */
  confirmLabel: string;
}

/** How main asks the user outside the page. */
export interface ConfirmPort {
  /** False: nothing can ask (browser mode, tests): what needs a confirmation is refused with the reason. */
  readonly available: boolean;
  /** Resolves true only when the user chose confirmLabel. */
  ask(request: ConfirmRequest): Promise<boolean>;
  /** The language the dialog speaks (the user's, in the desktop app); none: English (tests, the desk). */
  readonly translator?: (() => Translator) | undefined;
}

/** The translator a confirmation's words are written with: the port's language, else English. */
export function dialogLanguage(port: ConfirmPort): Translator {
  return port.translator?.() ?? ENGLISH;
}

/** The port where nothing can ask: every confirmation is refused. */
export const CANNOT_CONFIRM: ConfirmPort = { available: false, ask: () => Promise.resolve(false) };
