/** The simulated service's world: everything it knows and does, behind the World contract. */
export { createWorld } from './world';
export { SnapshotError } from './snapshot';
