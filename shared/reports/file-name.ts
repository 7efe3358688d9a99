import type { ArchiveManifest } from './archive-entry';
import { withoutForgingCharacters } from '../text/forging-characters';
import { REPORT_KIND_LABELS } from './kinds';

// Characters no file system takes in a name (Windows is the strictest), and control characters (\p{Cc}).
const UNSAFE = /[<>:"/\\|?*\p{Cc}]+/gu;

/**
 * The save dialog's suggested name of an exported report: customer, kind and
 * period, e.g. "100101 Alpine Capital AG - Account statement - 2026-01-01 to
 * 2026-03-31.xlsx", so a folder of exports reads without opening any of them.
 */
export function exportFileName(
  manifest: Pick<ArchiveManifest, 'customer' | 'customerName' | 'kind' | 'params'>,
  extension: string,
): string {
  const { params } = manifest;
  const period =
    'dateFrom' in params ? `${params.dateFrom} to ${params.dateTo}` : 'date' in params ? `at ${params.date}` : '';
  const account = 'accountNumber' in params ? `account ${params.accountNumber}` : '';
  const customer = manifest.customerName ? `${manifest.customer} ${manifest.customerName}` : manifest.customer;
  const parts = [customer, REPORT_KIND_LABELS[manifest.kind], account, period].filter((part) => part !== '');
  // The customer's name is the service's text: a right-to-left override in it would disguise the file's type.
  const name = withoutForgingCharacters(parts.join(' - '))
    .replace(UNSAFE, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 180);
  return `${name}.${extension}`;
}
