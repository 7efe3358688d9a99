// Plain Node (runs before dependencies exist): whether `npm run setup` has been run, so that `npm start`
// and `npm run web` on a fresh clone say so in one line instead of failing deep in a missing module
// (ENOENT on node_modules/electron/package.json, or "Cannot find package 'tsx'").
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The packages each command loads first: their absence means the dependencies were never installed. */
export const NEEDED = {
  start: ['electron', 'electron-vite', 'tsx'],
  web: ['tsx'],
};

/** The one line saying set-up is missing (null: every package is there). */
export function missingSetup({ root, packages, exists = existsSync }) {
  const missing = packages.filter((name) => !exists(join(root, 'node_modules', name, 'package.json')));
  if (missing.length === 0) return null;
  return `SVC Desk is not set up yet (${missing.map((name) => `node_modules/${name}`).join(', ')} missing): run \`npm run setup\` once, then this command again.`;
}
