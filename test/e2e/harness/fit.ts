import type { Page } from 'playwright-core';

/** The visible selects whose chosen option's words are wider than the box shows (less its arrow): "label: words". */
export function cutSelects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll<HTMLSelectElement>('select')]
      .filter((select) => select.offsetParent !== null && !select.closest('[inert]'))
      .filter((select) => {
        const style = getComputedStyle(select);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.selectedOptions[0]?.textContent ?? '';
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 4;
        return canvas.measureText(text).width > room;
      })
      .map(
        (select) =>
          `${select.labels?.[0]?.textContent ?? select.getAttribute('aria-label') ?? select.name}: ${select.selectedOptions[0]?.textContent ?? ''}`,
      );
  });
}

/**
 * The visible words a person cannot read whole: a run of text wider than the box it is laid out in (it spills out
 * of the box or is cut by it), unless the box ends it in an ellipsis and the whole text is in a title (on hover).
 * Scroll boxes (a table in its scroll area) are meant to be wider than their window and are not judged; text hidden
 * for screen readers only (a 1 px clip) neither. Answers "tag.class: text (text px in a box of box px)".
 */
export function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const boxOf = (element: Element): Element => {
      let box: Element = element;
      while (box.parentElement && ['inline', 'contents'].includes(getComputedStyle(box).display))
        box = box.parentElement;
      return box;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (
        !parent ||
        !(node.textContent ?? '').trim() ||
        parent.closest('svg, [inert], [aria-hidden="true"], .visually-hidden, script, style, option')
      )
        continue;
      const box = boxOf(parent);
      const style = getComputedStyle(box);
      const frame = box.getBoundingClientRect();
      if (box instanceof HTMLSelectElement || box instanceof HTMLOptionElement) continue; // cutSelects judges these
      if (
        frame.width < 2 ||
        frame.height < 2 ||
        style.visibility !== 'visible' ||
        ((box as HTMLElement).offsetParent === null && style.position !== 'fixed')
      )
        continue;
      if (['auto', 'scroll'].includes(style.overflowX)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0) continue;
      // Wider than the box's inside (less its padding): the words run past where the box shows them.
      const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (text.width <= room + 1 || seen.has(box)) continue;
      seen.add(box);
      const ellipsis = style.textOverflow === 'ellipsis' || getComputedStyle(parent).textOverflow === 'ellipsis';
      const titled = (parent.closest('[title]')?.getAttribute('title') ?? '').trim() !== '';
      if (ellipsis && titled) continue;
      const name = `${box.tagName.toLowerCase()}${box.classList.length > 0 ? `.${[...box.classList].join('.')}` : ''}`;
      found.push(
        `${name}: "${(box.textContent ?? '').trim().slice(0, 60)}" (${Math.round(text.width)} px of text, box ${box.clientWidth} px${ellipsis ? ', ellipsis without a title' : ''})`,
      );
    }
    return found;
  });
}
