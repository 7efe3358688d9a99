/**
 * Answers the client decoded with an endpoint's response codec, remembered by
 * identity (weakly: forgotten with the value). A read channel's output check
 * (shared/ipc/schemas/reads/read-channel.ts) proves a value fits by encoding it
 * with the same codec; for the very object that codec just produced that proof
 * is already made, and re-encoding a page of 100 orders cost main more than
 * decoding it (the soak benchmark's blotter refreshes). Any other value, a copy
 * or one a handler built, is still checked. Decoded answers are never mutated
 * (the app treats them as immutable), so identity stands for content.
 */
const decodedWith = new WeakMap<object, unknown>();

/** Records that `codec` decoded `value` (objects and arrays; primitives are cheap to check anyway). */
export function rememberDecoded(value: unknown, codec: unknown): void {
  if (typeof value === 'object' && value !== null) decodedWith.set(value, codec);
}

/** Whether `value` is the very object `codec` decoded. */
export function isDecodedBy(value: unknown, codec: unknown): boolean {
  return typeof value === 'object' && value !== null && decodedWith.get(value) === codec;
}
