import { startMailSink } from './support/mail-sink';
import { WORKERS, workerPaths } from './support/run-paths';

/** Up for the whole run: each worker's server sends its mail by SMTP to its own sink. */
// Playwright loads a global setup by its default export.
// eslint-disable-next-line no-restricted-syntax
export default async function globalSetup() {
  const stops = await Promise.all(
    Array.from({ length: WORKERS }, (_, index) => {
      const { smtpPort, mailDir } = workerPaths(index);
      return startMailSink(smtpPort, mailDir);
    }),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
