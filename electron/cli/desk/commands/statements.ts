import { resolve } from 'node:path';
import type { ReportKind, ReportParams } from '../../../../shared/reports/kinds';
import { REPORT_KINDS, reportParamsSchema } from '../../../../shared/reports/kinds';
import type { ExportFormat } from '../../../../shared/reports/export-format';
import { csvExtension, DECIMAL_COMMA_NEEDS_SEMICOLON, EXPORT_FORMATS } from '../../../../shared/reports/export-format';
import {
  CSV_SEPARATORS,
  csvSeparatorFor,
  PAPER_SIZES,
  type CsvSeparator,
  type PaperSize,
} from '../../../../shared/reports/region';
import { LANGUAGES, type Language } from '../../../../shared/i18n/languages';
import { AppError } from '../../../services/errors';
import type { CommandValues } from '../command';
import { defineCommand, UsageError } from '../command';
import { createArchivedStatement } from './statement-job';
import { dayOption, textOption } from './option-values';

type Output = {
  out: string;
  format: ExportFormat;
  bom: boolean;
  separator?: CsvSeparator;
  decimalComma: boolean;
  paper?: PaperSize;
  language?: Language;
};
type StatementsOptions =
  | ({ action: 'create'; params: ReportParams } & Output)
  | ({ action: 'reexport'; archiveId: string } & Output)
  | { action: 'archive'; customer?: string; kind?: ReportKind; from?: string; to?: string };

const text = textOption;
const day = dayOption;

