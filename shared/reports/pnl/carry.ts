import type { StatementOrder } from '../../api/schemas/report-data';
import { computePnl } from './compute';
import type { PnlMethod } from './definitions';
import { PNL_METHODS } from './definitions';
import type { LotSource, OpeningLot, OpeningLots } from './opening';

/**
 * The lots an earlier account orders statement leaves open at a later statement's first day: its executions
 * before that day replayed by the method (FIFO lots or one average-cost pool per instrument), starting from its
 * own opening lots. A lot bought in it is sourced to it; a lot it carried from its own opening keeps its source.
 * Executions on or after the first day are the later statement's, so overlapping ranges count nothing twice.
 */
export function lotsCarried(
  items: readonly StatementOrder[],
  method: PnlMethod,
  opening: readonly OpeningLot[],
  source: Extract<LotSource, { kind: 'statement' }>,
  firstDay: string,
): OpeningLot[] {
  const before = Date.parse(`${firstDay}T00:00:00.000Z`);
  const earlier = items.filter((item) => Date.parse(item.createdAt) < before);
  return computePnl(earlier, method, opening).openLots.map((lot) => ({ ...lot, source: lot.source ?? source }));
}

/** lotsCarried for both methods. */
export function openingCarried(
  items: readonly StatementOrder[],
  opening: OpeningLots,
  source: Extract<LotSource, { kind: 'statement' }>,
  firstDay: string,
): OpeningLots {
  const [fifo, average] = PNL_METHODS.map((method) =>
    lotsCarried(items, method, opening[method], source, firstDay),
  ) as [OpeningLot[], OpeningLot[]];
  return { fifo, average };
}
