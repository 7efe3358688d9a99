import type { z } from 'zod';
import { catalog } from '../../../shared/api/catalog';
import type { EndpointName } from '../../../shared/api/catalog';
import type { serviceCallInput } from '../../../shared/ipc/schemas/service';
import { ipcFail, ipcOk } from '../../../shared/ipc/result';
import type { IpcResult } from '../../../shared/ipc/result';
import type { ServiceError } from '../../../shared/api/errors';
import type { Endpoint } from '../../../shared/api/endpoint';
import { prepareRequest } from '../../client/prepare';
import type { CallInput } from '../../client/client';
import type { AppServices } from '../../services/app-services';
import { requireUsableSecret } from '../../services/profiles/secret-binding';

/**
 * One catalog endpoint through the active profile's client, refused with a
 * 'conflict' (nothing sent) when the profile the call names is no longer the
 * active one. The client
 * checks params, query and body against the endpoint's schemas and refuses
 * bad values as a ServiceError of kind 'validation' without sending anything.
 */
export async function callService(
  name: EndpointName,
  input: z.output<typeof serviceCallInput>,
  services: AppServices,
): Promise<IpcResult<unknown>> {
  const { profile, client } = await services.session.activeAs(input.profileId);
  if (catalog[name].auth === 'signed') requireUsableSecret(profile);
  const call: CallInput = {};
  if (input.params !== undefined) call.params = input.params;
  if (input.query !== undefined) call.query = input.query;
  if (input.body !== undefined) call.body = input.body;
  if (input.customer !== undefined) call.customer = input.customer;
  const refused = preflight(name, call, profile.selectedCustomer);
  if (refused) return ipcFail('service', refused.message, refused);
  const result = await (client.call as (name: EndpointName, input: CallInput) => ReturnType<typeof client.call>)(name, call);
  return result.ok ? ipcOk(result.value) : ipcFail('service', result.error.message, result.error);
}

/**
 * The client refuses bad values as ServiceErrors, but a codec that throws
 * while encoding a bad value would escape as an exception. Encoding once
 * here first (nothing is sent) turns such a throw into a validation error.
 */
function preflight(name: EndpointName, input: CallInput, selectedCustomer: number | null): ServiceError | null {
  const endpoint = catalog[name] as Endpoint;
  try {
    const prepared = prepareRequest(endpoint, input, selectedCustomer ?? undefined, '');
    return prepared.ok ? null : prepared.error;
  } catch (error) {
    return {
      kind: 'validation',
      message: `"${endpoint.title}" was not sent: a value is not valid (${error instanceof Error ? error.message : String(error)}).`,
      endpoint: endpoint.title,
      method: endpoint.method,
      path: endpoint.path,
    };
  }
}
