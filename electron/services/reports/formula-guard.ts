/**
 * Formula injection (OWASP "CSV injection"): text that a spreadsheet would
 * evaluate gets a leading apostrophe, in the Excel and the CSV export alike.
 *
 * A cell is a formula when its first visible character is = + - @ or a form
 * a spreadsheet or importer may fold to one: full-width and small forms,
 * superscript and subscript signs (all folded by NFKC) and U+2212 MINUS SIGN
 * (which NFKC keeps). What may come before it unseen is skipped: white space,
 * controls (NUL), format characters (soft hyphen, LRM, RLO, zero-width, BOM)
 * and other default-ignorable characters. A leading tab, CR or LF counts as a
 * trigger by itself.
 */
const SIGNS = new Set(['=', '+', '-', '@', '\u2212']);
const INVISIBLE = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]$/u;
const LEADING_BREAK = /^[\t\r\n]/;

/** Where a spreadsheet may split one CSV field into cells: every list separator in use (, ; tab) and a line break. */
const SEPARATOR = /[,;\t\r\n]/;
const QUOTE = 0x22;

// Exact decimal text as the service sends it: such a value can never be a formula, and a negative one stays verbatim.
const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Whether the text from `from` on reads as a formula (see above). */
function formulaAt(text: string, from: number): boolean {
  for (let at = from; at < text.length;) {
    const code = text.codePointAt(at) as number;
    // The usual case, ASCII, decided without building a string.
    if (code < 0x80) {
      if (code === 0x3d || code === 0x2b || code === 0x2d || code === 0x40) return true;
      if (code <= 0x20 || code === 0x7f) {
        at += 1;
        continue;
      }
      return false;
    }
    const char = String.fromCodePoint(code);
    at += char.length;
    if (INVISIBLE.test(char)) continue;
    const folded = char.normalize('NFKC');
    // NFKC is stable: a folded form is decided on its own characters (one of them may be invisible, as in U+FE70).
    return folded === char ? SIGNS.has(char) : formulaAt(folded, 0);
  }
  return false;
}

/** Whether a value is exact decimal text as the service sends it (never a formula). */
export function isPlainDecimal(text: string): boolean {
  return PLAIN_DECIMAL.test(text);
}

/**
 * Text as it goes into a text cell: a value that would be a formula (see
 * above) gets a leading apostrophe, so no spreadsheet evaluates it, even
 * after the cell is edited. (Excel text cells also carry the quotePrefix style.)
 */
export function neutralize(text: string): string {
  return LEADING_BREAK.test(text) || formulaAt(text, 0) ? `'${text}` : text;
}

/** An exact-text cell: a plain decimal verbatim, anything else neutralized like any text. */
export function neutralizeExact(text: string): string {
  return isPlainDecimal(text) ? text : neutralize(text);
}

/**
 * A CSV field's text: neutralized at its start, and after every list
 * separator or line break inside it too. Excel in a locale whose separator is
 * ";" (de-CH, fr-CH, ...) splits `x;=1+1` into a formula cell, and quoting
 * does not stop it, because the field's quote is then inside another cell;
 * so the apostrophe goes right after the separator (and any quotes after it)
 * whichever separator the file is read with.
 */
export function neutralizeCsv(text: string): string {
  const start = neutralize(text);
  if (!SEPARATOR.test(start)) return start;
  let out = '';
  let from = 0;
  for (let at = 0; at < start.length; at += 1) {
    const code = start.charCodeAt(at);
    if (code !== 0x2c && code !== 0x3b && code !== 0x09 && code !== 0x0d && code !== 0x0a) continue;
    let next = at + 1;
    while (start.charCodeAt(next) === QUOTE) next += 1;
    if (!formulaAt(start, next)) continue;
    out += `${start.slice(from, at + 1)}'`;
    from = at + 1;
  }
  return from === 0 ? start : out + start.slice(from);
}
