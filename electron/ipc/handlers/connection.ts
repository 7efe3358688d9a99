import type { DomainHandlers } from './handler';

/** The active connection's state as the client already knows it: nothing is sent. */
export const connectionHandlers: DomainHandlers<'connection'> = {
  'connection.clock': async ({ profileId }, { clients }) => {
    const { client } = await clients.activeAs(profileId);
    return { offsetMs: client.clockOffsetMs() };
  },
  'connection.state': (_input, { connection }) => connection.current(),
};
