// Plain Node (runs before dependencies exist, on any Node version npm runs).
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';

/**
 * The app's main services, its build and its tests need the Node.js package.json's engines names (undici 8,
 * vitest 5, Node 22 APIs). Older, `npm run setup` built the keychain module for the wrong Node and browser
 * mode failed deep in a dependency with a stack trace; this says what to do instead, in one line. Null when
 * `nodeVersion` (e.g. "20.20.2") is new enough for `engines` (e.g. ">=22.19.0").
 */
export function nodeTooOld(nodeVersion, engines) {
  const need = /(\d+)\.(\d+)/.exec(engines ?? '');
  if (!need) return null;
  const [major, minor] = nodeVersion.split('.').map(Number);
  const [needMajor, needMinor] = [Number(need[1]), Number(need[2])];
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return null;
  return `SVC Desk needs Node.js ${needMajor}.${needMinor} or newer, and this is Node.js ${nodeVersion}: install Node.js ${needMajor} (nodejs.org, or your package manager) and run the command again.`;
}

/** Why this Node cannot run the app, against the engines of this repository's package.json; null when it can. */
export function thisNodeTooOld() {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return nodeTooOld(process.versions.node, manifest.engines?.node);
}
