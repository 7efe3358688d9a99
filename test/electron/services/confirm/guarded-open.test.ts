import { describe, expect, it, vi } from 'vitest';
import { CANNOT_CONFIRM, type ConfirmRequest } from '../../../../electron/services/confirm/confirm-port';
import { guardedOpenExternal } from '../../../../electron/services/confirm/guarded-open';

describe('opening external links', () => {
  it("opens the service's and documentation hosts directly, asks main's confirmation for any other, refuses where none can be asked", async () => {
    const open = vi.fn(async (_url: string) => undefined);
    const ask = vi.fn(async (_request: ConfirmRequest) => false);
    const guarded = guardedOpenExternal({
      open,
      confirm: { available: true, ask },
      trustedHosts: () => ['api.service.example'],
    });
    await guarded('https://api.service.example/docs');
    await guarded('https://tools.ietf.org/html/rfc7807');
    await guarded('https://evil.example/phish');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask.mock.calls[0]?.[0]).toMatchObject({ message: 'Open evil.example in your browser?' });
    ask.mockResolvedValueOnce(true);
    await guarded('https://evil.example/ok');
    expect(open.mock.calls.map(([url]) => url)).toEqual([
      'https://api.service.example/docs',
      'https://tools.ietf.org/html/rfc7807',
      'https://evil.example/ok',
    ]);

    const browser = guardedOpenExternal({ open, confirm: CANNOT_CONFIRM, trustedHosts: () => [] });
    await expect(browser('https://evil.example/')).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(browser('http://tools.ietf.org/')).rejects.toMatchObject({ kind: 'validation' });
  });
});
