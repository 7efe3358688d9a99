import { resolve } from 'node:path';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { metaContentSecurityPolicy } from './electron/main/csp';

const root = import.meta.dirname;

/** Writes the renderer's CSP into the built page; the dev server's pages get it as a header from main instead. */
function contentSecurityPolicyMeta(): Plugin {
  return {
    name: 'svc-desk-csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: metaContentSecurityPolicy() },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig({
  main: {
    // keytar is an optional dependency (the app runs without it) and a native module: never bundled.
    plugins: [externalizeDepsPlugin({ include: ['keytar'] })],
    build: {
      rollupOptions: {
        input: {
          index: resolve(root, 'electron/main/index.ts'),
          // The embedded simulator's worker thread (electron/services/local-simulator/worker-host.ts loads it by this name).
          'simulator-worker': resolve(root, 'electron/services/local-simulator/worker-entry.ts'),
          // The Excel export's worker thread (electron/services/reports/export-runner.ts loads it by this name).
          'reports-export-worker': resolve(root, 'electron/services/reports/export-worker.ts'),
          // Report decoding's worker thread (electron/services/reports/decoder.ts loads it by this name).
          'reports-decode-worker': resolve(root, 'electron/services/reports/decode-worker.ts'),
        },
      },
    },
  },
  preload: {
    plugins: [externalizeDepsPlugin({ exclude: ['zod'] })],
    build: {
      // A sandboxed preload cannot be an ES module: one self-contained CommonJS file.
      rollupOptions: {
        input: { index: resolve(root, 'electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true },
      },
    },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    plugins: [react(), contentSecurityPolicyMeta()],
    // zod without its eval probe (a CSP violation in the page): see renderer/src/zod-jitless.ts.
    resolve: { alias: [{ find: /^zod$/, replacement: resolve(root, 'renderer/src/zod-jitless.ts') }] },
    build: {
      minify: true,
      rollupOptions: { input: { index: resolve(root, 'renderer/index.html') } },
    },
  },
});
