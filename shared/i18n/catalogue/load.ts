import type { DisplayLanguage, Language } from '../languages';
import type { Messages } from './messages';

// Each locale is its own module, so the renderer downloads only the one it shows.
const LOADERS: Record<Language, () => Promise<Messages>> = {
  de: () => import('./de/index').then((module) => module.messages),
  en: () => import('./en/index').then((module) => module.messages),
  fr: () => import('./fr/index').then((module) => module.messages),
  it: () => import('./it/index').then((module) => module.messages),
};

/** The catalogue of one language (the pseudo-locale is made from English). */
export async function loadMessages(language: DisplayLanguage): Promise<Messages> {
  // The pseudo-locale (and the ICU printer it needs) is loaded only by the layout tests that ask for it.
  if (language === 'pseudo') {
    const [english, { pseudoLocalize }] = await Promise.all([LOADERS.en(), import('../pseudo')]);
    return pseudoLocalize(english);
  }
  return LOADERS[language]();
}
