import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '../../db/database';
import { mailOutbox } from './mail.schema';

export interface MailInput {
  tenantId: string | null;
  to: string;
  subject: string;
  body: string;
}

/** What the service logs with; Fastify's logger fits. */
export interface MailLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** The part of a nodemailer transport the dispatcher uses. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
  close?(): void;
}

const MAX_ATTEMPTS = 5;
/** A claimed mail is not picked again by any process before this, unless marked sent. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

export type MailService = ReturnType<typeof createMailService>;

const silent: MailLog = { info: () => {}, error: () => {} };

/**
 * An outbox: callers enqueue inside their own transaction, so a mail exists exactly
 * when the change that caused it does. With SMTP configured, a dispatcher on every
 * process claims due mails with `FOR UPDATE SKIP LOCKED`, so each goes out once.
 */
export function createMailService(deps: { db: Db; log?: MailLog | undefined }) {
  const { db } = deps;
  const log = deps.log ?? silent;

  /**
   * Claims due mails for this process: leased, with the attempt counted. Times are the
   * database's: a mail's `next_attempt_at` defaults to its `now()` (microseconds), which a
   * JavaScript date of the same millisecond would read as not yet due.
   */
  async function claim() {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: sql`now() + ${`${LEASE_MS} milliseconds`}::interval`,
          updatedAt: sql`now()`,
        })
        .where(
          inArray(
            mailOutbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  /** Sends what is due once; answers how many went out. */
  async function dispatchOnce(transport: MailTransport, from: string): Promise<number> {
    const mails = await claim();
    let sent = 0;
    for (const mail of mails) {
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: sql`now()`, updatedAt: sql`now()`, lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        sent += 1;
      } catch (error) {
        const failed = mail.attempts >= MAX_ATTEMPTS;
        // Back off a minute per attempt so a flaky server is not hammered.
        const retryAt = sql`now() + ${`${mail.attempts} minutes`}::interval`;
        await db
          .update(mailOutbox)
          .set({
            status: failed ? 'failed' : 'pending',
            nextAttemptAt: retryAt,
            lastError: error instanceof Error ? error.message.slice(0, 500) : 'send failed',
            updatedAt: sql`now()`,
          })
          .where(eq(mailOutbox.id, mail.id));
        log.error({ err: error, mailId: mail.id, to: mail.to, failed }, 'mail not sent');
      }
    }
    return sent;
  }

  return {
    /** Call inside the transaction that causes the mail. The text goes to the log too. */
    async enqueue(tx: DbOrTx, mail: MailInput): Promise<string> {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ tenantId: mail.tenantId, to: mail.to, subject: mail.subject, body: mail.body })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail insert returned nothing');
      log.info(
        {
          mailId: row.id,
          tenantId: mail.tenantId,
          to: mail.to,
          subject: mail.subject,
          body: mail.body,
        },
        'mail queued',
      );
      return row.id;
    },

    dispatchOnce,

    /**
     * Runs the dispatcher every `intervalMs` until the returned stop is awaited. Pass
     * `transport` in tests; otherwise one is made from `smtpUrl`.
     */
    startDispatcher(options: {
      from: string;
      smtpUrl?: string | undefined;
      transport?: MailTransport;
      intervalMs?: number;
    }): () => Promise<void> {
      const { smtpUrl } = options;
      if (!options.transport && !smtpUrl) throw new Error('The mail dispatcher needs SMTP_URL');
      const transport: MailTransport = options.transport ?? nodemailer.createTransport(smtpUrl);
      const intervalMs = options.intervalMs ?? 5_000;
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<void> = Promise.resolve();

      function tick(): void {
        running = dispatchOnce(transport, options.from)
          .then(() => undefined)
          .catch((error: unknown) => log.error({ err: error }, 'mail dispatcher failed'))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, intervalMs);
          });
      }
      timer = setTimeout(tick, 0);

      return async () => {
        stopped = true;
        clearTimeout(timer);
        await running;
        transport.close?.();
      };
    },
  };
}