function parseExport(values: CommandValues): StatementsOptions {
  const format = text(values, 'format') ?? 'xlsx';
  if (!(EXPORT_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format must be one of ${EXPORT_FORMATS.join(', ')}; got "${format}".`);
  const bom = values['bom'] === true;
  if (bom && format !== 'csv') throw new UsageError('--bom is for --format csv.');
  const separator = text(values, 'separator');
  if (separator !== undefined && format !== 'csv') throw new UsageError('--separator is for --format csv.');
  if (separator !== undefined && !(CSV_SEPARATORS as readonly string[]).includes(separator))
    throw new UsageError(`--separator must be "," or ";"; got "${separator}".`);
  const decimalComma = values['decimal-comma'] === true;
  if (decimalComma && format !== 'csv') throw new UsageError('--decimal-comma is for --format csv.');
  // Refused before the statement is created: with the region's separator when none is given, as the export will use.
  if (decimalComma && (separator ?? csvSeparatorFor(Intl.DateTimeFormat().resolvedOptions().locale)) !== ';')
    throw new UsageError(`${DECIMAL_COMMA_NEEDS_SEMICOLON} Add --separator ';'.`);
  const paper = text(values, 'paper');
  if (paper !== undefined && format === 'csv')
    throw new UsageError('--paper is for the Excel workbook and the PDF (--format xlsx or pdf).');
  if (paper !== undefined && !(PAPER_SIZES as readonly string[]).includes(paper))
    throw new UsageError(`--paper must be one of ${PAPER_SIZES.join(', ')}; got "${paper}".`);
  const lang = text(values, 'lang');
  if (lang !== undefined && !(LANGUAGES as readonly string[]).includes(lang))
    throw new UsageError(`--lang must be one of ${LANGUAGES.join(', ')}; got "${lang}".`);
  const out = text(values, 'out');
  const ending = format === 'csv' ? /\.(csv|zip)$/i : format === 'pdf' ? /\.pdf$/i : /\.xlsx$/i;
  if (out === undefined || !ending.test(out))
    throw new UsageError(
      format === 'csv'
        ? '--out FILE.csv (a one-table report) or FILE.zip (one CSV per table) is required.'
        : format === 'pdf'
          ? '--out FILE.pdf is required (the statement to write).'
          : '--out FILE.xlsx is required (the workbook to write).',
    );
  const output: Output = {
    out: resolve(out),
    format: format as ExportFormat,
    bom,
    decimalComma,
    ...(separator === undefined ? {} : { separator: separator as CsvSeparator }),
    ...(paper === undefined ? {} : { paper: paper as PaperSize }),
    ...(lang === undefined ? {} : { language: lang as Language }),
  };
  const archiveId = text(values, 'archive');
  if (archiveId !== undefined) {
    if (values['kind'] !== undefined)
      throw new UsageError('--archive re-exports a saved report: give either --archive or --kind.');
    return { action: 'reexport', archiveId, ...output };
  }
  const kind = text(values, 'kind');
  if (kind === undefined || !(REPORT_KINDS as readonly string[]).includes(kind))
    throw new UsageError(`--kind must be one of ${REPORT_KINDS.join(', ')}.`);
  const candidate = {
    kind,
    dateFrom: day(values, 'from'),
    dateTo: day(values, 'to'),
    date: day(values, 'date'),
    referenceCurrency: text(values, 'currency'),
    accountNumber: text(values, 'account'),
  };
  const defined = Object.fromEntries(Object.entries(candidate).filter(([, value]) => value !== undefined));
  const parsed = reportParamsSchema.safeParse(defined);
  if (!parsed.success) {
    const flags: Record<string, string> = {
      dateFrom: '--from',
      dateTo: '--to',
      date: '--date',
      referenceCurrency: '--currency',
      accountNumber: '--account',
    };
    const problems = parsed.error.issues.map(
      (issue) => `${flags[String(issue.path[0])] ?? String(issue.path[0] ?? '')}: ${issue.message}`,
    );
    throw new UsageError(`${kind} needs: ${problems.join('; ')}.`);
  }
  if (format === 'csv' && out.toLowerCase().endsWith('.csv') && csvExtension(parsed.data.kind) === 'zip')
    throw new UsageError(`${kind} has several tables: --out FILE.zip (one CSV per table).`);
  return { action: 'create', params: parsed.data, ...output };
}

/** `desk statements export|archive`: create, wait, archive and export a statement; list the archive; re-export offline. */
export const statementsCommand = defineCommand<StatementsOptions>({
  name: 'statements',
  summary: 'Create a statement and export it to Excel, CSV or PDF; list the offline archive; re-export from it',
  usage: `Usage: npm run -s desk -- [global options] statements export --kind KIND [--from DATE] [--to DATE] [--date DATE] [--currency C] [--account N] [--paper a4|letter] [--lang de|fr|it|en] --out FILE.xlsx
       npm run -s desk -- [global options] statements export --archive ID [--paper a4|letter] [--lang de|fr|it|en] --out FILE.xlsx
       npm run -s desk -- [global options] statements export (--kind KIND ... | --archive ID) --format pdf [--paper a4|letter] [--lang de|fr|it|en] --out FILE.pdf
       npm run -s desk -- [global options] statements export (--kind KIND ... | --archive ID) --format csv [--separator ';'|','] [--decimal-comma] [--bom] [--lang de|fr|it|en] --out FILE.csv|FILE.zip
       npm run -s desk -- [global options] statements archive [--kind KIND] [--customer N] [--from DATE] [--to DATE]

KIND: ${REPORT_KINDS.join(' | ')}
  account-orders, staking-rewards, legacy-client: --from --to       account, exchange-rates: --from --to --currency
  balance, guarantee: --date --currency                             legacy-account: --account --from --to
export creates the report for the customer, waits while it is Processing, saves the raw answer in the archive,
writes the workbook and prints {archiveId, file, rows, sha256}. With --archive it re-exports a saved report
offline (its SHA-256 is checked first). --format csv writes RFC 4180 UTF-8 CSV (exact decimals, ISO dates): one .csv
for balance, exchange-rates and guarantee, else a .zip of one CSV per table plus manifest.csv; --bom starts each
file with a UTF-8 byte-order mark (Excel on Windows). --separator puts ";" or "," between fields (default: the list
separator of the system locale's region, ";" in Switzerland, Germany, France, Italy, "," in the US); --decimal-comma
writes decimals with a comma, only with ";". --format pdf writes a statement to file: title block, every table with
its header on each page, amounts at their places with their currency, page "x of N" and the raw report's SHA-256.
--paper sets the paper of the workbook or the PDF (default: A4, or Letter where the system locale's region uses it). --lang writes the file's words (sheet names, headers, manifest) in that
language (default: the export language chosen in Settings, else the app's). archive lists saved reports (archive --from/--to filter by the day saved).`,
  options: {
    kind: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    date: { type: 'string' },
    currency: { type: 'string' },
    account: { type: 'string' },
    out: { type: 'string' },
    archive: { type: 'string' },
    customer: { type: 'string' },
    format: { type: 'string' },
    bom: { type: 'boolean' },
    separator: { type: 'string' },
    'decimal-comma': { type: 'boolean' },
    paper: { type: 'string' },
    lang: { type: 'string' },
  },
  positionals: true,
  parse(values, positionals) {
    const [action, ...rest] = positionals;
    if (rest.length > 0) throw new UsageError(`Unexpected ${rest.join(' ')}.`);
    if (action === 'export') {
      if (values['customer'] !== undefined)
        throw new UsageError('Use the global --customer before "statements" to choose the customer.');
      return parseExport(values);
    }
    if (action === 'archive') {
      for (const flag of [
        'out',
        'archive',
        'date',
        'currency',
        'account',
        'format',
        'bom',
        'separator',
        'decimal-comma',
        'paper',
        'lang',
      ])
        if (values[flag] !== undefined) throw new UsageError(`statements archive takes no --${flag}.`);
      const kind = text(values, 'kind');
      if (kind !== undefined && !(REPORT_KINDS as readonly string[]).includes(kind))
        throw new UsageError(`--kind must be one of ${REPORT_KINDS.join(', ')}.`);
      const filters = {
        customer: text(values, 'customer'),
        kind: kind as ReportKind | undefined,
        from: day(values, 'from'),
        to: day(values, 'to'),
      };
      return {
        action: 'archive',
        ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)),
      };
    }
    throw new UsageError('Say what to do: statements export ... or statements archive.');
  },
  async run(ctx, options) {
    const reports = ctx.services.reports;
    if (options.action === 'archive') {
      const { action: _action, ...filter } = options;
      return (await reports.listArchive(filter)).map(({ manifest, intact }) => ({
        archiveId: manifest.id,
        kind: manifest.kind,
        params: manifest.params,
        customer: manifest.customer,
        environment: manifest.environment,
        serverTime: manifest.serverTime,
        savedAt: manifest.savedAt,
        sha256: manifest.sha256,
        intact,
      }));
    }
    let archiveId: string;
    if (options.action === 'reexport') {
      archiveId = options.archiveId;
    } else {
      archiveId = await createArchivedStatement(ctx, options.params);
    }
    const checked = await reports.archive.check(archiveId);
    if (!checked.intact)
      throw new AppError(
        'storage',
        `Archived report ${archiveId} no longer matches its SHA-256; it was not exported.`,
        { expected: checked.manifest.sha256, actual: checked.actualSha256 },
      );
    const outcome = await reports.exportTo(checked.manifest, options.out, undefined, undefined, {
      format: options.format,
      bom: options.bom,
      decimalComma: options.decimalComma,
      ...(options.separator === undefined ? {} : { separator: options.separator }),
      ...(options.paper === undefined ? {} : { paper: options.paper }),
      ...(options.language === undefined ? {} : { language: options.language }),
    });
    return {
      archiveId,
      file: options.out,
      format: options.format,
      rows: outcome.rows,
      sha256: checked.manifest.sha256,
      sheets: outcome.sheets,
    };
  },
});
