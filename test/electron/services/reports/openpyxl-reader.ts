// openpyxl, an independent reader that shares nothing with our writer (the test-time system package
// python3-openpyxl, installed by scripts/setup.mjs), reads a workbook back as JSON (openpyxl-read.py).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

// @ts-expect-error -- a plain ES module npm runs before dependencies exist (package.json pretest)
const { testPython } = (await import('../../../../scripts/setup.mjs')) as { testPython: () => string };

export interface Cell {
  ref: string;
  value: string | number | null;
  type: string;
  format: string;
  bold: boolean;
  quotePrefix: boolean;
  wrap: boolean;
}
export interface Sheet {
  name: string;
  frozen: string | null;
  printTitleRows: string | null;
  autoFilter: string | null;
  dimensions: string;
  orientation: string;
  fitToWidth: number;
  fitToHeight: number;
  fitToPage: boolean;
  margins: number[];
  header: (string | null)[];
  footer: (string | null)[];
  widths: Record<string, number>;
  rows: Cell[][];
  paperSize: number | null;
  printArea: string | null;
  outlineLevelCol: number;
  summaryRight: boolean | null;
  columns: Record<string, { hidden: boolean; outlineLevel: number; collapsed: boolean }>;
}

const script = new URL('./openpyxl-read.py', import.meta.url).pathname;

/** What openpyxl sees in the workbook. */
export async function openpyxl(file: string): Promise<{ active: string; sheets: Sheet[] }> {
  const { stdout } = await promisify(execFile)(testPython(), [script, file], { maxBuffer: 16 << 20 }).catch(
    (error: unknown) => {
      throw new Error(
        `openpyxl could not read the workbook (is python3-openpyxl installed? npm test installs it): ${String(error)}`,
      );
    },
  );
  return JSON.parse(stdout) as { active: string; sheets: Sheet[] };
}
