import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { verifyPassword } from '@innerweather/auth/password';
import type { Db } from '@innerweather/db/client';
import { INCORRECT_PASSWORD_MESSAGE, LAST_ADMIN_DELETE_MESSAGE } from '@innerweather/validators/account';
import { LAST_ADMIN_MESSAGE } from '@innerweather/validators/admin';
import { anotherAdminLeft, lockAdmins } from '../admin/admin-locks.ts';
import { writeAdminLog } from '../admin/admin-log.ts';
import { conflict, forbidden, notFound, tooManyRequests } from '../shared/errors.ts';
import { isUuid } from '../shared/ids.ts';
import type { JobDispatcher } from '../shared/job-dispatcher.ts';
import type { RateLimiter, RateLimitRule } from '../shared/rate-limiter.ts';

/** Ten wrong passwords per account per quarter hour: a stolen session cannot guess the password here. */
const CONFIRM_PASSWORD_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };

/** Asks for the password the account has now, throttled per account; 403 when it is not that one. */
export async function confirmPassword(
  db: Db,
  rateLimiter: RateLimiter,
  userId: string,
  password: string,
): Promise<void> {
  const hit = await rateLimiter.hit(`confirmPassword:${userId}`, CONFIRM_PASSWORD_LIMIT);
  if (!hit.allowed)
    throw tooManyRequests(`Too many attempts. Please try again later.`, hit.retryAfterSeconds);
  const row = await db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirst();
  // Known-device lane: the account's owner is signed in, a flood of sign-in guesses does not hold them up.
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, password, { knownDevice: true })))
    throw forbidden(INCORRECT_PASSWORD_MESSAGE);
}

/** Run in the deletion's transaction once the rows are gone: per-user data keys are destroyed here. */
export type AccountDeletionStep = (trx: Db, userId: string) => Promise<void>;

export interface DeleteAccountDeps {
  db: Db;
  rateLimiter: RateLimiter;
  jobs: JobDispatcher;
  /** Folders of $DATA_DIR whose files are named by an export's or import's id (exports/, imports/). */
  fileDirs: string[];
  /** Told after the deletion: the account's notification schedules are removed. */
  onScheduleChange?: (userId: string) => Promise<void>;
  steps?: AccountDeletionStep[];
  /** Destroys the user's data key (crypto-shredding) once the deletion has committed. */
  destroyUserKey?: (userId: string) => void;
  logger?: { warn: (obj: unknown, msg?: string) => void };
}

export type DeletedBy = { self: true; password: string } | { adminId: string };

/**
 * Deletes an account for good, the user's own (with their password) or an admin's, one path for both. One
 * transaction deletes the user's row and with it every row of theirs (the foreign keys cascade: entries, analyses,
 * screens, guidance, revisions, coach, goals, check-ins, toolkit, progress, preferences, sessions, exports,
 * imports, idempotency keys, unsent mail), unlinks them from instance content they touched as an admin, writes the
 * audit row and runs the `steps` (data keys); after the commit the jobs still queued for them are removed, and so
 * are the files of their exports and imports and their notification schedules. The last admin who can sign in
 * cannot be deleted: 409.
 */
export function createDeleteAccount(deps: DeleteAccountDeps) {
  const { db } = deps;

  async function removeFiles(ids: string[]) {
    for (const dir of deps.fileDirs) {
      const names = await readdir(dir).catch(() => [] as string[]);
      const doomed = names.filter((name) => ids.some((id) => name.startsWith(`${id}.`)));
      await Promise.all(doomed.map((name) => rm(join(dir, name), { force: true })));
    }
  }

  return async function deleteAccount(
    userId: string,
    by: DeletedBy,
    requestId?: string,
  ): Promise<{ email: string; entryCount: number }> {
    if (!isUuid(userId)) throw notFound('User');
    if ('self' in by) await confirmPassword(db, deps.rateLimiter, userId, by.password);
    const { deleted, ids } = await db.transaction().execute(async (trx) => {
      const admins = await lockAdmins(trx);
      const user = await trx
        .selectFrom('users')
        .select(['id', 'email', 'role'])
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!user) throw notFound('User');
      if (user.role === 'admin' && !anotherAdminLeft(admins, userId))
        throw conflict('self' in by ? LAST_ADMIN_DELETE_MESSAGE : LAST_ADMIN_MESSAGE);
      // Everything a queued job or a file can be named by, read before the rows go.
      const named = await Promise.all([
        trx.selectFrom('entries').select('id').where('userId', '=', userId).execute(),
        trx.selectFrom('coachConversations').select('id').where('userId', '=', userId).execute(),
        trx.selectFrom('goalCheckIns').select('id').where('userId', '=', userId).execute(),
        trx.selectFrom('dataExports').select('id').where('userId', '=', userId).execute(),
        trx.selectFrom('dataImports').select('id').where('userId', '=', userId).execute(),
      ]);
      const [entries, , , exports, imports] = named;
      await trx
        .updateTable('contentItems')
        .set({ updatedBy: null })
        .where('updatedBy', '=', userId)
        .execute();
      await trx.updateTable('videoUploads').set({ adminId: null }).where('adminId', '=', userId).execute();
      await trx.deleteFrom('users').where('id', '=', userId).execute();
      const entryCount = entries.length;
      await writeAdminLog(trx, {
        action: 'self' in by ? 'account_deleted' : 'user_deleted',
        targetType: 'user',
        targetId: userId,
        adminId: 'self' in by ? null : by.adminId,
        // An admin's deletion names whom it removed; a user's own leaves no e-mail behind.
        details: 'self' in by ? { entryCount } : { email: user.email, entryCount },
      });
      for (const step of deps.steps ?? []) await step(trx, userId);
      return {
        deleted: { email: user.email, entryCount },
        ids: {
          all: [userId, user.email.toLowerCase(), ...named.flat().map((row) => row.id)],
          files: [...exports, ...imports].map((row) => row.id),
        },
      };
    });
    // After the commit: a failed deletion keeps a readable journal. Every copy of it is unreadable from here on.
    deps.destroyUserKey?.(userId);
    await deps.jobs.discard?.(new Set(ids.all)).catch((err: unknown) => {
      deps.logger?.warn(
        { userId, err: String(err), requestId },
        'queued jobs of a deleted account not removed',
      );
    });
    await removeFiles(ids.files);
    await deps.onScheduleChange?.(userId);
    return deleted;
  };
}
