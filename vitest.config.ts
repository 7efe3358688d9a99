import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

export default defineConfig({
  test: {
    // Vitest's default (one core left free) runs one file at a time on a 2-core CI machine; the e2e files wait on
    // Chromium and the simulator most of their time, so two at a time take about two thirds of the wall time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // test/conformance: the independent suite against `npm run simulator` (test/conformance/service.ts).
          include: [
            'test/shared/**/*.test.ts',
            'test/electron/**/*.test.ts',
            'test/scripts/**/*.test.ts',
            'test/smoke/**/*.test.ts',
            'test/conformance/**/*.test.ts',
          ],
          testTimeout: 20_000,
          // A file handle left to the garbage collector (DEP0137) fails the file that leaked it.
          setupFiles: ['test/setup/file-handles.ts'],
          execArgv: ['--expose-gc'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          include: ['test/renderer/**/*.test.{ts,tsx}'],
          testTimeout: 20_000,
          // Charts measure their container: give them a panel's size (happy-dom lays nothing out).
          setupFiles: [
            'test/setup/file-handles.ts',
            'test/renderer/support/chart-size-setup.ts',
            'test/renderer/support/i18n-setup.ts',
          ],
          execArgv: ['--expose-gc'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          setupFiles: ['test/setup/file-handles.ts'],
          execArgv: ['--expose-gc'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
