import type { Moment, WorldContext } from './context';

/** What handlers need besides the state: the current moment and a way to say the world changed. */
export interface Runtime {
  readonly context: WorldContext;
  /** The current simulated and wall time. */
  now(): Moment;
  /** Records that a handler changed the world (persist soon). */
  changed(): void;
}
