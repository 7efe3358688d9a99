import { wordsOf } from '../../../e2e/harness/words-of';

/** The product's name and the symbols that read the same in every language. */
const SAME = new Set(['SVC', 'Desk', 'LTV']);

/**
 * The words a text in another language still shares with its English text, beyond the product's name and the data
 * it names (a customer's name): none is wanted.
 */
export function englishLeft(text: string, english: string, data: readonly string[] = []): string[] {
  const own = wordsOf([english]);
  const names = wordsOf(data);
  return [...wordsOf([text])].filter((word) => own.has(word) && !SAME.has(word) && !names.has(word));
}
