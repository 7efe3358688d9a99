import type { Catalog } from '../../../shared/api/catalog';
import type { ResponseOf } from '../../../shared/api/endpoint';
import type { ReadEndpointName } from '../../../shared/ipc/service-names';
import type { CallInput } from '../../client/client';
import { serviceFailure } from '../errors';
import type { ActiveClients } from './client-pool';

/** Who a read is for and its typed path and query values (app form). */
export interface ReadRequest {
  readonly profileId: string;
  readonly customer?: string | undefined;
  readonly params?: object | undefined;
  readonly query?: object | undefined;
}

/**
 * One catalog read through the active profile's client, refused with a
 * 'conflict' (nothing sent) when the profile the request names is no longer
 * the active one. The client checks params and query against the endpoint's
 * codecs before sending; a failed call throws the ServiceError as an AppError
 * of kind 'service', unchanged.
 */
export async function readThrough<N extends ReadEndpointName>(
  clients: ActiveClients,
  name: N,
  request: ReadRequest,
): Promise<ResponseOf<Catalog[N]>> {
  const { client } = await clients.activeAs(request.profileId);
  const call: CallInput = {};
  if (request.params !== undefined) call.params = request.params;
  if (request.query !== undefined) call.query = request.query;
  if (request.customer !== undefined) call.customer = request.customer;
  const result = await (client.call as (name: N, input: CallInput) => ReturnType<typeof client.call<N>>)(name, call);
  if (!result.ok) throw serviceFailure(result.error);
  return result.value;
}
