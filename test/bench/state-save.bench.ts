// What a state save costs the simulator's request handling: World.serialize() runs synchronously on the
// simulator's thread. Measured on the default world after a day of new history, against stringifying the
// same state whole (what every save did before the append-only cache).
import { createWorld } from '../../electron/simulator/world/index';
import { formatMicros, percentile, type BenchReport } from './report';

const SAVES = 15;

export async function run(): Promise<BenchReport[]> {
  let now = Date.now();
  // One wall second is one simulated day: each round adds a day of rewards and bookings.
  const world = createWorld({ seed: 42, speed: 86_400, now: () => now });
  world.serialize();
  const incremental: number[] = [];
  const whole: number[] = [];
  let bytes = 0;
  for (let round = 0; round < SAVES; round++) {
    now += 1000;
    world.advance();
    let started = performance.now();
    bytes = world.serialize().length;
    incremental.push(performance.now() - started);
    const state = world.snapshot();
    started = performance.now();
    JSON.stringify(state);
    whole.push(performance.now() - started);
  }
  incremental.sort((a, b) => a - b);
  whole.sort((a, b) => a - b);
  const p50 = percentile(incremental, 50);
  const baseline = percentile(whole, 50);
  return [
    {
      name: `simulator state save (serialize, ${(bytes / 1e6).toFixed(1)} MB default world), p50 of ${SAVES}`,
      measured: `${formatMicros(p50)} (max ${formatMicros(incremental.at(-1)!)})`,
      baseline: `whole JSON.stringify ${formatMicros(baseline)}`,
      ratio: p50 / baseline,
      target: 0.5,
    },
  ];
}
