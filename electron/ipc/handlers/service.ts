import type { z } from 'zod';
import type { serviceCallInput } from '../../../shared/ipc/schemas/service';
import { ipcOk } from '../../../shared/ipc/result';
import type { IpcResult } from '../../../shared/ipc/result';
import type { ReadEndpointName } from '../../../shared/ipc/service-names';
import type { AppServices } from '../../services/app-services';
import { readThrough } from '../../services/clients/read-through';

/** One catalog read through the active profile's client (see readThrough); its error kind reaches the caller unchanged. */
export async function callService(name: ReadEndpointName, input: z.output<typeof serviceCallInput>, services: AppServices): Promise<IpcResult<unknown>> {
  return ipcOk(await readThrough(services.clients, name, input));
}
