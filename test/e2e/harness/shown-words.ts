import type { Page } from 'playwright-core';

/**
 * The words a person sees on the page now: its visible text and the names it gives assistive technology and
 * hover (aria-label, title, placeholder, alt of visible elements). A word is a run of letters of at least three;
 * figures, ids and symbols in capitals (BTC, CHF, USD) are not words of a language and are left out.
 */
export async function shownWords(page: Page, region: { within?: string; except?: readonly string[] } = {}): Promise<Set<string>> {
  const texts = await page.evaluate(({ within, except }) => {
    const root = within === undefined ? document.body : document.querySelector(within);
    if (!root) return [];
    const left = except.length > 0 ? except.join(', ') : null;
    const visible = (element: Element): boolean => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed';
    const named = [root, ...root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')]
      .filter((element) => visible(element) && !element.closest('[inert]') && (left === null || !element.closest(left)))
      .flatMap((element) => ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''));
    // innerText of the region without the parts left out (they are hidden for the reading, then shown again).
    const hidden = left === null ? [] : [...root.querySelectorAll<HTMLElement>(left)];
    const before = hidden.map((element) => element.style.display);
    for (const element of hidden) element.style.display = 'none';
    const text = (root as HTMLElement).innerText;
    hidden.forEach((element, index) => (element.style.display = before[index]!));
    return [text, ...named];
  }, { within: region.within, except: region.except ?? [] });
  return wordsOf(texts);
}

/** The words (three letters or more, not all capitals) of some texts. */
export function wordsOf(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    // Ids (order ids such as desk-a234ce4b2fff-760, request ids, hashes) are not words: a run of letters, digits and
    // hyphens with a digit in it is left out whole.
    for (const word of text.replace(/[\p{L}\d-]*\d[\p{L}\d-]*/gu, ' ').match(/\p{L}{3,}/gu) ?? []) {
      if (word === word.toUpperCase()) continue;
      words.add(word);
    }
  }
  return words;
}
