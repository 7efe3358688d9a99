import { describe, expect, it } from 'vitest';
import { reportHandlers } from '../../../../electron/services/reports/feature';
import type { ReportService } from '../../../../electron/services/reports/report-service';
import { exportReportInput } from '../../../../shared/ipc/schemas/reports';

describe('reports.export', () => {
  it('hands main every choice the page made: format, byte-order mark, separator, decimal comma, paper (what is left out, main settles by the region)', async () => {
    const asked: unknown[] = [];
    const service = {
      delivery: 'file',
      startExport: async (archiveId: string, path: string | undefined, options: unknown) => {
        asked.push({ archiveId, path, options });
        return { exportId: 'e-1', file: '/somewhere/statement.pdf' };
      },
    } as unknown as ReportService;
    const handlers = reportHandlers(service);
    const call = (input: unknown) => handlers['reports.export'](exportReportInput.parse(input) as never);
    const archiveId = 'report-0001';
    await expect(call({ archiveId, format: 'pdf', paper: 'letter' })).resolves.toMatchObject({ file: 'statement.pdf' });
    await call({ archiveId, format: 'csv', bom: true, separator: ';', decimalComma: true });
    await call({ archiveId });
    expect(asked).toEqual([
      { archiveId, path: undefined, options: { format: 'pdf', bom: false, decimalComma: false, paper: 'letter' } },
      { archiveId, path: undefined, options: { format: 'csv', bom: true, separator: ';', decimalComma: true } },
      { archiveId, path: undefined, options: { format: 'xlsx', bom: false, decimalComma: false } },
    ]);
  });
});
