// Types for scripts/electron-binary.mjs (plain ES module npm runs directly), so tests import it typed.
import type { spawn } from 'node:child_process';

/** The Electron executable inside a dist folder, as node_modules/electron/install.js names it. */
export function platformExecutable(platform: string): string;

/** The executable electron-vite will run, or null when there is none. */
export function findElectronBinary(options: {
  electronDir: string;
  env: Record<string, string | undefined>;
  platform: string;
  exists?: (file: string) => boolean;
  read?: (file: string) => string;
}): string | null;

/** The release zip's name and the folder @electron/get looks for it in. */
export function cacheLocation(options: {
  version: string;
  env: Record<string, string | undefined>;
  platform: string;
  arch: string;
  home?: string;
}): { file: string; folder: string };

/** Why the installer failed, in a few words, from its exit and output. */
export function failureReason(facts: {
  timedOut: boolean;
  timeoutMs: number;
  code: number | null;
  output: string;
}): string;

/** Runs Electron's installer, killed after timeoutMs; never rejects. */
export function runElectronInstaller(options: {
  electronDir: string;
  env: Record<string, string | undefined>;
  timeoutMs: number;
  spawnProcess?: typeof spawn;
}): Promise<{ ok: true } | { ok: false; reason: string }>;
