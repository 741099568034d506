import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { SMTPServer } from 'smtp-server';

export interface SentMail {
  to: string;
  raw: string;
}

/**
 * An SMTP server for the run: the API sends its mail to it (SMTP_URL), as it would to a
 * real relay, and every message is written to `dir` for the tests to read.
 */
export async function startMailSink(port: number, dir: string): Promise<() => Promise<void>> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: SentMail = {
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        count += 1;
        fs.writeFileSync(path.join(dir, `${Date.now()}-${count}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Quoted-printable (how mail carries long lines) back to text. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The body of the latest mail to `to`, waiting for the server's mail dispatcher. */
export async function waitForMail(dir: string, to: string): Promise<string> {
  let body = '';
  await expect
    .poll(
      () => {
        const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
        for (const file of files.reverse()) {
          const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as SentMail;
          if (mail.to.toLowerCase() === to.toLowerCase()) {
            body = decodeQuotedPrintable(mail.raw);
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${to}`, timeout: 20_000 },
    )
    .toBe(true);
  return body;
}
