import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import type { Messages } from './catalogue/messages';

// Each Latin letter as an accented look-alike: still readable, and text that bypassed the catalogue stands out.
const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀßÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]!,
  ]),
);
// German, the longest real locale, runs about a third longer than English: the pseudo-locale is 40 % longer.
const EXPANSION = 0.4;

function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);
}

function transform(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      return {
        ...element,
        options: Object.fromEntries(
          Object.entries(element.options).map(([key, option]) => [key, { ...option, value: transform(option.value) }]),
        ),
      };
    }
    if (element.type === TYPE.tag) return { ...element, children: transform(element.children) };
    return element;
  });
}

// How long the text reads: a plural or select as its longest option, an argument as a short value.
function literalLength(elements: readonly MessageFormatElement[]): number {
  return elements.reduce((total, element) => {
    if (element.type === TYPE.literal) return total + element.value.length;
    if (element.type === TYPE.tag) return total + literalLength(element.children);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return total + Math.max(...Object.values(element.options).map((option) => literalLength(option.value)));
    return total + 4;
  }, 0);
}

/** English made longer and accented, with the same arguments: "[Ŝàṽé ···]". */
export function pseudoLocalize(messages: Messages): Messages {
  const out: Record<string, string> = {};
  for (const [key, source] of Object.entries(messages)) {
    const ast = parse(source, { ignoreTag: false });
    // A message with options grows by its longest option; any other by all it writes (tags and arguments included).
    const base = /,\s*(plural|select|selectordinal)\s*,/.test(source) ? literalLength(ast) : source.length;
    const padding = '·'.repeat(Math.max(1, Math.ceil(base * EXPANSION) - 2));
    out[key] = `[${printAST(transform(ast))} ${padding}]`;
  }
  return out as Messages;
}
