import type { ServiceClient } from '../../client/client';

/** The part of the service client the trading services use (tests pass a fake). */
export type TradingClient = Pick<ServiceClient, 'call'>;
