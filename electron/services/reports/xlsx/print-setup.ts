import { escapeXml } from './cell-text';

/** What every printed page names at its top: whose report, which kind, for which period. */
export interface PrintHeader {
  readonly customer: string;
  readonly kind: string;
  readonly period: string;
}

// In header/footer codes "&" starts a command: literal ampersands are doubled.
const literal = (text: string): string => escapeXml(text.replace(/&/g, '&&'));

/**
 * The print set-up of one sheet, as the worksheet schema orders it after the
 * sheet data: landscape, all columns fit to one page wide (as many pages tall
 * as it takes), narrow margins, a page header with customer, kind and period,
 * and "Page n of N" in the footer. Needs fitToPage in the sheet properties
 * (FIT_TO_PAGE_PROPERTIES) to take effect.
 */
export function pageSetupXml(header: PrintHeader | undefined): string {
  const head = header ? `<oddHeader>&amp;L${literal(header.customer)}&amp;C&amp;B${literal(header.kind)}&amp;R${literal(header.period)}</oddHeader>` : '';
  return (
    '<pageMargins left="0.4" right="0.4" top="0.6" bottom="0.6" header="0.3" footer="0.3"/>' +
    '<pageSetup orientation="landscape" fitToWidth="1" fitToHeight="0"/>' +
    `<headerFooter>${head}<oddFooter>&amp;L&amp;A&amp;RPage &amp;P of &amp;N</oddFooter></headerFooter>`
  );
}

/** The sheet properties that make pageSetup's fitToWidth apply (first child of the worksheet). */
export const FIT_TO_PAGE_PROPERTIES = '<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>';

/** A sheet name as formulas and defined names quote it: 'It''s'. */
export const quotedSheet = (name: string): string => `'${name.replace(/'/g, "''")}'`;

/** The defined name that repeats a data sheet's header row on every printed page (Excel's "Rows to repeat at top"). */
export function printTitleName(name: string, index: number): string {
  return `<definedName name="_xlnm.Print_Titles" localSheetId="${index}">${escapeXml(`${quotedSheet(name)}!$1:$1`)}</definedName>`;
}
