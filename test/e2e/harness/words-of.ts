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
