import type { Page } from 'playwright-core';

/**
 * The words a person sees on the page now (or in one part of it, less some parts): its visible text and the names it gives assistive technology and
 * hover (aria-label, title, placeholder, alt of visible elements). A word is a run of letters of at least three;
 * figures, ids and symbols in capitals (BTC, CHF, USD) are not words of a language and are left out.
 */
export async function shownWords(
  page: Page,
  region: { within?: string; except?: readonly string[] } = {},
): Promise<Set<string>> {
  const texts = await page.evaluate(
    ({ within, except }) => {
      const root = within === undefined ? document.body : document.querySelector(within);
      if (!root) return [];
      const left = except.length > 0 ? except.join(', ') : null;
      const visible = (element: Element): boolean =>
        (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed';
      const named = [root, ...root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')]
        .filter(
          (element) => visible(element) && !element.closest('[inert]') && (left === null || !element.closest(left)),
        )
        .flatMap((element) =>
          ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
        );
      // The text as written (not innerText: a CSS text-transform would turn column heads into capitals, left out as
      // symbols), from the text nodes a person can see.
      const texts: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, [inert]') || (left !== null && parent.closest(left))) continue;
        if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        texts.push(node.textContent ?? '');
      }
      return [texts.join(' '), ...named];
    },
    { within: region.within, except: region.except ?? [] },
  );
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
      // A piece of a hex id cut short by an ellipsis ("desk-adfd…") may hold no digit: still not a word.
      if (/^[a-f]{4,}$/.test(word) && /[a-f]{4,}…/.test(text)) continue;
      words.add(word);
    }
  }
  return words;
}
