/**
 * A random UUID v4: names one order ticket, one Book load (main tags its pushed
 * rows with it), one staking order chosen before
 * review (every send of that review is the same order). Built on
 * getRandomValues: crypto.randomUUID exists only in secure contexts, which not
 * every page origin the renderer is served from counts as.
 */
export function newUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
