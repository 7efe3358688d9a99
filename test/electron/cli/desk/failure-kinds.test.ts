import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { startSimulator } from '../../../../electron/simulator/index';
import { useTempDirs } from '../../services/helpers/temp-dir';
import { runDeskAgainst, type DeskPeer, type DeskProblem } from './run-desk';

const tempDir = useTempDirs();
let simulator: RunningSimulator;

beforeAll(async () => {
  simulator = await startSimulator({ seed: 42, speed: 1, port: 0 });
}, 120_000);
afterAll(() => simulator?.stop());

/** Commands of every feature that read the service first; each must name the real cause of a failure. */
const READS = [
  ['book'],
  ['customers'],
  ['accounts'],
  ['positions'],
  ['market'],
  ['loans', 'status'],
  ['staking', 'orders'],
  ['orders', 'list'],
];

/** A loopback address where nothing listens (a port just released). */
async function deadAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

async function problemOf(
  peer: DeskPeer,
  args: readonly string[],
): Promise<{ code: number; problem: DeskProblem; stderr: string }> {
  const ran = await runDeskAgainst(peer, await tempDir(), args);
  return { code: ran.code, stderr: ran.stderr, problem: JSON.parse(ran.stderr) as DeskProblem };
}

describe('desk keeps the kind of a failure in every feature', () => {
  it('a wrong secret is a refused key (service, authentication), never an internal error', async () => {
    const wrong: DeskPeer = {
      baseUrl: simulator.baseUrl,
      credentials: [{ apiKey: simulator.credentials[0]!.apiKey, apiSecret: 'wrong-secret-0123456789abcdef0123456789' }],
    };
    for (const args of READS) {
      const { code, problem, stderr } = await problemOf(wrong, args);
      expect({ args, code }).toEqual({ args, code: 1 });
      expect(problem, stderr).toMatchObject({ kind: 'service', details: { kind: 'authentication', status: 401 } });
    }
  }, 120_000);

  it('a service that is down is unreachable (service, network), never an internal error', async () => {
    const down: DeskPeer = { baseUrl: await deadAddress(), credentials: simulator.credentials };
    for (const args of [['book'], ['customers'], ['loans', 'status']]) {
      const { code, problem, stderr } = await problemOf(down, args);
      expect({ args, code }).toEqual({ args, code: 1 });
      expect(problem, stderr).toMatchObject({ kind: 'service', details: { kind: 'network' } });
    }
  }, 120_000);
});
