import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runDeskAgainst } from './run-desk';
import { DESK_REQUEST_LOG } from '../../../../electron/cli/desk/services';
import { useTempDirs } from '../../services/helpers/temp-dir';
import { PRODUCTION, startProductionServer } from './production-server';

const tempDir = useTempDirs();
let server: Awaited<ReturnType<typeof startProductionServer>>;

beforeAll(async () => {
  server = await startProductionServer();
});
afterAll(() => server?.close());
beforeEach(() => {
  server.seen.length = 0;
});

/** One desk run in-process with the production key, as `SVC_API_KEY=... npm run -s desk -- ...`. */
async function desk(dataDir: string, ...args: string[]) {
  const ran = await runDeskAgainst(
    { baseUrl: server.baseUrl, credentials: [{ apiKey: PRODUCTION.apiKey, apiSecret: PRODUCTION.secret }] },
    dataDir,
    args,
  );
  return { ...ran, out: ran.stdout === '' ? null : (JSON.parse(ran.stdout) as unknown) };
}

describe('desk against a strict server answering production shapes', () => {
  it('lists customers with text numbers and what the key may write for each', async () => {
    const ran = await desk(await tempDir(), '--auth-scheme', 'ACME', 'customers');
    expect({ code: ran.code, stderr: ran.stderr }).toEqual({ code: 0, stderr: '' });
    expect(ran.out).toEqual([
      {
        ...PRODUCTION.customers[0],
        selected: true,
        access: { trading: { allowed: true, reason: null }, staking: { allowed: true, reason: null } },
      },
      {
        ...PRODUCTION.customers[1],
        selected: false,
        access: {
          trading: { allowed: false, reason: expect.stringContaining('Read Only') },
          staking: { allowed: false, reason: expect.stringContaining('Read Only') },
        },
      },
    ]);
    expect(server.seen.map((request) => request.headers['x-auth'])).toEqual([`ACME ${PRODUCTION.apiKey}`]);
  });

  it('reads accounts with null symbols and flags, no proof-wallet field and production enum values; the header carries the text number', async () => {
    const ran = await desk(await tempDir(), '--auth-scheme', 'ACME', 'accounts');
    expect({ code: ran.code, stderr: ran.stderr }).toEqual({ code: 0, stderr: '' });
    const accounts = ran.out as Record<string, unknown>[];
    expect(accounts[0]).toEqual({
      id: 5001,
      assetSymbol: null,
      state: 'Inactive',
      type: 'VaultStaking',
      subType: 'AdvisoryPassive',
      flags: null,
      balance: '0.123456789012345678',
      available: '0.123456789012345678',
      reserved: '0',
      disposable: '0',
      creditLine: '0',
      name: 'Unassigned vault',
    });
    expect(accounts[1]).toMatchObject({
      state: 'Invalid',
      type: 'Loan',
      subType: 'Collateral',
      flags: [
        'Dormant',
        'CashWithdrawalsBlocked',
        'CashInpaymentsBlocked',
        'DebitsAndCashInpaymentBlocked',
        'NotBookable',
        'Blocked',
        'DebitFreeze',
        'CreditFreeze',
        'Active',
        'Unknown',
      ],
      isProofWallet: true,
    });
    expect(accounts[2]).toMatchObject({ subType: 'Normal', balance: '1.00000001' });
    const read = server.seen.find((request) => request.url === '/custody/v1/Accounts');
    // The first listed customer, sent exactly as listed.
    expect(read?.headers['customer-number']).toBe('ACME-CUS-100001');
  });

  it('reads on-chain information given as just an address, for the customer named with --customer', async () => {
    const dir = await tempDir();
    const ran = await desk(dir, '--auth-scheme', 'ACME', '--customer', 'ACME-CUS-100002', 'onchain');
    expect({ code: ran.code, stderr: ran.stderr }).toEqual({ code: 0, stderr: '' });
    expect(ran.out).toEqual([
      {
        accountId: 5002,
        assetSymbol: 'ETH',
        balance: '12.5',
        onchainInfo: [{ address: '0x00000000000000000000000000000000000000e1' }],
      },
      { accountId: 5003, assetSymbol: 'BTC', balance: '1.00000001', onchainInfo: [{ address: 'bc1qacme' }] },
    ]);
    expect(
      server.seen.find((request) => request.url === '/custody/v1/Accounts/OnchainInfo')?.headers['customer-number'],
    ).toBe('ACME-CUS-100002');
    // Logged in the desk's own request log, with the text number and nothing secret.
    const log = await readFile(join(dir, 'logs', DESK_REQUEST_LOG), 'utf8');
    expect(log).toContain('"customer":"ACME-CUS-100002"');
    expect(log).not.toContain(PRODUCTION.secret);
  });

  it("fails with one JSON problem and exit 1 when the scheme word is not the service's (SVC by default)", async () => {
    const ran = await desk(await tempDir(), 'accounts');
    expect(ran.code).toBe(1);
    expect(ran.stdout).toBe('');
    const problem = JSON.parse(ran.stderr) as { kind: string; details: { kind: string; status: number } };
    expect(problem).toMatchObject({ kind: 'service', details: { kind: 'authentication', status: 401 } });
    expect(server.seen.map((request) => request.headers['x-auth'])).toEqual([`SVC ${PRODUCTION.apiKey}`]);
  });

  it('refuses a customer the key does not list before reading anything for it', async () => {
    const ran = await desk(await tempDir(), '--auth-scheme', 'ACME', '--customer', 'ACME-CUS-999999', 'accounts');
    expect(ran.code).toBe(1);
    expect(JSON.parse(ran.stderr)).toMatchObject({
      kind: 'validation',
      message: expect.stringContaining('ACME-CUS-999999'),
    });
    expect(server.seen.some((request) => request.url === '/custody/v1/Accounts')).toBe(false);
  });

  it('answers usage errors with exit 2 and sends nothing', async () => {
    const dir = await tempDir();
    for (const args of [
      ['--auth-scheme', 'TWO WORDS', 'accounts'],
      ['--customer', 'has space', 'accounts'],
      ['nope'],
      ['accounts', '--id', '-1'],
      [],
    ]) {
      const ran = await desk(dir, ...args);
      expect(ran.code, args.join(' ')).toBe(2);
      expect(JSON.parse(ran.stderr.split('\n\n')[0]!)).toMatchObject({ kind: 'usage' });
    }
    expect(server.seen).toEqual([]);
  });
});
