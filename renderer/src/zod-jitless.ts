import { config } from 'zod/v4';

// What `zod` means in the renderer's build (electron.vite.config.ts aliases it here). zod probes for eval with
// new Function() when its first object schema is built; under the CSP's script-src 'self' that probe is reported as
// a violation. The renderer needs only zod's interpreted parsers, so the probe is switched off here, in the module
// every schema module imports zod through: whatever chunk a schema lands in, this runs before it is built.
config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
