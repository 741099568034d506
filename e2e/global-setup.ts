import { startMailSink } from './support/mail-sink';
import { realityCheckPaths, WORKERS, workerPaths } from './support/run-paths';

/**
 * Up for the whole run: each worker's server (and the reality check's) sends its mail by SMTP
 * to its own sink.
 */
// Playwright loads a global setup by its default export.
// eslint-disable-next-line no-restricted-syntax
export default async function globalSetup() {
  const servers = [...Array.from({ length: WORKERS }, (_, index) => workerPaths(index))];
  servers.push(realityCheckPaths());
  const stops = await Promise.all(
    servers.map(({ smtpPort, mailDir }) => startMailSink(smtpPort, mailDir)),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
