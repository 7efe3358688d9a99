// `npm run web` loads this before tsx (node --import ./scripts/web-preflight.mjs --import tsx ...): on a Node
// that is too old, or before `npm run setup`, it says what to do in one line and stops, where Node would
// otherwise print a stack trace for the missing tsx loader or a failing dependency.
import console from 'node:console';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { thisNodeTooOld } from './node-version.mjs';
import { missingSetup, NEEDED } from './setup-check.mjs';

const problem =
  thisNodeTooOld() ?? missingSetup({ root: join(fileURLToPath(import.meta.url), '..', '..'), packages: NEEDED.web });
if (problem !== null) {
  console.error(problem);
  process.exit(1);
}
