import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import {
  OUTPUT_DIR,
  PORT,
  realityCheckPaths,
  WORKERS,
  workerPaths,
  type WorkerPaths,
} from './e2e/support/run-paths';

/**
 * Debian's Chromium in its headless shell (`chromium-headless-shell`, the old headless mode
 * Playwright itself uses for headless runs): the same engine without the full browser's
 * GPU and UI processes, about a tenth faster here and lighter on two cores. The full
 * browser when the shell is not installed; E2E_CHROMIUM names another.
 */
const CHROMIUM =
  process.env.E2E_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file)) ??
  '/usr/bin/chromium';

/** A server on a fresh embedded database: demo brands and accounts are seeded on start. */
function webServer(
  { port, dataDir, smtpPort }: WorkerPaths,
  extraEnv: Record<string, string> = {},
) {
  return {
    // A fresh data folder every run: demo brands and accounts are seeded on start.
    command: `node -e "require('node:fs').rmSync('${dataDir}', { recursive: true, force: true })" && node --import tsx apps/api/src/server.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // Tests that sign players up send each from an address of its own (ownAddress).
      TRUST_PROXY: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // The live roulette on short rounds, so a browser test sees one through in seconds.
      HOUSE_TABLE_BETTING_MS: '8000',
      HOUSE_TABLE_SPINNING_MS: '3000',
      HOUSE_TABLE_RESULT_MS: '5000',
      ...extraEnv,
    },
  };
}

/**
 * Browser tests drive the built apps (`npm run build` first) in Debian's Chromium,
 * against real servers on fresh embedded databases each run: one server per worker
 * (e2e/support/run-paths.ts), so a test that changes a brand meets no other worker's.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: OUTPUT_DIR,
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // Generous: on a two-core machine a page can wait seconds for the CPU now and then.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: `${OUTPUT_DIR}/e2e.json` }]]
    : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    ...Array.from({ length: WORKERS }, (_, index) => webServer(workerPaths(index))),
    // One more, for e2e/responsible.spec.ts only: a reality-check minute lasts a second there.
    webServer(realityCheckPaths(), { REALITY_CHECK_MINUTE_MS: '1000' }),
  ],
});
