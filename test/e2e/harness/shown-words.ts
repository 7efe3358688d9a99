import type { Page } from 'playwright-core';
import { wordsOf } from './words-of';

export { wordsOf };

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
        // An identifier (renderer/src/ui/Identifier) is split into text nodes at its zeros, so a piece of an id may
        // hold no digit ("ebdfce"); it is data, never a word of a language.
        if (parent.closest('.identifier-text')) continue;
        if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        texts.push(node.textContent ?? '');
      }
      return [texts.join(' '), ...named];
    },
    { within: region.within, except: region.except ?? [] },
  );
  return wordsOf(texts);
}
