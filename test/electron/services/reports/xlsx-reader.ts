/**
 * An independent xlsx reader for the tests: unzips with node:zlib and reads
 * the sheet XML with regular expressions. It shares no code with the writer
 * (xlsx-openpyxl.test.ts reads the same files with openpyxl).
 */
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

export interface ReadCell {
  ref: string;
  /** 'n' number, 's' shared string, 'inlineStr', 'str'. */
  type: string;
  /** Number text or the string. */
  value: string;
  /** The cell's number format code ('General' when none). */
  format: string;
  quotePrefix: boolean;
  bold: boolean;
}

export interface ReadSheet {
  name: string;
  xml: string;
  rows: ReadCell[][];
}

export interface ReadBook {
  entries: Map<string, Buffer>;
  sheets: ReadSheet[];
}

/** The entries of a zip (stored or deflated), by name. */
export function unzip(zip: Buffer): Map<string, Buffer> {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('not a zip');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('bad central directory');
    const method = zip.readUInt16LE(offset + 10);
    const compressed = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extra = zip.readUInt16LE(offset + 30);
    const comment = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressed);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extra + comment;
  }
  return entries;
}

const unescape = (text: string) =>
  text
    .replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const BUILTIN_FORMATS: Record<number, string> = {
  0: 'General',
  1: '0',
  2: '0.00',
  3: '#,##0',
  4: '#,##0.00',
  14: 'm/d/yy',
  49: '@',
};

/** Reads every sheet of an xlsx file. */
export function readXlsx(pathOrBytes: string | Buffer): ReadBook {
  const entries = unzip(typeof pathOrBytes === 'string' ? readFileSync(pathOrBytes) : pathOrBytes);
  const text = (name: string) => entries.get(name)?.toString('utf8') ?? '';
  const styles = text('xl/styles.xml');
  const formats = new Map<number, string>(Object.entries(BUILTIN_FORMATS).map(([id, code]) => [Number(id), code]));
  for (const m of styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g))
    formats.set(Number(m[1]), unescape(m[2] as string));
  const fonts = [...(/<fonts[^>]*>(.*?)<\/fonts>/.exec(styles)?.[1] ?? '').matchAll(/<font>(.*?)<\/font>/g)].map((m) =>
    (m[1] as string).includes('<b/>'),
  );
  const xfs = [...(/<cellXfs[^>]*>(.*?)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(/<xf ([^>]*?)\/?>/g)].map((m) => {
    const attrs = m[1] as string;
    const numFmt = Number(/numFmtId="(\d+)"/.exec(attrs)?.[1] ?? 0);
    const font = Number(/fontId="(\d+)"/.exec(attrs)?.[1] ?? 0);
    return {
      format: formats.get(numFmt) ?? `#${numFmt}`,
      quotePrefix: /quotePrefix="1"/.test(attrs),
      bold: fonts[font] ?? false,
    };
  });
  const shared = [...text('xl/sharedStrings.xml').matchAll(/<si>(.*?)<\/si>/g)].map((m) =>
    unescape([...(m[1] as string).matchAll(/<t[^>]*>(.*?)<\/t>/g)].map((t) => t[1]).join('')),
  );
  const rels = new Map(
    [...text('xl/_rels/workbook.xml.rels').matchAll(/<Relationship [^>]*?Id="([^"]+)"[^>]*?Target="([^"]+)"/g)].map(
      (m) => [m[1] as string, m[2] as string],
    ),
  );
  const relsAlt = new Map(
    [...text('xl/_rels/workbook.xml.rels').matchAll(/<Relationship [^>]*?Target="([^"]+)"[^>]*?Id="([^"]+)"/g)].map(
      (m) => [m[2] as string, m[1] as string],
    ),
  );
  const sheets: ReadSheet[] = [];
  for (const m of text('xl/workbook.xml').matchAll(/<sheet [^>]*?name="([^"]+)"[^>]*?r:id="([^"]+)"/g)) {
    const target = (rels.get(m[2] as string) ?? relsAlt.get(m[2] as string) ?? '').replace(/^\/?(xl\/)?/, '');
    const xml = text(`xl/${target}`);
    const rows = [...xml.matchAll(/<row[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)].map((row) =>
      placed(
        [...(row[1] ?? '').matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map((cell) => {
          const attrs = cell[1] as string;
          const body = cell[2] ?? '';
          const type = /t="([^"]+)"/.exec(attrs)?.[1] ?? 'n';
          const xf = xfs[Number(/ s="(\d+)"/.exec(` ${attrs}`)?.[1] ?? 0)] ?? {
            format: 'General',
            quotePrefix: false,
            bold: false,
          };
          let value: string;
          if (type === 'inlineStr')
            value = unescape([...body.matchAll(/<t[^>]*>(.*?)<\/t>/g)].map((t) => t[1]).join(''));
          else if (type === 's') value = shared[Number(/<v>(.*?)<\/v>/.exec(body)?.[1])] ?? '';
          else value = unescape(/<v>(.*?)<\/v>/.exec(body)?.[1] ?? '');
          return { ref: /r="([A-Z]+\d+)"/.exec(attrs)?.[1] ?? '', type, value, ...xf };
        }),
      ),
    );
    sheets.push({ name: unescape(m[1] as string), xml, rows });
  }
  return { entries, sheets };
}

// Cells by their column letter (absent cells stay holes), so row[c] is column c.
function placed(cells: ReadCell[]): ReadCell[] {
  const row: ReadCell[] = [];
  cells.forEach((cell, position) => {
    const letters = /^[A-Z]+/.exec(cell.ref)?.[0];
    const index = letters ? [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1 : position;
    row[index] = cell;
  });
  return row;
}

/** Excel serial (UTC) to ISO text, for checking dates. */
export function serialToIso(serial: string): string {
  return new Date(Math.round((Number(serial) - 25_569) * 86_400_000)).toISOString();
}
