import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createJobRunner } from '../../kernel/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailOutbox } from './mail.schema';
import type { MailTransport } from './mail.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const db = () => t.infra.database.db;

async function enqueue(to: string, subject = 'Hello'): Promise<string> {
  return db().transaction((tx) =>
    t.app.services.mail.enqueue(tx, { tenantId: null, to, subject, body: `Body for ${to}` }),
  );
}

async function mailById(id: string) {
  const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** A real nodemailer transport that writes JSON instead of talking SMTP. */
function recordingTransport(): MailTransport & { sent: { to: string; subject: string }[] } {
  const inner = nodemailer.createTransport({ jsonTransport: true });
  const sent: { to: string; subject: string }[] = [];
  return {
    sent,
    async sendMail(mail) {
      await inner.sendMail(mail);
      sent.push({ to: mail.to, subject: mail.subject });
    },
  };
}

describe('mail outbox', () => {
  it('keeps a mail only if its transaction commits', async () => {
    const id = await enqueue('kept@example.com');
    expect(await mailById(id)).toMatchObject({ status: 'pending', attempts: 0 });
    await expect(
      db().transaction(async (tx) => {
        await t.app.services.mail.enqueue(tx, {
          tenantId: null,
          to: 'rolled-back@example.com',
          subject: 'x',
          body: 'x',
        });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const rows = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'rolled-back@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('sends each due mail once, even with two dispatchers at once', async () => {
    await db().update(mailOutbox).set({ status: 'sent' });
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) => enqueue(`many${i}@example.com`)),
    );
    const a = recordingTransport();
    const b = recordingTransport();
    const [sentA, sentB] = await Promise.all([
      t.app.services.mail.dispatchOnce(a, 'from@example.com'),
      t.app.services.mail.dispatchOnce(b, 'from@example.com'),
    ]);
    const all = [...a.sent, ...b.sent].map((m) => m.to).sort();
    expect(sentA + sentB).toBe(12);
    expect(new Set(all).size).toBe(12);
    for (const id of ids) {
      expect(await mailById(id)).toMatchObject({ status: 'sent', attempts: 1 });
    }
    // Nothing is due any more.
    expect(await t.app.services.mail.dispatchOnce(a, 'from@example.com')).toBe(0);
  });

  it('retries a failed send later, and gives up after 5 attempts', async () => {
    await db().update(mailOutbox).set({ status: 'sent' });
    const id = await enqueue('flaky@example.com');
    const failing: MailTransport = {
      sendMail: () => Promise.reject(new Error('connection refused')),
    };
    await t.app.services.mail.dispatchOnce(failing, 'from@example.com');
    const once = await mailById(id);
    expect(once).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(once?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: left alone.
    await t.app.services.mail.dispatchOnce(failing, 'from@example.com');
    expect(await mailById(id)).toMatchObject({ attempts: 1 });

    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await db()
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(mailOutbox.id, id));
      await t.app.services.mail.dispatchOnce(failing, 'from@example.com');
    }
    expect(await mailById(id)).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('runs as a job that drains what is due, until its runner stops', async () => {
    await db().update(mailOutbox).set({ status: 'sent' });
    const transport = recordingTransport();
    const jobs = createJobRunner({ db: db(), log: { error: () => undefined } });
    // One run only (the next is an hour away): it sends more than one batch.
    jobs.register(
      t.app.services.mail.jobs({ from: 'from@example.com', transport, everyMs: 3_600_000 }),
    );
    const ids = await Promise.all(
      Array.from({ length: 25 }, (_, i) => enqueue(`drained${i}@example.com`)),
    );
    jobs.start();
    try {
      await expect
        .poll(
          async () => (await Promise.all(ids.map(mailById))).every((m) => m?.status === 'sent'),
          {
            timeout: 10_000,
          },
        )
        .toBe(true);
      expect(transport.sent).toHaveLength(25);
    } finally {
      await jobs.stop();
    }
    const after = await enqueue('after-stop@example.com');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailById(after)).toMatchObject({ status: 'pending' });
  });
});

/** Just enough SMTP for nodemailer to hand over one message. */
function fakeSmtpServer(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        port,
        messages,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

describe('with SMTP_URL', () => {
  it('the app sends the outbox by SMTP while it runs', async () => {
    const smtp = await fakeSmtpServer();
    const app = await buildApp(
      {
        LOG_LEVEL: 'silent',
        TRUST_PROXY: false,
        NODE_ENV: 'test',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Tribuna <no-reply@tribuna.localhost>',
      },
      t.infra,
    );
    try {
      await app.ready();
      const id = await db().transaction((tx) =>
        app.services.mail.enqueue(tx, {
          tenantId: null,
          to: 'smtp@example.com',
          subject: 'Over SMTP',
          body: 'It went out.',
        }),
      );
      await expect.poll(async () => (await mailById(id))?.status, { timeout: 15_000 }).toBe('sent');
      expect(smtp.messages.some((m) => m.includes('Subject: Over SMTP'))).toBe(true);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
