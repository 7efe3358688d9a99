import { describe, expect, it } from 'vitest';
import { stakingProductListSchema } from '../../../shared/api/schemas/staking-accounts';
import { parseWireJson } from '../../../shared/wire/json';

describe('staking products', () => {
  it('decode when a product carries only what the spec shows', () => {
    // As the wire sends it: the decimal's digits are kept exactly by the lossless parse.
    const products = stakingProductListSchema.parse(
      parseWireJson(
        '[{"id":"3f2b8c1e-9d4a-4c55-8e21-0a1b2c3d4e5f","supportedPayoutAccountTypes":["Trading","Vault"]},' +
          '{"id":"4f2b8c1e-9d4a-4c55-8e21-0a1b2c3d4e5f","name":"ETH","assetSymbol":"ETH","supportedPayoutAccountTypes":["Staking"],"commission":null,"minimumAmount":0.000000000000000001}]',
      ),
    );
    expect(products[0]).toMatchObject({ supportedPayoutAccountTypes: ['Trading', 'Vault'] });
    expect(products[0]?.minimumAmount).toBeUndefined();
    expect(products[1]?.minimumAmount).toBe('0.000000000000000001');
  });

  it('still refuse a product without the payout account types the spec requires', () => {
    expect(stakingProductListSchema.safeParse([{ id: '3f2b8c1e-9d4a-4c55-8e21-0a1b2c3d4e5f' }]).success).toBe(false);
  });
});
