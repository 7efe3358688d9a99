/** Characters that make Excel (or a CSV import) treat a cell as a formula (OWASP formula injection). */
const DANGEROUS_START = /^[=+\-@\t\r]/;

/**
 * Text as it goes into a text cell: a value starting with = + - @ tab or
 * carriage return gets a leading apostrophe, so no spreadsheet evaluates it,
 * even after the cell is edited or the sheet is saved as CSV. (Text cells
 * also carry Excel's quotePrefix style.)
 */
export function neutralize(text: string): string {
  return DANGEROUS_START.test(text) ? `'${text}` : text;
}

// CR is escaped too: an XML reader would turn a literal one into LF. "_xHHHH_" in the text itself gets its
// underscore escaped, as Excel does, so it is not read back as an escape.
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
const XML_SPECIAL = /[&<>"\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|_x[0-9A-Fa-f]{4}_/;
// eslint-disable-next-line no-control-regex -- as above
const XML_SPECIAL_ALL = /[&<>"\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|_(?=x[0-9A-Fa-f]{4}_)/g;

/** Escapes text for XML content and attributes; control characters XML cannot hold become _xHHHH_ as Excel writes them. */
export function escapeXml(text: string): string {
  if (!XML_SPECIAL.test(text)) return text;
  return text.replace(XML_SPECIAL_ALL, (ch) => {
    switch (ch) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      case '_':
        return '_x005F_';
      default:
        return `_x${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`;
    }
  });
}

const DAY_MS = 86_400_000;
/** 1970-01-01 as an Excel serial day number (the 1900 date system). */
const EPOCH_SERIAL = 25_569;

/**
 * An ISO date or date-time as an Excel serial number in UTC (never the
 * machine's zone): "2025-03-01" -> 45717, times as day fractions. Null for
 * text that is not a date.
 */
export function excelSerial(iso: string): string | null {
  const ms = iso.length === 10 ? Date.parse(`${iso}T00:00:00Z`) : Date.parse(iso);
  if (!Number.isFinite(ms)) return null;
  // Whole milliseconds divide exactly enough for Excel's 1 ms display resolution.
  return String(ms / DAY_MS + EPOCH_SERIAL);
}

/** Column letters of a 0-based index: 0 -> A, 26 -> AA. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}
