import type { IpcResult } from '../../shared/ipc/result';
import { ipcFail } from '../../shared/ipc/result';

/**
 * What one run of browser mode lets its pages cost main. A page holding the
 * token is the user's, but a runaway or hostile tab must not grow main
 * without end (a paused reader keeps every answer queued) nor send the
 * service calls faster than a person could ask for them (the user's key
 * would be rate-limited by the service).
 */
export interface PageBounds {
  /** Bytes waiting to be written to one socket; beyond, the socket is closed (its page reconnects by reloading). */
  maxQueuedBytes: number;
  /** Calls one socket may have running at once; beyond, a call is answered at once without running. */
  maxInFlight: number;
  /** Calls every page together may start in a burst ... */
  callBurst: number;
  /** ... and per second after it (a token bucket shared by all sockets: one key, one service). */
  callsPerSecond: number;
  /** Sockets open at once; a further handshake is refused. */
  maxPages: number;
}

export const PAGE_BOUNDS: PageBounds = {
  maxQueuedBytes: 16 * 1024 * 1024,
  // The dashboard's first paint starts a few dozen calls; a person never has more running.
  maxInFlight: 64,
  callBurst: 200,
  callsPerSecond: 50,
  maxPages: 16,
};

/** The answer to a call refused by these bounds: nothing ran, nothing reached the service. */
export const TOO_MANY_CALLS: IpcResult<never> = ipcFail(
  'limit',
  'This page asked for too much at once, so nothing was done. Wait a moment and try again.',
);

/** A token bucket: `take` says whether one more call may start now. `now` is monotonic milliseconds. */
export function createCallBucket(
  bounds: Pick<PageBounds, 'callBurst' | 'callsPerSecond'>,
  now: () => number,
): { take(): boolean } {
  let tokens = bounds.callBurst;
  let updatedAt = now();
  return {
    take() {
      const time = now();
      tokens = Math.min(bounds.callBurst, tokens + ((time - updatedAt) / 1000) * bounds.callsPerSecond);
      updatedAt = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
