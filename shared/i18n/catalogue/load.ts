import type { DisplayLanguage, Language } from '../languages';
import type { Messages } from './messages';
import { pseudoLocalize } from '../pseudo';

// Each locale is its own module, so the renderer downloads only the one it shows.
const LOADERS: Record<Language, () => Promise<Messages>> = {
  de: () => import('./de/index').then((module) => module.messages),
  en: () => import('./en/index').then((module) => module.messages),
  fr: () => import('./fr/index').then((module) => module.messages),
  it: () => import('./it/index').then((module) => module.messages),
};

/** The catalogue of one language (the pseudo-locale is made from English). */
export async function loadMessages(language: DisplayLanguage): Promise<Messages> {
  if (language === 'pseudo') return pseudoLocalize(await LOADERS.en());
  return LOADERS[language]();
}
