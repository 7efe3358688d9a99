import { columnLetters, escapeXml } from './cell-text';
import { printAreaName, printTitleName, quotedSheet } from './print-setup';

/** A sheet as the workbook part lists it. */
export interface ListedSheet {
  readonly name: string;
  /** Rows and columns the autofilter covers (header included); none for the Manifest. */
  readonly filter?: { readonly rows: number; readonly columns: number };
  /** Repeat the header row on every printed page. */
  readonly printTitles: boolean;
  /** What prints: the first `columns` columns of `rows` rows; everything when undefined. */
  readonly printArea?: { readonly rows: number; readonly columns: number };
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const SPREADSHEET = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** Zip path of the n-th sheet (0-based). */
export const sheetPath = (index: number): string => `xl/worksheets/sheet${index + 1}.xml`;

/** [Content_Types].xml: the type of every part of the package. */
export function contentTypesXml(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) => `<Override PartName="/${sheetPath(i)}" ContentType="${SPREADSHEET}.worksheet+xml"/>`,
  ).join('');
  return (
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/xl/workbook.xml" ContentType="${SPREADSHEET}.sheet.main+xml"/>` +
    `<Override PartName="/xl/styles.xml" ContentType="${SPREADSHEET}.styles+xml"/>` +
    `${sheets}</Types>`
  );
}

/** _rels/.rels: where the workbook is. */
export function packageRelsXml(): string {
  return `${XML_HEAD}<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
}

/** xl/_rels/workbook.xml.rels: sheet n is rId(n+1), the styles come after the sheets. */
export function workbookRelsXml(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) => `<Relationship Id="rId${i + 1}" Type="${OFFICE_RELS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('');
  return `${XML_HEAD}<Relationships xmlns="${RELATIONSHIPS}">${sheets}<Relationship Id="rId${sheetCount + 1}" Type="${OFFICE_RELS}/styles" Target="styles.xml"/></Relationships>`;
}

/**
 * xl/workbook.xml: the sheets in order (the first one shown on opening), the
 * hidden filter range Excel keeps for each autofilter, and the print titles.
 */
export function workbookXml(sheets: readonly ListedSheet[]): string {
  const listed = sheets
    .map((sheet, i) => `<sheet name="${escapeXml(sheet.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  const names = sheets
    .map((sheet, i) => {
      const filter = sheet.filter
        ? `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">${escapeXml(`${quotedSheet(sheet.name)}!$A$1:$${columnLetters(Math.max(0, sheet.filter.columns - 1))}$${sheet.filter.rows}`)}</definedName>`
        : '';
      const area = sheet.printArea ? printAreaName(sheet.name, i, sheet.printArea.columns, sheet.printArea.rows) : '';
      return filter + area + (sheet.printTitles ? printTitleName(sheet.name, i) : '');
    })
    .join('');
  return (
    `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${OFFICE_RELS}">` +
    '<bookViews><workbookView activeTab="0"/></bookViews>' +
    `<sheets>${listed}</sheets>${names === '' ? '' : `<definedNames>${names}</definedNames>`}</workbook>`
  );
}
