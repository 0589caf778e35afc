import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { insertLearningSeed } from '../seeds/learning-tracks.ts';

/**
 * Learning: the single-use video upload links (a link is claimed when its upload starts, so it can never be
 * replayed), and the seeded tracks of a new instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table video_uploads (
    file_name text primary key,
    admin_id uuid references users (id) on delete set null,
    expires_at timestamptz not null,
    claimed_at timestamptz,
    completed_at timestamptz,
    size_bytes bigint,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index module_progress_module_id_idx on module_progress (module_id)`.execute(db);
  await insertLearningSeed(db as Kysely<Database>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists module_progress_module_id_idx`.execute(db);
  await sql`drop table if exists video_uploads`.execute(db);
}
