import type { Db } from '@innerweather/db/client';
import type { NotificationKind } from '@innerweather/db/schema';
import type { Mail } from '@innerweather/email/mailer';
import type { NotificationsDeps } from './recipients.ts';

/** What a notification job did, for its log line and for tests. */
export type SendOutcome =
  | 'sent'
  | 'already-sent'
  | 'switched-off'
  | 'no-user'
  | 'not-due'
  | 'wrote-today'
  | 'quiet-week'
  | 'crisis-entry'
  | 'no-pattern'
  | 'too-soon';

/**
 * Claims (user, kind, local date) in notification_sends (unique) and queues the mail in one short transaction, then
 * sends after the commit (the outbox retries a failure): a retry or a second worker finds the claim and never sends
 * twice. `stillWanted` may veto under the claim, which then goes.
 */
export async function claimAndSend(
  { db, clock, outbox }: Pick<NotificationsDeps, 'db' | 'clock' | 'outbox'>,
  claim: { userId: string; kind: NotificationKind; localDate: string },
  build: () => Mail,
  stillWanted?: (trx: Db) => Promise<SendOutcome | null>,
): Promise<SendOutcome> {
  const { userId, kind, localDate } = claim;
  const result = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('notificationSends')
      .values({ userId, kind, localDate, sentAt: clock.now() })
      .onConflict((oc) => oc.columns(['userId', 'kind', 'localDate']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return 'already-sent' as const;
    const veto = await stillWanted?.(trx);
    if (veto) {
      await trx.deleteFrom('notificationSends').where('id', '=', claimed.id).execute();
      return veto;
    }
    return { outboxId: await outbox.enqueue(trx, kind, build()) };
  });
  if (typeof result !== 'string') await outbox.deliver(result.outboxId);
  return typeof result === 'string' ? result : 'sent';
}

/** A mood pattern alert comes at most once in this long. */
export const MOOD_ALERT_GAP_MS = 3 * 24 * 60 * 60 * 1000;

/** The last mood pattern alert's time, for the 3-day gap. */
export async function lastMoodAlert(db: Db, userId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('notificationSends')
    .select('sentAt')
    .where('userId', '=', userId)
    .where('kind', '=', 'mood_pattern')
    .orderBy('sentAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.sentAt ?? null;
}
