import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import type { DeskPeer } from './run-desk';

const REPORT_CREATE = /^\/reporting\/api\/v1\/([a-z]+statement)$/i;
/** The create path's segment of each statement kind a month-end run makes in these tests. */
const SEGMENT_KIND: Record<string, string> = {
  accountordersstatement: 'account-orders',
  balancestatement: 'balance',
  accountstatement: 'account',
  guaranteestatement: 'guarantee',
  exchangeratesstatement: 'exchange-rates',
  stakingrewardsstatement: 'staking-rewards',
};

/**
 * A counting door in front of a simulator: every request passes unchanged (signatures included), and each report
 * creation the service accepted is counted per "customer/kind", with a waiter for a total.
 */
export interface CountingDoor {
  peer: DeskPeer;
  creations: Map<string, number>;
  /** Creations since the last reset. */
  created(): number;
  reset(): void;
  untilCreated(count: number): Promise<void>;
  close(): Promise<void>;
}

export async function countingDoor(simulator: RunningSimulator): Promise<CountingDoor> {
  const target = new URL(simulator.baseUrl);
  const creations = new Map<string, number>();
  let created = 0;
  let onCreated: (() => void) | null = null;
  const proxy: Server = createServer((req, res) => {
    const match = req.method === 'POST' ? REPORT_CREATE.exec(req.url ?? '') : null;
    const forward = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        if (match && answer.statusCode !== undefined && answer.statusCode < 300) {
          const segment = match[1]!.toLowerCase();
          const key = `${String(req.headers['customer-number'])}/${SEGMENT_KIND[segment] ?? segment}`;
          creations.set(key, (creations.get(key) ?? 0) + 1);
          created += 1;
          onCreated?.();
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    peer: { baseUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, credentials: simulator.credentials },
    creations,
    created: () => created,
    reset: () => {
      creations.clear();
      created = 0;
    },
    untilCreated: (count) =>
      new Promise((resolve) => {
        onCreated = () => {
          if (created >= count) {
            onCreated = null;
            resolve();
          }
        };
        onCreated();
      }),
    close: async () => {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}

/** The desk in a real child process (so it can be killed with SIGKILL). */
export function deskChild(peer: DeskPeer, dataDir: string, args: readonly string[]): ChildProcess {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const credential = peer.credentials[0]!;
  return spawn(
    process.execPath,
    ['--import', 'tsx', 'electron/cli/desk/main.ts', '--data-dir', dataDir, '--base-url', peer.baseUrl, ...args],
    {
      cwd: root,
      env: { PATH: process.env['PATH'] ?? '', SVC_API_KEY: credential.apiKey, SVC_API_SECRET: credential.apiSecret },
      stdio: 'ignore',
    },
  );
}
