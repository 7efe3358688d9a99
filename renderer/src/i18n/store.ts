import { create } from 'zustand';
import { loadMessages } from '../../../shared/i18n/catalogue/load';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { matchLanguage, messageLocale, type DisplayLanguage } from '../../../shared/i18n/languages';
import type { Message, MessageValues } from '../../../shared/i18n/message';
import { createTranslator, type Translator } from '../../../shared/i18n/translator';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';

// The one translator the page shows its words with; null until the first catalogue arrived (nothing is drawn before).
const useStore = create<{ readonly translator: Translator | null }>()(() => ({ translator: null }));

// The newest request wins: a slow catalogue must not replace the one the user chose after it.
let wanted: DisplayLanguage | null = null;

/** Shows the page in `language`: loads its catalogue (once per language), then every view re-renders in it. */
export async function showLanguage(language: DisplayLanguage): Promise<void> {
  wanted = language;
  const messages = await loadMessages(language);
  if (wanted !== language) return;
  // Plural rules follow the words' language in the region of the browser's locale ("de-CH"), like the numbers.
  const translator = createTranslator(language, messageLocale(language, navigator.language), messages);
  document.documentElement.lang = language === 'pseudo' ? 'en-XA' : language;
  useStore.setState({ translator });
}

/** Asks main which language the user's choice means now, and shows it (main unreachable: the browser's language). */
export async function loadLanguage(): Promise<void> {
  const result = await settle(() => desktopApi().preferences.language());
  const language = result.ok ? result.value.language : matchLanguage(navigator.languages);
  try {
    await showLanguage(language);
  } catch (error) {
    // A catalogue that failed to load (a damaged install, a dropped connection in browser mode) must not leave the
    // page blank: English is tried once more, and only its failure is left to the page's error handling.
    if (language === 'en') throw error;
    console.error(`The ${language} catalogue could not be loaded; showing English.`, error);
    await showLanguage('en');
  }
}

/** The translator, once the first catalogue arrived. */
export const useTranslator = (): Translator | null => useStore((state) => state.translator);

function current(): Translator {
  const translator = useStore.getState().translator;
  if (!translator) throw new Error('No catalogue is loaded yet: words were asked for before the page showed anything.');
  return translator;
}

/** For components: a function from key to text in the page's language; the component re-renders when it changes. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const translator = useStore((state) => state.translator);
  if (!translator) throw new Error('No catalogue is loaded yet: useT is used outside the language gate.');
  return translator.t;
}

/**
 * For code outside components (stores, models that build labels): the text
 * in the page's language at the time of the call. Call it while rendering or
 * when the words are shown, never to keep words in a store (they would stay
 * in the old language after a switch): keep the key, or a Message.
 */
export function translate(key: MessageKey, values?: MessageValues): string {
  return current().t(key, values);
}

/** Like translate, but null before the first catalogue arrived (for words made before anything is drawn). */
export function translateIfShown(key: MessageKey, values?: MessageValues): string | null {
  return useStore.getState().translator?.t(key, values) ?? null;
}

/** A Message main sent (a notice, an error), in the page's language. */
export function translateMessage(message: Message): string {
  return current().format(message);
}

/** The language the page shows now (null before the first catalogue). */
export const useDisplayLanguage = (): DisplayLanguage | null => useStore((state) => state.translator?.language ?? null);

/** Test seam: forget the translator. */
export function resetLanguageStore(): void {
  wanted = null;
  useStore.setState({ translator: null });
}
