// The simulator under benchmark, in its own thread so its event loop is not the one generating load.
// Bench only: it turns on the unauthenticated mirror routes, which normal runs never have.
import { parentPort, workerData } from 'node:worker_threads';
import { runSimulator } from '../../electron/simulator/server/simulator';
import { createWorld } from '../../electron/simulator/world/index';

// customers and latencyMs: an office of many customers behind a real connection's latency (scale.bench.ts).
const { unsignedPrefix, customers, latencyMs } = workerData as {
  unsignedPrefix: string;
  customers?: number;
  latencyMs?: number;
};

// process.threadCpuUsage arrived in Node 22.19's line; where missing, event-loop busy time is the nearest stand-in.
function threadCpuMs(): number {
  const usage = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage?.();
  return usage === undefined ? performance.eventLoopUtilization().active : (usage.user + usage.system) / 1000;
}
const simulator = await runSimulator(createWorld, {
  seed: 42,
  speed: 1,
  benchUnsignedPrefix: unsignedPrefix,
  logError: (message) => console.error(message),
  ...(customers === undefined ? {} : { customers }),
  ...(latencyMs === undefined ? {} : { latencyMs }),
});
parentPort?.postMessage({ baseUrl: simulator.baseUrl, credentials: simulator.credentials });
parentPort?.on('message', (message) => {
  // CPU time of this thread: what the server spent, whatever the load generator or the rest of the machine does.
  if (message === 'cpu') parentPort?.postMessage(threadCpuMs());
  if (message === 'stop') void simulator.stop().then(() => parentPort?.postMessage('stopped'));
});
