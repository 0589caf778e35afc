import { type Kysely, sql } from 'kysely';

/** The user name of a postgres:// URL (the role the app connects as). */
export function roleOfUrl(databaseUrl: string): string {
  const user = decodeURIComponent(new URL(databaseUrl).username);
  if (!user) throw new Error('DATABASE_URL names no user: the app role cannot be granted its rights');
  return user;
}

/**
 * The app role's rights, granted by the owner after each migration (MIGRATION_DATABASE_URL): rows of every table,
 * except that the audit log admin_logs takes INSERT and SELECT only, and the migration bookkeeping is read-only.
 * The app role owns nothing, so it cannot ALTER a table (disable admin_logs' append-only trigger), drop one, or
 * UPDATE / DELETE / TRUNCATE a log row.
 */
export async function grantAppRole<T>(owner: Kysely<T>, appRole: string): Promise<void> {
  const role = sql.id(appRole);
  await sql`grant usage on schema public to ${role}`.execute(owner);
  await sql`grant select, insert, update, delete on all tables in schema public to ${role}`.execute(owner);
  await sql`grant usage, select on all sequences in schema public to ${role}`.execute(owner);
  await sql`revoke update, delete, truncate, references, trigger on admin_logs from ${role}`.execute(owner);
  await sql`revoke insert, update, delete, truncate on kysely_migration, kysely_migration_lock from ${role}`.execute(
    owner,
  );
}
