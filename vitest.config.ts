import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores; an API test file holds a PGlite of about 400 MB and a core of its own.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'api',
          root: './apps/api',
          globalSetup: ['./src/test/global-setup.ts'],
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'games',
          root: './packages/games',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'office',
          root: './apps/office',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test-setup.ts'],
          // A large form rendered on a loaded machine takes seconds, not the default five.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
