import type { FeatureHandlers } from '../feature';
import type { ActiveClients } from './client-pool';
import type { ConnectionTracker } from './connection-tracker';

/** The active connection's state as the client already knows it: nothing is sent. */
export function connectionHandlers(
  clients: ActiveClients,
  connection: Pick<ConnectionTracker, 'current'>,
): FeatureHandlers<'connection'> {
  return {
    'connection.clock': async ({ profileId }) => {
      const { client } = await clients.activeAs(profileId);
      return { offsetMs: client.clockOffsetMs() };
    },
    'connection.state': () => connection.current(),
  };
}
