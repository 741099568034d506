// Where one browser-test run keeps its things. E2E_PORT lets two runs on one machine keep
// apart: port, data folder, output, and the mail the server sends.
export const PORT = Number(process.env.E2E_PORT ?? 3210);
const suffix = PORT === 3210 ? '' : `-${PORT}`;
export const DATA_DIR = `.data-e2e${suffix}`;
export const OUTPUT_DIR = PORT === 3210 ? 'test-results' : `test-results/port-${PORT}`;
/** The run's SMTP sink: the server sends its mail here, by real SMTP. */
export const SMTP_PORT = PORT + 1000;
export const MAIL_DIR = `.mail-e2e${suffix}`;
