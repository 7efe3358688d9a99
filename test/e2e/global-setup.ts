import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { buildRenderer } from './harness/build-renderer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder holding the built renderer (index.html and assets). */
    rendererDir: string;
  }
}

/** Builds the renderer once per run for every end-to-end test file. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const rendererDir = await buildRenderer();
  project.provide('rendererDir', rendererDir);
  return async () => {
    await rm(rendererDir, { recursive: true, force: true });
  };
}
