// Where browser tests keep their things. Each Playwright worker drives a server of its
// own (port, data folder, mail sink), so tests that change a brand's settings never race
// another worker's tests; E2E_PORT moves the whole run, so two runs on one machine keep
// apart, and E2E_WORKERS sets how many workers (and servers) a run has.
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
// One by default. Two (one server and one browser each) took 11-12.5 min instead of about
// 14 here, but on two cores they starve each other: a clean-clone CI run saw a page's
// scripts take 11 s to arrive and two timing-bound tests fail. E2E_WORKERS=2 is there for
// a machine with more cores.
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
export const OUTPUT_DIR = BASE_PORT === 3210 ? 'test-results' : `test-results/port-${BASE_PORT}`;

export interface WorkerPaths {
  port: number;
  dataDir: string;
  /** The worker's SMTP sink: its server sends mail here, by real SMTP. */
  smtpPort: number;
  mailDir: string;
}

export function workerPaths(index: number): WorkerPaths {
  const port = BASE_PORT + 10 * index;
  const suffix = port === 3210 ? '' : `-${port}`;
  return {
    port,
    dataDir: `.data-e2e${suffix}`,
    smtpPort: port + 1000,
    mailDir: `.mail-e2e${suffix}`,
  };
}

/**
 * The reality check's own server, beside the workers' (between their ports): there one
 * minute of the reality check lasts a second (REALITY_CHECK_MINUTE_MS), so a test sees the
 * check in seconds while every other server keeps the real minute (and no other test meets
 * the dialog). Its own data folder and mail sink, like a worker's.
 */
export function realityCheckPaths(): WorkerPaths {
  const port = BASE_PORT + 5;
  return {
    port,
    dataDir: `.data-e2e-reality-${port}`,
    smtpPort: port + 1000,
    mailDir: `.mail-e2e-reality-${port}`,
  };
}

// Playwright sets TEST_PARALLEL_INDEX (0 … workers − 1) in each worker, and each worker
// loads the config and the tests anew, so these are the worker's own.
const own = workerPaths(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const PORT = own.port;
export const MAIL_DIR = own.mailDir;
