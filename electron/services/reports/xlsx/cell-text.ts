const ENTITIES: Readonly<Record<number, string>> = { 0x26: '&amp;', 0x3c: '&lt;', 0x3e: '&gt;', 0x22: '&quot;' };

// What XML content cannot hold as it is: C0 controls but tab and LF, and U+FFFE/U+FFFF. CR counts too: an XML
// reader would turn a literal one into LF.
function unwritable(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a) || code === 0xfffe || code === 0xffff;
}

function isHexDigit(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
}

// "_xHHHH_" in the text itself gets its underscore escaped, as Excel does, so it is not read back as an escape.
function startsEscape(text: string, at: number): boolean {
  return (
    text.charCodeAt(at + 1) === 0x78 &&
    isHexDigit(text.charCodeAt(at + 2)) &&
    isHexDigit(text.charCodeAt(at + 3)) &&
    isHexDigit(text.charCodeAt(at + 4)) &&
    isHexDigit(text.charCodeAt(at + 5)) &&
    text.charCodeAt(at + 6) === 0x5f
  );
}

/**
 * Escapes text for XML content and attributes; characters XML cannot hold
 * become _xHHHH_ as Excel writes them. One pass over the UTF-16 units, and
 * the text itself comes back when nothing needs escaping (the usual case, on
 * every cell of an export).
 */
export function escapeXml(text: string): string {
  let out = '';
  let from = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    const replacement =
      ENTITIES[code] ??
      (code === 0x5f && startsEscape(text, at)
        ? '_x005F_'
        : unwritable(code)
          ? `_x${code.toString(16).toUpperCase().padStart(4, '0')}_`
          : undefined);
    if (replacement === undefined) continue;
    out += text.slice(from, at) + replacement;
    from = at + 1;
  }
  return from === 0 ? text : out + text.slice(from);
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
