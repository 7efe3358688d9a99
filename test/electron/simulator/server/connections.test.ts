import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CONNECTION_LIMITS } from '../../../../electron/simulator/server/app';
import { controlClient } from '../../../../electron/simulator/control-client';
import { FAKE_CREDENTIALS } from '../support/fake-world';
import { send } from '../support/signed';
import { startFakeSimulator } from '../support/start-fake';

function open(baseUrl: string, localAddress?: string): Promise<Socket> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), ...(localAddress ? { localAddress } : {}) }, () =>
      resolve(socket),
    );
    socket.on('error', () => undefined);
    // Read (and drop) what the server sends, so its end of the connection is seen.
    socket.resume();
    socket.once('error', reject);
  });
}

const closed = (socket: Socket): Promise<number> => {
  const start = Date.now();
  return new Promise((resolve) =>
    socket.destroyed ? resolve(0) : socket.once('close', () => resolve(Date.now() - start)),
  );
};

describe('simulator connection limits', () => {
  it('has a connection cap and request/idle timeouts by default', () => {
    expect(CONNECTION_LIMITS.max).toBeLessThanOrEqual(256);
    expect(CONNECTION_LIMITS.perPeer).toBeLessThan(CONNECTION_LIMITS.max);
    expect(CONNECTION_LIMITS.headersMs).toBeLessThanOrEqual(5_000);
    expect(CONNECTION_LIMITS.requestMs).toBeLessThanOrEqual(15_000);
    expect(CONNECTION_LIMITS.idleMs).toBeLessThanOrEqual(30_000);
  });

  it('closes sockets beyond the cap at once, idle ones after the idle time, and a slow body near its deadline', async () => {
    const sim = await startFakeSimulator({ connections: { max: 10, idleMs: 1_500, requestMs: 1_000 } });
    const sockets: Socket[] = [];
    try {
      for (let n = 0; n < 15; n += 1) sockets.push(await open(sim.baseUrl));
      const times = (await Promise.all(sockets.map((socket) => closed(socket)))).sort((a, b) => a - b);
      // The 5 beyond the cap were closed by the server straight away: well before any idle time ran out.
      expect(times[4]).toBeLessThan(1_000);
      // The idle ones go within the idle time (plus Node's once-a-second check), not after ~70 s.
      expect(times[5]).toBeGreaterThanOrEqual(1_000);
      expect(Math.max(...times)).toBeLessThan(4_000);

      // A body that never completes.
      const slow = await open(sim.baseUrl);
      const host = new URL(sim.baseUrl).host;
      slow.write(
        `PUT /staking/v5/stakingOrders/x HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
      );
      const trickle = setInterval(() => slow.write(' '), 200);
      const slowClosed = await closed(slow);
      clearInterval(trickle);
      expect(slowClosed).toBeLessThan(4_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await sim.stop();
    }
  }, 20_000);

  it('lets a client in while the cap is full of sockets that never finish their headers', async () => {
    // Timeouts far beyond the test: only the cap's handling can let the client in.
    const sim = await startFakeSimulator({
      connections: { max: 10, perPeer: 10, idleMs: 60_000, headersMs: 60_000, requestMs: 60_000 },
    });
    const host = new URL(sim.baseUrl).host;
    const slow: Socket[] = [];
    try {
      for (let n = 0; n < 10; n += 1) {
        const socket = await open(sim.baseUrl);
        socket.write(`GET /custody/v1/Accounts HTTP/1.1\r\nHost: ${host}\r\nX-Slow: `);
        slow.push(socket);
      }
      const response = await send(sim.baseUrl, FAKE_CREDENTIALS[0]!, { path: '/custody/v1/Accounts', customer: 1001 });
      expect(response.status).toBe(200);
      // The oldest slow socket made room.
      await closed(slow[0]!);
    } finally {
      for (const socket of slow) socket.destroy();
      await sim.stop();
    }
  });

  it('caps the sockets of one peer below the total, so another peer still gets in while they all work', async () => {
    const sim = await startFakeSimulator({
      connections: { max: 20, perPeer: 3, idleMs: 60_000, headersMs: 60_000, requestMs: 60_000 },
    });
    const control = controlClient(sim);
    const host = new URL(sim.baseUrl).host;
    const busy: Socket[] = [];
    try {
      // Peer 127.0.0.2 fills its share with requests held by a delay fault: sockets that work cannot be closed.
      await control.injectFault({
        method: 'GET',
        path: '/custody/v1/Accounts',
        kind: 'delay',
        delayMs: 60_000,
        count: 3,
      });
      for (let n = 0; n < 3; n += 1) {
        const socket = await open(sim.baseUrl, '127.0.0.2');
        socket.write(`GET /custody/v1/Accounts HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
        busy.push(socket);
      }
      // Each took one use of the fault: all three are answered (401, unsigned) but held back.
      await expect.poll(async () => (await control.listFaults()).length).toBe(0);
      // A fourth socket of that peer is closed at once; the working ones stay; another peer is served.
      const extra = await open(sim.baseUrl, '127.0.0.2');
      await closed(extra);
      expect(busy.every((socket) => !socket.destroyed)).toBe(true);
      expect(
        (await send(sim.baseUrl, FAKE_CREDENTIALS[0]!, { path: '/custody/v1/Accounts', customer: 1001 })).status,
      ).toBe(200);
    } finally {
      for (const socket of busy) socket.destroy();
      await sim.stop();
    }
  });
});
