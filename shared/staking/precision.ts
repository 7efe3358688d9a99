/**
 * Decimal places each staking asset carries on its chain (the service keeps
 * amounts at this precision: ETH in wei, 18). An amount with more digits than
 * this can never be staked exactly. Unknown assets are left to the service.
 */
const CHAIN_PRECISION: Readonly<Record<string, number>> = {
  ETH: 18,
  BTC: 8,
  SOL: 9,
  DOT: 10,
  ADA: 6,
  MATIC: 18,
  POL: 18,
  XTZ: 6,
  ATOM: 6,
  NEAR: 24,
  AVAX: 18,
  KSM: 12,
  TRX: 6,
  FLOW: 8,
};

/** The chain precision of an asset, or null when we do not know it (then the service decides). */
export function chainPrecision(assetSymbol: string): number | null {
  return CHAIN_PRECISION[assetSymbol.toUpperCase()] ?? null;
}
