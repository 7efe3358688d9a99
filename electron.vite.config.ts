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
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: metaContentSecurityPolicy() }, injectTo: 'head-prepend' },
    ],
  };
}

export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
    build: {
      rollupOptions: { input: { index: resolve(root, 'electron/main/index.ts') } },
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
    build: {
      minify: true,
      rollupOptions: { input: { index: resolve(root, 'renderer/index.html') } },
    },
  },
});
