import type { z } from 'zod';
import type { EndpointName } from '../../../shared/api/catalog';
import type { serviceCallInput } from '../../../shared/ipc/schemas/service';
import { ipcOk } from '../../../shared/ipc/result';
import type { IpcResult } from '../../../shared/ipc/result';
import type { CallInput } from '../../client/client';
import type { AppServices } from '../../services/app-services';
import { serviceFailure } from '../../services/errors';

/**
 * One catalog read through the active profile's client, refused with a
 * 'conflict' (nothing sent) when the profile the call names is no longer the
 * active one. The client is called once: it refuses bad params, query or body
 * and an unusable secret as a ServiceError without sending anything, and its
 * error kind reaches the renderer unchanged.
 */
export async function callService(
  name: EndpointName,
  input: z.output<typeof serviceCallInput>,
  services: AppServices,
): Promise<IpcResult<unknown>> {
  const { client } = await services.clients.activeAs(input.profileId);
  const call: CallInput = {};
  if (input.params !== undefined) call.params = input.params;
  if (input.query !== undefined) call.query = input.query;
  if (input.body !== undefined) call.body = input.body;
  if (input.customer !== undefined) call.customer = input.customer;
  const result = await (client.call as (name: EndpointName, input: CallInput) => ReturnType<typeof client.call>)(name, call);
  if (!result.ok) throw serviceFailure(result.error);
  return ipcOk(result.value);
}
