import type { Db } from '@innerweather/db/client';

/** One row of the admin audit log; `details` never carries journal text or passwords. */
export interface AdminLogEntry {
  /**
   * user_created, user_updated, user_deleted, content_updated, the learning area's own actions, and account_deleted
   * (a user deleted their own account: no admin acted, `adminId` is null).
   */
  action: string;
  targetType: string;
  targetId: string | null;
  adminId: string | null;
  details: Record<string, unknown>;
}

/**
 * Writes the audit row of an admin change. Pass the transaction that makes the change, so a change that fails leaves
 * no row and a row never exists without its change.
 */
export async function writeAdminLog(db: Db, entry: AdminLogEntry): Promise<void> {
  await db
    .insertInto('adminLogs')
    .values({ ...entry, details: JSON.stringify(entry.details) })
    .execute();
}
