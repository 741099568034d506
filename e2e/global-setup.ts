import { startMailSink } from './support/mail-sink';
import { MAIL_DIR, SMTP_PORT } from './support/run-paths';

/** Up for the whole run: the server's mail goes out by SMTP to this sink. */
// Playwright loads a global setup by its default export.
// eslint-disable-next-line no-restricted-syntax
export default async function globalSetup() {
  return startMailSink(SMTP_PORT, MAIL_DIR);
}
