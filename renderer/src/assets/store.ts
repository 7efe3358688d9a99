import { create } from 'zustand';
import { desktopApi } from '../api/bridge';
import { createLatestOnly } from '../api/latest-only';
import type { PrecisionTable } from '../../../shared/format/precision';
import { assetPlaces, precisionTable } from '../../../shared/format/precision';

interface AssetsState {
  /** The profile (and its connection revision) the table was learnt from. */
  readonly profileId: string | null;
  readonly revision: number;
  readonly precision: PrecisionTable;
}

const useStore = create<AssetsState>()(() => ({ profileId: null, revision: 0, precision: new Map() }));

/**
 * Decimal places to show for an asset; undefined when the service did not say
 * (amounts then show every digit of their exact text).
 */
export const useAssetPrecision = (asset: string): number | undefined =>
  useStore((state) => assetPlaces(asset, state.precision));

/** The whole table (tables formatting many assets). */
export const usePrecisionTable = (): PrecisionTable => useStore((state) => state.precision);

/** Learns asset precisions from the active profile's instruments (market-wide, so once per profile connection). */
export async function loadAssetPrecision(profileId: string | null, revision = 0): Promise<void> {
  const current = useStore.getState();
  if (current.profileId === profileId && current.revision === revision) return;
  useStore.setState({ profileId, revision, precision: new Map() });
  if (profileId === null) {
    latest.reset();
    return;
  }
  // The one late-answer rule, the profile connection as scope: an answer for one no longer active is dropped.
  const result = await latest.load(
    'instruments',
    () => desktopApi().trading.instruments({ profileId }),
    `${profileId}@${revision}`,
  );
  // Without instruments amounts show their exact text, so a failure here needs no message of its own.
  if (result?.status === 'ready') useStore.setState({ precision: precisionTable(result.value) });
}
const latest = createLatestOnly();

/** Test seam: back to the initial state. */
export function resetAssetsStore(): void {
  latest.reset();
  useStore.setState({ profileId: null, revision: 0, precision: new Map() });
}
