import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import type { CustodyAccount } from '../../../shared/api/schemas/custody';
import type { Customer } from '../../../shared/api/schemas/customers';
import type { Decimal } from '../../../shared/wire/decimal';

/** A custody account with the given id, asset and balance. */
export function account(
  id: number,
  assetSymbol: string,
  balance: string,
  extra: Partial<CustodyAccount> = {},
): CustodyAccount {
  const amount = balance as Decimal;
  return {
    id,
    assetSymbol,
    state: 'Active',
    type: 'Trading',
    subType: 'Standard',
    flags: [],
    balance: amount,
    available: amount,
    reserved: '0' as Decimal,
    disposable: amount,
    creditLine: '0' as Decimal,
    name: `${assetSymbol} account`,
    isProofWallet: false,
    ...extra,
  };
}

export const CUSTOMERS: Customer[] = [
  { customerNumber: '100101', name: 'Alpine Capital AG', referenceCurrency: 'CHF' },
  { customerNumber: '100202', name: 'Bernina Treasury GmbH', referenceCurrency: 'EUR' },
  { customerNumber: '300303', name: 'Zürich Family Office', referenceCurrency: 'CHF' },
];

/** A sandbox profile with a stored secret, as the renderer sees it; a test overrides what it is about. */
export function profileView(overrides: Partial<ProfileView> = {}): ProfileView {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Desk',
    environment: 'sandbox',
    baseUrl: 'https://sandbox.example.com',
    apiKey: 'key',
    authScheme: 'SVC',
    operatingUnit: 'ch',
    selectedCustomer: '100101',
    builtIn: false,
    secret: {
      state: 'set',
      words: { key: 'profiles.secretState.set', values: { origin: 'https://sandbox.example.com' } },
    },
    network: { proxy: 'system', proxyUrl: null, proxyUsername: null, proxyPasswordSaved: false, caFile: null },
    ...overrides,
  };
}
