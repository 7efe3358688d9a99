import { runSimulator, type RunningSimulator, type RunOptions } from '../../../../electron/simulator/server/simulator';
import type { WorldOptions } from '../../../../electron/simulator/contract';
import { createFakeWorld, type FakeWorld } from './fake-world';

export interface FakeSimulator extends RunningSimulator {
  /** The world behind the server (the last one created). */
  readonly world: FakeWorld;
  /** Messages the server reported as unexpected errors. */
  readonly errors: string[];
}

/** Starts the real HTTP layer on an ephemeral loopback port around the fake world. */
export async function startFakeSimulator(options: Partial<RunOptions> = {}): Promise<FakeSimulator> {
  const errors: string[] = [];
  let world: FakeWorld | undefined;
  const running = await runSimulator((worldOptions: WorldOptions) => (world = createFakeWorld(worldOptions)), {
    seed: 42,
    speed: 1,
    logError: (message) => errors.push(message),
    ...options,
  });
  if (world === undefined) throw new Error('the fake world was not created');
  const created = world;
  return { ...running, stop: running.stop, world: created, errors };
}
