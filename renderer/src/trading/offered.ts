import type { TradingConfiguration } from '../../../shared/api/schemas/trading';
import { TRADING_TIMES_IN_FORCE } from '../../../shared/ipc/schemas/trading';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';

/** Order types a ticket may send (requests never carry Unknown). */
export type TicketOrderType = 'Market' | 'Limit' | 'Stop' | 'StopLimit' | 'PreviouslyQuoted';
/** Times in force a ticket may send. GoodTilDate exists only on services that list it. */
export type TicketTimeInForce = 'GoodTillCancel' | 'ImmediateOrCancel' | 'FillOrKill' | 'GoodTilDate';

/**
 * The order types every version of the service knows (production's reference
 * lists these four; StopLimit exists only where the configuration lists it).
 */
export const BASELINE_ORDER_TYPES: readonly TicketOrderType[] = ['Market', 'Limit', 'Stop', 'PreviouslyQuoted'];
/** Times in force every version knows; GoodTilDate only where listed. */
export const BASELINE_TIME_IN_FORCES: readonly TicketTimeInForce[] = [
  'GoodTillCancel',
  'ImmediateOrCancel',
  'FillOrKill',
];

const ALL_ORDER_TYPES: readonly TicketOrderType[] = ['Market', 'Limit', 'Stop', 'StopLimit', 'PreviouslyQuoted'];
const ALL_TIME_IN_FORCES: readonly TicketTimeInForce[] = [
  'GoodTillCancel',
  'ImmediateOrCancel',
  'FillOrKill',
  'GoodTilDate',
];

/** What the desk offers: order types and times in force, and whether they came from the service. */
export interface Offered {
  readonly orderTypes: readonly TicketOrderType[];
  readonly timeInForces: readonly TicketTimeInForce[];
  readonly fromConfiguration: boolean;
}

// The configuration's shape is ours (spec: not shown); a service that lists its order types
// may call the field orderTypes or supportedOrderTypes, so both are read, as plain data.
function listed<T extends string>(config: unknown, fields: readonly string[], known: readonly T[]): T[] | null {
  if (typeof config !== 'object' || config === null) return null;
  for (const field of fields) {
    const value = (config as Record<string, unknown>)[field];
    if (Array.isArray(value)) return known.filter((item) => value.includes(item));
  }
  return null;
}

/** The order types and times in force to offer: the configuration's list when it has one, else the baseline. */
export function offeredBy(config: TradingConfiguration | null): Offered {
  const types = listed(config, ['orderTypes', 'supportedOrderTypes'], ALL_ORDER_TYPES);
  // A time in force the order channel cannot carry (GoodTilDate, until it learns it) is never offered.
  const sendable = ALL_TIME_IN_FORCES.filter((tif) => (TRADING_TIMES_IN_FORCE as readonly string[]).includes(tif));
  const tifs = listed(config, ['timeInForces', 'timeInForce', 'supportedTimeInForces'], sendable);
  return {
    orderTypes: types && types.length > 0 ? types : BASELINE_ORDER_TYPES,
    timeInForces: tifs && tifs.length > 0 ? tifs : BASELINE_TIME_IN_FORCES,
    fromConfiguration: types !== null && types.length > 0,
  };
}

/** Words for an order type on the ticket's choice (a quoted order is chosen as "Quote"; the blotter names it "Quoted"). */
export const ORDER_TYPE_LABEL: Record<TicketOrderType, MessageKey> = {
  Market: 'trading.orderType.market',
  Limit: 'trading.orderType.limit',
  Stop: 'trading.orderType.stop',
  StopLimit: 'trading.orderType.stopLimit',
  PreviouslyQuoted: 'trading.ticket.type.quote',
};

/** Whether an order type needs a limit price, a stop price, a quote. */
export const needsLimit = (type: TicketOrderType): boolean => type === 'Limit' || type === 'StopLimit';
export const needsStop = (type: TicketOrderType): boolean => type === 'Stop' || type === 'StopLimit';
export const needsQuote = (type: TicketOrderType): boolean => type === 'PreviouslyQuoted';
