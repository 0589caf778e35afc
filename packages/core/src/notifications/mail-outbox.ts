import type { Db } from '@innerweather/db/client';
import type { Mail, Mailer } from '@innerweather/email/mailer';
import type { Clock } from '../shared/clock.ts';
import type { Encryptor } from '../shared/encryption.ts';

/** How long one delivery may hold a row: well past the SMTP timeouts (30 s each), so two senders never overlap. */
export const OUTBOX_LOCK_MS = 5 * 60 * 1000;
/** A message is retried for at least this long before it is given up (and logged). */
export const OUTBOX_GIVE_UP_MS = 25 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 30 * 1000;
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/** The wait after the n-th failed try: 30 s, 1 min, 2 min … at most an hour. */
export const outboxRetryDelay = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);

export type DeliveryOutcome = 'sent' | 'retry' | 'gave-up' | 'not-due';

export interface MailOutboxDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  encryptor: Encryptor;
  logger: { warn: (obj: unknown, msg?: string) => void; error: (obj: unknown, msg?: string) => void };
}

/**
 * Every e-mail is a mail_outbox row before it is a conversation with a mail server. The row is written (in the
 * caller's transaction, with its claim) and committed; a delivery takes it in one short statement, talks to SMTP
 * outside any transaction, then marks it sent, so a stalled mail server never holds a database connection and a
 * retry never sends a message that was sent. Rows that fail wait 30 s, 1 min, 2 min … (at most an hour) and are
 * tried for 25 hours; the sweep (`mail.sweepOutbox`, every minute) sends whatever is due.
 */
export function createMailOutbox(deps: MailOutboxDeps) {
  const { db, mailer, clock, encryptor, logger } = deps;

  async function deliver(id: string): Promise<DeliveryOutcome> {
    const now = clock.now();
    // Taken in one autocommitted statement: no transaction stays open while the mail server is slow.
    const row = await db
      .updateTable('mailOutbox')
      .set((eb) => ({
        lockedUntil: new Date(now.getTime() + OUTBOX_LOCK_MS),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', id)
      .where('sentAt', 'is', null)
      .where('failedAt', 'is', null)
      .where('nextAttemptAt', '<=', now)
      .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
      .returning(['message', 'attempts', 'createdAt', 'kind'])
      .executeTakeFirst();
    if (!row) return 'not-due';
    try {
      await mailer.send(encryptor.decryptJson<Mail>(row.message));
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const later = clock.now();
      const giveUp = later.getTime() - row.createdAt.getTime() >= OUTBOX_GIVE_UP_MS;
      await db
        .updateTable('mailOutbox')
        .set({
          lockedUntil: null,
          lastError: reason.slice(0, 500),
          nextAttemptAt: new Date(later.getTime() + outboxRetryDelay(row.attempts)),
          ...(giveUp ? { failedAt: later } : {}),
        })
        .where('id', '=', id)
        .execute();
      if (giveUp) logger.error({ id, kind: row.kind, reason }, 'e-mail given up after 25 hours of tries');
      else
        logger.warn({ id, kind: row.kind, attempts: row.attempts, reason }, 'e-mail not sent; retried later');
      return giveUp ? 'gave-up' : 'retry';
    }
    await db
      .updateTable('mailOutbox')
      .set({ sentAt: clock.now(), lockedUntil: null, lastError: null })
      .where('id', '=', id)
      .execute();
    return 'sent';
  }

  return {
    /** Where mail goes (SMTP or the outbox folder). */
    get delivery() {
      return mailer.delivery;
    },

    /**
     * Writes the message as a row of `trx` (commit it with the change it belongs to); answers its id. `userId`: the
     * account it is addressed to, whose deletion deletes it unsent.
     */
    async enqueue(trx: Db, kind: string, mail: Mail, userId: string | null = null): Promise<string> {
      const row = await trx
        .insertInto('mailOutbox')
        .values({ kind, message: encryptor.encryptJson(mail), nextAttemptAt: clock.now(), userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    deliver,

    /** Queues and tries at once; a failure waits for the sweep. */
    async send(kind: string, mail: Mail, userId: string | null = null): Promise<DeliveryOutcome> {
      const id = await this.enqueue(db, kind, mail, userId);
      return deliver(id);
    },

    /** Sends every message that is due, oldest first; answers what happened to each. */
    async sweep(limit = 100): Promise<Record<DeliveryOutcome, number>> {
      const now = clock.now();
      const due = await db
        .selectFrom('mailOutbox')
        .select('id')
        .where('sentAt', 'is', null)
        .where('failedAt', 'is', null)
        .where('nextAttemptAt', '<=', now)
        .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
        .orderBy('nextAttemptAt')
        .limit(limit)
        .execute();
      const counts: Record<DeliveryOutcome, number> = { sent: 0, retry: 0, 'gave-up': 0, 'not-due': 0 };
      for (const { id } of due) counts[await deliver(id)] += 1;
      return counts;
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
