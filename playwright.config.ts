import { defineConfig, devices } from '@playwright/test';
import { DATA_DIR, OUTPUT_DIR, PORT, SMTP_PORT } from './e2e/support/run-paths';

/**
 * Browser tests drive the built apps (`npm run build` first) in Debian's Chromium,
 * against a real server on a fresh embedded database each run.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: OUTPUT_DIR,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: `${OUTPUT_DIR}/e2e.json` }]]
    : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
  webServer: {
    // A fresh data folder every run: demo brands and accounts are seeded on start.
    command: `node -e "require('node:fs').rmSync('${DATA_DIR}', { recursive: true, force: true })" && node --import tsx apps/api/src/server.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // Tests that sign players up send each from an address of its own (ownAddress).
      TRUST_PROXY: 'true',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    },
  },
});
