import type { Feature } from '../feature';
import { createUpdateService, type UpdateService, type UpdateServiceDeps } from './update-service';

/** The updates feature: its service and the updates.* channels. */
export function createUpdatesFeature(deps: UpdateServiceDeps): Feature<UpdateService, 'updates', 'updateStatus'> {
  const service = createUpdateService(deps);
  return {
    service,
    handlers: {
      'updates.status': () => service.status(),
      'updates.check': () => service.check(),
      'updates.download': () => service.download(),
    },
    events: ['updateStatus'],
  };
}
