import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Where a worker thread's code is, and the flags its thread needs. */
export interface WorkerScript {
  url: URL;
  execArgv: string[];
}

/**
 * A worker entry's script, seen from the module that starts it: running from
 * source (tests, desk, dev), the TypeScript entry beside that module with tsx
 * loaded in the thread; in the built app, the entry electron.vite.config.ts
 * emits next to main's bundle (or one folder up, from a chunk of it). Null
 * when a built app lacks it.
 */
export function workerScript(fromModule: string, sourceFile: string, builtFile: string): WorkerScript | null {
  if (fromModule.endsWith('.ts'))
    return { url: new URL(`./${sourceFile}`, fromModule), execArgv: ['--import', tsxLoader(fromModule)] };
  for (const candidate of [new URL(`./${builtFile}`, fromModule), new URL(`../${builtFile}`, fromModule)]) {
    if (existsSync(fileURLToPath(candidate))) return { url: candidate, execArgv: [] };
  }
  return null;
}

function tsxLoader(fromModule: string): string {
  try {
    // Absolute, so the thread finds tsx whatever the working folder is.
    return pathToFileURL(createRequire(fromModule).resolve('tsx')).href;
  } catch {
    return 'tsx';
  }
}
