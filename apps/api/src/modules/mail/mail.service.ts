import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '../../db/database';
import type { JobDefinition } from '../../kernel/jobs';
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
 * when the change that caused it does. With SMTP configured, a recurring job sends what
 * is due; mails are claimed with `FOR UPDATE SKIP LOCKED` and leased, so each goes out once
 * even if a run outlives its period and meets the next one.
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
    return (await dispatchBatch(transport, from)).sent;
  }

  /** Claims a batch and sends it; answers how many were claimed and how many went out. */
  async function dispatchBatch(
    transport: MailTransport,
    from: string,
  ): Promise<{ claimed: number; sent: number }> {
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
    return { claimed: mails.length, sent };
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
     * The dispatcher, as a job: every `everyMs` (5 s by default) one process sends what is
     * due, batch after batch. Pass `transport` in tests; otherwise one is made from `smtpUrl`.
     */
    jobs(options: {
      from: string;
      smtpUrl?: string | undefined;
      transport?: MailTransport;
      everyMs?: number;
    }): JobDefinition[] {
      const { smtpUrl, from } = options;
      if (!options.transport && !smtpUrl) throw new Error('The mail dispatcher needs SMTP_URL');
      return [
        {
          kind: 'recurring',
          name: 'mail.dispatch',
          everyMs: options.everyMs ?? 5_000,
          async run() {
            // A transport per run: nothing (a pooled connection) outlives the run it served.
            const transport: MailTransport =
              options.transport ?? nodemailer.createTransport(smtpUrl);
            try {
              while ((await dispatchBatch(transport, from)).claimed === BATCH);
            } finally {
              if (!options.transport) transport.close?.();
            }
          },
        },
      ];
    },
  };
}
