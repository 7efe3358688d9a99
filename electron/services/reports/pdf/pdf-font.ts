import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type PDFDocument from 'pdfkit';

/** The fonts a statement is set in (resources/fonts, DejaVu Sans Condensed: Latin, German, French, Italian and the currency signs). */
export const PDF_FONT_FILES = { regular: 'DejaVuSansCondensed.ttf', bold: 'DejaVuSansCondensed-Bold.ttf' } as const;

/**
 * The folder holding the statement fonts: resources/fonts of the repository
 * (tests, desk, dev) or of the packaged app (inside the asar, which worker
 * threads read since Electron 18), found by walking up from this module (its
 * source file, main's bundle or a chunk of it). Null when it is missing.
 */
export function pdfFontFolder(fromModule: string = import.meta.url): string | null {
  let folder = fileURLToPath(new URL('.', fromModule));
  for (let level = 0; level < 6; level += 1) {
    const candidate = join(folder, 'resources', 'fonts');
    if (existsSync(join(candidate, PDF_FONT_FILES.regular))) return candidate;
    folder = join(folder, '..');
  }
  return null;
}

// What pdfkit keeps of an embedded TrueType font (its EmbeddedFont): the fontkit font, the subset and the maps it
// writes the widths and the ToUnicode CMap from. Read and fed here so a million cells skip its per-string shaping.
interface EmbeddedFont {
  readonly id: string;
  readonly font: {
    readonly unitsPerEm: number;
    glyphForCodePoint(codePoint: number): { id: number; advanceWidth: number };
  };
  readonly subset: { includeGlyph(glyph: number): number };
  readonly widths: number[];
  readonly unicode: number[][];
  readonly ascender: number;
  ref(): unknown;
}
interface ContentStream {
  buffer: Uint8Array[];
  compress: boolean;
  readonly data: { Filter?: string; Length?: number };
  write(chunk: Uint8Array): void;
}
interface DocumentInternals {
  readonly _font: EmbeddedFont;
  readonly page: { readonly fonts: Record<string, unknown>; readonly content: ContentStream };
}

/**
 * Sets the current page's content stream: the page's whole drawing, in PDF's
 * own coordinates (what pdfkit wrote there, its flip to top-down coordinates,
 * is dropped), deflated at level 1. pdfkit would deflate it at level 6: 3 times
 * the time for a few per cent of size, on every page of a 2,000-page statement.
 */
export function setPageContent(doc: PDFKit.PDFDocument, content: string): void {
  const stream = (doc as unknown as DocumentInternals).page.content;
  stream.buffer = [];
  stream.data.Length = 0;
  stream.compress = false;
  stream.data.Filter = 'FlateDecode';
  stream.write(deflateSync(Buffer.from(content, 'latin1'), { level: 1 }));
}

/**
 * A font's glyphs for table text, looked up once per character: the text's
 * width, and the hex glyph string a content stream shows it with. The glyphs
 * go into pdfkit's subset with their widths and Unicode values (the ToUnicode
 * map), so the text stays selectable and searchable. No kerning or ligatures:
 * a table does not need them, and shaping every cell would cost 50 times more.
 */
export class TableFont {
  private readonly embedded: EmbeddedFont;
  private readonly glyphs = new Map<number, { hex: string; width: number }>();
  private readonly scale: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    name: string,
  ) {
    doc.font(name);
    this.embedded = (doc as unknown as DocumentInternals)._font;
    this.scale = 1000 / this.embedded.font.unitsPerEm;
  }

  /** The font's resource name on a page ("F1"). */
  get id(): string {
    return this.embedded.id;
  }

  /** Distance from the top of a line to its baseline at `size` points. */
  ascent(size: number): number {
    return (this.embedded.ascender * size) / 1000;
  }

  // The Basic Multilingual Plane by UTF-16 unit (what table text is, but for emoji): an array lookup per character.
  private readonly unitWidths = new Float64Array(0x10000).fill(-1);
  private readonly unitHex: string[] = [];

  private glyph(codePoint: number): { hex: string; width: number } {
    let known = this.glyphs.get(codePoint);
    if (known) return known;
    const glyph = this.embedded.font.glyphForCodePoint(codePoint);
    const id = this.embedded.subset.includeGlyph(glyph.id);
    const width = glyph.advanceWidth * this.scale;
    this.embedded.widths[id] ??= width;
    this.embedded.unicode[id] ??= [codePoint];
    known = { hex: id.toString(16).padStart(4, '0'), width };
    this.glyphs.set(codePoint, known);
    if (codePoint < 0xd800 || (codePoint > 0xdfff && codePoint < 0x10000)) {
      this.unitWidths[codePoint] = width;
      this.unitHex[codePoint] = known.hex;
    }
    return known;
  }

  /** Width of the text at `size` points. */
  width(text: string, size: number): number {
    let units = 0;
    for (let at = 0; at < text.length; at += 1) {
      const width = this.unitWidths[text.charCodeAt(at)] as number;
      if (width >= 0) units += width;
      else {
        const codePoint = text.codePointAt(at) as number;
        units += this.glyph(codePoint).width;
        if (codePoint > 0xffff) at += 1;
      }
    }
    return (units * size) / 1000;
  }

  /** The text as a content stream's hex string operand (<...>). */
  hex(text: string): string {
    let hex = '<';
    for (let at = 0; at < text.length; at += 1) {
      const known = this.unitHex[text.charCodeAt(at)];
      if (known !== undefined) hex += known;
      else {
        const codePoint = text.codePointAt(at) as number;
        hex += this.glyph(codePoint).hex;
        if (codePoint > 0xffff) at += 1;
      }
    }
    return `${hex}>`;
  }

  /** Puts the font on the current page's resources (once per page it is used on). */
  useOnPage(): void {
    (this.doc as unknown as DocumentInternals).page.fonts[this.embedded.id] ??= this.embedded.ref();
  }
}

/** A document's two table fonts, registered from the folder. */
export function tableFonts(doc: PDFKit.PDFDocument, folder: string): { regular: TableFont; bold: TableFont } {
  doc.registerFont('body', join(folder, PDF_FONT_FILES.regular));
  doc.registerFont('bold', join(folder, PDF_FONT_FILES.bold));
  const fonts = { regular: new TableFont(doc, 'body'), bold: new TableFont(doc, 'bold') };
  doc.font('body');
  return fonts;
}

export type { PDFDocument };
