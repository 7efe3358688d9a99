import { custodyEndpoints } from './endpoints/custody';
import { customerEndpoints } from './endpoints/customers';
import { legacyEndpoints } from './endpoints/legacy';
import { loanEndpoints } from './endpoints/loans';
import { orderEndpoints } from './endpoints/orders';
import { reportEndpoints } from './endpoints/reports';
import { stakingEndpoints } from './endpoints/staking';
import { tradingEndpoints } from './endpoints/trading';

/** Every endpoint of the service, by name. The client, the simulator and IPC all derive from it. */
export const catalog = {
  ...customerEndpoints,
  ...custodyEndpoints,
  ...tradingEndpoints,
  ...orderEndpoints,
  ...stakingEndpoints,
  ...reportEndpoints,
  ...legacyEndpoints,
  ...loanEndpoints,
};

export type Catalog = typeof catalog;
export type EndpointName = keyof Catalog;

/** All endpoint names, in catalog order. */
export const endpointNames = Object.keys(catalog) as EndpointName[];

/** The endpoints that only read (access 'read'), in catalog order: what read channels may answer. */
export const readEndpointNames: readonly EndpointName[] = endpointNames.filter(
  (name) => catalog[name].access === 'read',
);
