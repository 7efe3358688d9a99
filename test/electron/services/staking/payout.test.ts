import { AppError } from '../../../../electron/services/errors';
import { createTranslator } from '../../../../shared/i18n/translator';
import { messages as german } from '../../../../shared/i18n/catalogue/de/index';
import { describe, expect, it } from 'vitest';
import type { ServiceClient } from '../../../../electron/client/client';
import { checkPayoutTarget } from '../../../../electron/services/staking/payout';

const PRODUCT = '3f2a0b1c-1d2e-4f50-8a9b-0c1d2e3f4a5b';
const OTHER_PRODUCT = '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a';

/** A client answering the three reads the check makes (staking account, products, custody accounts). */
function clientWith(products: { id: string; name: string; supportedPayoutAccountTypes: string[] }[]): {
  client: ServiceClient;
  calls: string[];
} {
  const calls: string[] = [];
  const values: Record<string, unknown> = {
    'staking.getAccount': { accountNumber: '000000000010', productId: PRODUCT, assetSymbol: 'ETH' },
    'staking.listProducts': products,
    'custody.listAccounts': [{ id: 11, assetSymbol: 'ETH', type: 'Trading' }],
  };
  const client = {
    call: (name: string) => {
      calls.push(name);
      return Promise.resolve(
        name in values
          ? { ok: true, status: 200, value: values[name] }
          : { ok: false, error: { kind: 'network', message: 'unexpected' } },
      );
    },
  } as unknown as ServiceClient;
  return { client, calls };
}

describe('payout change check', () => {
  it('refuses a staking account whose product the service does not list (its payout types are unknown)', async () => {
    const { client, calls } = clientWith([
      { id: OTHER_PRODUCT, name: 'Other', supportedPayoutAccountTypes: ['Trading'] },
    ]);
    await expect(checkPayoutTarget(client, '7', '000000000010', '000000000011')).rejects.toMatchObject({
      kind: 'validation',
      message: expect.stringMatching(
        /product of staking account 000000000010 .* is not among the customer's staking products/,
      ),
    });
    // Only reads: nothing was changed.
    expect(calls.sort()).toEqual(['custody.listAccounts', 'staking.getAccount', 'staking.listProducts']);
  });

  it('accepts an account of a type the listed product supports, and refuses one it does not', async () => {
    await expect(
      checkPayoutTarget(
        clientWith([{ id: PRODUCT.toUpperCase(), name: 'ETH staking', supportedPayoutAccountTypes: ['Trading'] }])
          .client,
        '7',
        '000000000010',
        '000000000011',
      ),
    ).resolves.toBeUndefined();
    await expect(
      checkPayoutTarget(
        clientWith([{ id: PRODUCT, name: 'ETH staking', supportedPayoutAccountTypes: ['Custody'] }]).client,
        '7',
        '000000000010',
        '000000000011',
      ),
    ).rejects.toMatchObject({
      kind: 'validation',
      message: expect.stringMatching(/pays rewards only to Custody accounts/),
    });
  });

  it('says why in the reader’s language, the account types in its words', async () => {
    const refusal = await checkPayoutTarget(
      clientWith([{ id: PRODUCT, name: 'ETH staking', supportedPayoutAccountTypes: ['Vault', 'Staking'] }]).client,
      '7',
      '000000000010',
      '000000000011',
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    const de = createTranslator('de', 'de-CH', german);
    expect((refusal as AppError).text(de)).toBe(
      'ETH staking zahlt Erträge nur auf Konten des Typs Vault oder Staking aus; das Konto 000000000011 ist vom Typ Handel.',
    );
    const self = await checkPayoutTarget(clientWith([]).client, '7', '000000000010', '000000000010').catch(
      (error: unknown) => error,
    );
    expect((self as AppError).text(de)).toMatch(/^Die Erträge bleiben bereits auf dem Staking-Konto/);
  });
});
