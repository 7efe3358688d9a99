import { describe, expect, it } from 'vitest';
import { csvSeparatorFor, paperFor } from '../../../shared/reports/region';
import {
  DECIMAL_COMMA_NEEDS_SEMICOLON,
  exportOptionsSchema,
  settleExport,
} from '../../../shared/reports/export-format';

describe('what an export takes from the region', () => {
  it.each([
    ['de-CH', 'a4'],
    ['fr-CH', 'a4'],
    ['it-CH', 'a4'],
    ['de-DE', 'a4'],
    ['fr-FR', 'a4'],
    ['it-IT', 'a4'],
    ['en-GB', 'a4'],
    ['de', 'a4'],
    ['en-US', 'letter'],
    ['en', 'letter'],
    ['en-CA', 'letter'],
    ['fr-CA', 'letter'],
    ['not a locale', 'a4'],
  ])('%s prints on %s', (locale, paper) => {
    expect(paperFor(locale)).toBe(paper);
  });

  it.each([
    ['de-CH', ';'],
    ['fr-CH', ';'],
    ['it-CH', ';'],
    ['de-DE', ';'],
    ['fr-FR', ';'],
    ['it-IT', ';'],
    ['nl-NL', ';'],
    ['en-US', ','],
    ['en-GB', ','],
    ['en-CA', ','],
    ['ja-JP', ','],
  ])('a spreadsheet in %s reads CSV separated by "%s"', (locale, separator) => {
    expect(csvSeparatorFor(locale)).toBe(separator);
  });
});

describe('settling an export', () => {
  it('fills in what was left open from the locale: separator and paper', () => {
    expect(settleExport({ format: 'csv' }, 'de-CH')).toEqual({
      ok: true,
      value: { format: 'csv', bom: false, separator: ';', decimalComma: false, paper: 'a4' },
    });
    expect(settleExport({}, 'en-US')).toEqual({
      ok: true,
      value: { format: 'xlsx', bom: false, separator: ',', decimalComma: false, paper: 'letter' },
    });
    // What the user chose wins over the region.
    expect(settleExport({ format: 'csv', separator: ',', paper: 'a4' }, 'de-CH')).toMatchObject({
      ok: true,
      value: { separator: ',', paper: 'a4' },
    });
  });

  it('allows the decimal comma with the semicolon only, and says why otherwise', () => {
    expect(settleExport({ format: 'csv', separator: ';', decimalComma: true }, 'en-US')).toMatchObject({
      ok: true,
      value: { separator: ';', decimalComma: true },
    });
    expect(settleExport({ format: 'csv', separator: ',', decimalComma: true }, 'de-CH')).toEqual({
      ok: false,
      error: DECIMAL_COMMA_NEEDS_SEMICOLON,
    });
    // Left to the region: en-US separates with commas, so a decimal comma is refused there too.
    expect(settleExport({ format: 'csv', decimalComma: true }, 'en-US')).toEqual({
      ok: false,
      error: DECIMAL_COMMA_NEEDS_SEMICOLON,
    });
    expect(settleExport({ format: 'csv', decimalComma: true }, 'de-CH')).toMatchObject({
      ok: true,
      value: { separator: ';', decimalComma: true },
    });
  });

  it('validates the choices (zod): only "," or ";" and a known paper', () => {
    expect(exportOptionsSchema.safeParse({ format: 'csv', separator: ';', decimalComma: true }).success).toBe(true);
    expect(exportOptionsSchema.safeParse({ format: 'csv', separator: '|' }).success).toBe(false);
    expect(exportOptionsSchema.safeParse({ paper: 'a3' }).success).toBe(false);
    expect(exportOptionsSchema.safeParse({ decimalComma: 'yes' }).success).toBe(false);
  });
});
