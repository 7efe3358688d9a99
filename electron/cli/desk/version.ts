import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The app's version: npm's (npm run sets npm_package_version from package.json),
 * else package.json's own, read beside the sources (tsx electron/cli/desk/main.ts).
 */
export function appVersion(env: Readonly<Record<string, string | undefined>>): string {
  const fromNpm = env['npm_package_version'];
  if (fromNpm) return fromNpm;
  try {
    const manifest = JSON.parse(
      readFileSync(fileURLToPath(new URL('../../../package.json', import.meta.url)), 'utf8'),
    ) as { version?: unknown };
    return typeof manifest.version === 'string' ? manifest.version : 'unknown';
  } catch {
    return 'unknown';
  }
}
