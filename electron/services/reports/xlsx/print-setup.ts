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
 * (sheetProperties) to take effect.
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

/**
 * Adds the print set-up to a sheet written by SheetJS: the sheet properties
 * right after the opening tag, the page set-up before the elements the schema
 * puts after it (ignoredErrors), else at the end.
 */
export function withPrintSetup(xml: string, header: PrintHeader | undefined): string {
  const open = /<worksheet\b[^>]*>/.exec(xml);
  if (!open) throw new Error('The workbook skeleton sheet has no worksheet element.');
  const afterOpen = open.index + open[0].length;
  let out = `${xml.slice(0, afterOpen)}${FIT_TO_PAGE_PROPERTIES}${xml.slice(afterOpen)}`;
  const before = ['<ignoredErrors', '</worksheet>'].map((tag) => out.indexOf(tag)).find((index) => index >= 0);
  if (before === undefined) throw new Error('The workbook skeleton sheet has no end.');
  out = `${out.slice(0, before)}${pageSetupXml(header)}${out.slice(before)}`;
  return out;
}

/** Defined names that repeat each data sheet's header row on every printed page (Excel's "Rows to repeat at top"). */
export function printTitleNames(sheets: readonly { name: string; index: number }[]): string {
  return sheets
    .map(({ name, index }) => `<definedName name="_xlnm.Print_Titles" localSheetId="${index}">${escapeXml(`'${name.replace(/'/g, "''")}'!$1:$1`)}</definedName>`)
    .join('');
}

/** Adds defined names to workbook.xml (into its definedNames, or a new one after the sheets). */
export function withDefinedNames(workbookXml: string, names: string): string {
  if (names === '') return workbookXml;
  if (workbookXml.includes('</definedNames>')) return workbookXml.replace('</definedNames>', `${names}</definedNames>`);
  return workbookXml.replace('</sheets>', `</sheets><definedNames>${names}</definedNames>`);
}
