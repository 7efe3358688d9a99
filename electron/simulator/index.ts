import { createWorld } from './world/index';
import { runSimulator, type RunningSimulator, type SimulatorOptions } from './server/simulator';

export type { RunningSimulator, SimulatorOptions } from './server/simulator';
export { StateFileError } from './persistence';

/** Starts the simulated service in this process (the desktop app embeds it; the CLI wraps it). */
export function startSimulator(options: SimulatorOptions): Promise<RunningSimulator> {
  // Only the documented options pass: the bench-only unauthenticated routes cannot be switched on from here.
  const {
    host,
    port,
    seed,
    speed,
    stateFile,
    rateLimit,
    now,
    logError,
    randomCredentials,
    scale,
    connections,
    latencyMs,
    customers,
    tls,
  } = options;
  return runSimulator(createWorld, {
    host,
    port,
    seed,
    speed,
    stateFile,
    rateLimit,
    now,
    logError,
    randomCredentials,
    scale,
    connections,
    latencyMs,
    customers,
    tls,
  });
}
