import { createHash } from 'node:crypto';
import type { OnchainInfo, OnchainInfoEntry } from '../../../../shared/api/schemas/custody';
import type { Decimal } from '../../../../shared/wire/decimal';
import { iso, MINUTE } from '../clock';
import { big, text } from '../money';
import type { AccountRecord } from '../state';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

interface Network {
  readonly name: string;
  readonly address: (bytes: Buffer) => string;
  readonly tag?: (bytes: Buffer) => string;
}

const spell = (alphabet: string, bytes: Buffer, length: number) =>
  Array.from({ length }, (_, index) => alphabet[(bytes[index % bytes.length] as number) % alphabet.length]).join('');

const evm: Network = { name: 'Ethereum', address: (bytes) => `0x${bytes.subarray(0, 20).toString('hex')}` };
const NETWORKS: Record<string, Network> = {
  BTC: { name: 'Bitcoin', address: (bytes) => `bc1q${spell(BECH32, bytes, 38)}` },
  ETH: evm,
  LINK: evm,
  MATIC: { name: 'Polygon', address: (bytes) => `0x${bytes.subarray(0, 20).toString('hex')}` },
  SOL: { name: 'Solana', address: (bytes) => spell(BASE58, bytes, 44) },
  DOT: { name: 'Polkadot', address: (bytes) => `1${spell(BASE58, bytes, 46)}` },
  ADA: { name: 'Cardano', address: (bytes) => `addr1q${spell(BECH32, bytes, 52)}` },
  XTZ: {
    name: 'Tezos',
    address: (bytes) => `tz1${spell(BASE58, bytes, 33)}`,
    tag: (bytes) => String(bytes.readUInt32BE(4) % 1_000_000),
  },
};

/**
 * Where an account's coins sit on chain. Informational only (spec: never
 * deposit to them directly). Addresses are derived from the seed and the
 * account, so they are stable without being stored; fiat accounts have none.
 * Segregated (vault) holdings are spread over two cold addresses.
 */
export function onchainInfoOf(seed: number, account: AccountRecord, simNow: number): OnchainInfo {
  const network = NETWORKS[account.asset];
  const entries: OnchainInfoEntry[] = [];
  if (network) {
    const parts = account.type === 'Vault' ? 2 : 1;
    const balance = big(account.balance);
    const first = parts === 2 ? balance.div(2).round(8, 0) : balance;
    for (let part = 0; part < parts; part++) {
      const bytes = createHash('sha256').update(`svc-sim:${seed}:${account.id}:${part}`).digest();
      entries.push({
        network: network.name,
        address: network.address(bytes),
        addressTag: network.tag?.(bytes) ?? null,
        balance: text(part === 0 ? first : balance.minus(first)),
        updatedAt: iso(Math.floor(simNow / MINUTE) * MINUTE),
      });
    }
  }
  return {
    accountId: account.id,
    assetSymbol: account.asset,
    balance: account.balance as Decimal,
    onchainInfo: entries,
  };
}
