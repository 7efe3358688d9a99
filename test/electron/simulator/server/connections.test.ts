import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CONNECTION_LIMITS } from '../../../../electron/simulator/server/app';
import { startFakeSimulator } from '../support/start-fake';

function open(baseUrl: string): Promise<Socket> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => resolve(socket));
    socket.on("error", () => undefined);
    // Read (and drop) what the server sends, so its end of the connection is seen.
    socket.resume();
    socket.once('error', reject);
  });
}

const closed = (socket: Socket): Promise<number> => {
  const start = Date.now();
  return new Promise((resolve) => (socket.destroyed ? resolve(0) : socket.once('close', () => resolve(Date.now() - start))));
};

describe('simulator connection limits', () => {
  it('has a connection cap and request/idle timeouts by default', () => {
    expect(CONNECTION_LIMITS.max).toBeLessThanOrEqual(256);
    expect(CONNECTION_LIMITS.requestMs).toBeLessThanOrEqual(15_000);
    expect(CONNECTION_LIMITS.idleMs).toBeLessThanOrEqual(30_000);
  });

  it('closes sockets beyond the cap at once, idle ones after the idle time, and a slow body near its deadline', async () => {
    const sim = await startFakeSimulator({ connections: { max: 10, idleMs: 1_500, requestMs: 1_000 } });
    const sockets: Socket[] = [];
    try {
      for (let n = 0; n < 15; n += 1) sockets.push(await open(sim.baseUrl));
      const endings = sockets.map((socket) => closed(socket));
      // The 5 beyond the cap are closed by the server straight away.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sockets.filter((socket) => socket.destroyed || socket.readableEnded).length).toBeGreaterThanOrEqual(5);
      // The idle ones go within the idle time (plus Node's once-a-second check), not after ~70 s.
      const times = await Promise.all(endings);
      expect(Math.max(...times)).toBeLessThan(4_000);

      // A body that never completes.
      const slow = await open(sim.baseUrl);
      const host = new URL(sim.baseUrl).host;
      slow.write(`PUT /staking/v5/stakingOrders/x HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`);
      const trickle = setInterval(() => slow.write(' '), 200);
      const slowClosed = await closed(slow);
      clearInterval(trickle);
      expect(slowClosed).toBeLessThan(4_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await sim.stop();
    }
  }, 20_000);
});
