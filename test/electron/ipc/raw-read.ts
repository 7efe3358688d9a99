import { toIpcError } from '../../../electron/ipc/errors';
import type { AppServices } from '../../../electron/services/app-services';
import type { ReadRequest } from '../../../electron/services/clients/read-through';
import { readThrough } from '../../../electron/services/clients/read-through';
import type { IpcResult } from '../../../shared/ipc/result';
import { ipcOk } from '../../../shared/ipc/result';
import type { ReadEndpointName } from '../../../shared/ipc/service-names';

/**
 * One catalog read through the active profile's client, answered as an
 * IpcResult: what a read channel does, for tests that compare with it or
 * need a read no screen makes (there is no raw channel for it).
 */
export async function rawRead(
  services: Pick<AppServices, 'clients'>,
  name: ReadEndpointName,
  request: ReadRequest,
): Promise<IpcResult<unknown>> {
  try {
    return ipcOk(await readThrough(services.clients, name, request));
  } catch (error) {
    return {
      ok: false,
      error: toIpcError(error, (unexpected) => {
        throw unexpected;
      }),
    };
  }
}
