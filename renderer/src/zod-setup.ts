import { config } from 'zod';

// zod probes for eval with new Function() when its first object schema is built; under the
// CSP's script-src 'self' that probe is reported as a violation. The renderer only needs
// zod's interpreted parsers, so the probe is switched off before any schema module loads.
// main.tsx imports this module first for that reason.
config({ jitless: true });
