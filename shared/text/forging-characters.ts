/**
 * Characters that let a name or a service's text forge other text where main
 * shows it or uses it as a file name: control characters (NUL, CR/LF, tab,
 * C1), the line and paragraph separators, the bidirectional controls (a
 * right-to-left override turns "cod.exe" into "exe.doc" on screen), and
 * unpaired surrogates (half a character, shown as anything a renderer likes).
 * Names a user or a page supplies are refused with these (`forgingCharacterIn`);
 * the service's text is cleaned of them where main shows it or names a file
 * (`withoutForgingCharacters`).
 */
const KINDS: readonly { pattern: RegExp; words: string }[] = [
  { pattern: /[\r\n\u2028\u2029]/u, words: 'a line break' },
  { pattern: /\p{Cc}/u, words: 'a control character' },
  { pattern: /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u, words: 'a text-direction mark' },
  // With the u flag a lone half of a surrogate pair is one code point of category Cs; a whole pair is not.
  { pattern: /\p{Cs}/u, words: 'a broken character' },
];

const ALL = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|\p{Cs}/gu;

/** What forging character text holds, in words ("a line break"), or null when it holds none. */
export function forgingCharacterIn(text: string): string | null {
  for (const kind of KINDS) if (kind.pattern.test(text)) return kind.words;
  return null;
}

/** The text without any forging character (for the service's text where main shows it or names a file). */
export function withoutForgingCharacters(text: string): string {
  return text.replace(ALL, '');
}

/** The same, line by line: the line breaks main itself put between lines stay. */
export function linesWithoutForgingCharacters(text: string): string {
  return text.split('\n').map(withoutForgingCharacters).join('\n');
}
