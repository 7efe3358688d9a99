import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/shared/**/*.test.ts', 'test/electron/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
