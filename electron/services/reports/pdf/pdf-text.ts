import type { TableFont } from './pdf-font';

/**
 * Breaks text into lines no wider than `width` at `size` points: at spaces,
 * and inside a word only when the word alone is wider than the line.
 */
export function wrapText(text: string, font: TableFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (font.width(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      // A word wider than the line is cut where it must be.
      let rest = word;
      while (font.width(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.width(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** The width of the widest word: the narrowest a column may be without cutting one. */
export function widestWord(text: string, font: TableFont, size: number): number {
  let widest = 0;
  for (const word of text.split(/\s+/)) widest = Math.max(widest, font.width(word, size));
  return widest;
}

/** A number as a content stream writes it: at most 2 decimals, no exponent. */
export const pdfNumber = (value: number): string => String(Math.round(value * 100) / 100);
