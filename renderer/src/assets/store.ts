import { create } from 'zustand';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';
import type { PrecisionTable } from './precision';
import { precisionOf, precisionTable } from './precision';

interface AssetsState {
  /** The profile the table was learnt from. */
  readonly profileId: string | null;
  readonly precision: PrecisionTable;
}

const useStore = create<AssetsState>()(() => ({ profileId: null, precision: new Map() }));

/**
 * Decimal places to show for an asset; undefined when the service did not say
 * (amounts then show every digit of their exact text).
 */
export const useAssetPrecision = (asset: string): number | undefined => useStore((state) => precisionOf(state.precision, asset));

/** The whole table (tables formatting many assets). */
export const usePrecisionTable = (): PrecisionTable => useStore((state) => state.precision);

/** Learns asset precisions from the active profile's instruments (market-wide, so once per profile). */
export async function loadAssetPrecision(profileId: string | null): Promise<void> {
  if (useStore.getState().profileId === profileId) return;
  useStore.setState({ profileId, precision: new Map() });
  if (profileId === null) return;
  const result = await settle(() => desktopApi().service['trading.listInstruments']());
  // Without instruments amounts show their exact text, so a failure here needs no message of its own.
  if (result.ok && useStore.getState().profileId === profileId) useStore.setState({ precision: precisionTable(result.value) });
}
