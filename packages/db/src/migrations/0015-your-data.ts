import { type Kysely, sql } from 'kysely';

/**
 * Your data: exports (a zip built by a job, downloaded through a signed link), imports from Day One, Daylio and our
 * own export, and what an imported entry keeps (its own mood, tags, starred, original time zone, where it came
 * from). Tags are the user's own words, so they are sealed like the text (`tags_enc`, a JSON array); the mood is
 * one of the five emotions, chosen by the user (or their Daylio mood), like the analysis' dominant emotion in clear.
 * An entry with a `source` was imported: it never counts toward the free plan's month and is analysed in its
 * import's own lane, not the sweeper's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table data_exports (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id) on delete cascade,
    status text not null default 'queued' check (status in ('queued', 'running', 'ready', 'failed')),
    progress smallint not null default 0 check (progress between 0 and 100),
    file_name text,
    size_bytes bigint,
    created_at timestamptz not null default now(),
    finished_at timestamptz,
    expires_at timestamptz
  )`.execute(db);
  await sql`create index data_exports_user_idx on data_exports (user_id, created_at desc)`.execute(db);

  await sql`create table data_imports (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id) on delete cascade,
    source text not null check (source in ('dayone', 'daylio', 'innerweather')),
    status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
    progress smallint not null default 0 check (progress between 0 and 100),
    found integer not null default 0,
    imported integer not null default 0,
    duplicates integer not null default 0,
    skipped integer not null default 0,
    errors jsonb not null default '[]'::jsonb,
    created_at timestamptz not null default now(),
    finished_at timestamptz
  )`.execute(db);
  await sql`create index data_imports_user_idx on data_imports (user_id, created_at desc)`.execute(db);

  await sql`alter table entries
    add column tags_enc text,
    add column mood text check (mood in ('joy', 'calm', 'anxiety', 'sadness', 'anger')),
    add column starred boolean not null default false,
    add column time_zone text,
    add column source text check (source in ('dayone', 'daylio', 'innerweather')),
    add column source_id text,
    add column import_id uuid references data_imports (id) on delete set null`.execute(db);
  // Re-importing a file adds nothing twice: one entry per user and source id.
  await sql`create unique index entries_source_id_idx on entries (user_id, source, source_id)
    where source_id is not null`.execute(db);
  // An import's analysis lane reads its pending entries oldest first.
  await sql`create index entries_import_pending_idx on entries (import_id, created_at)
    where import_id is not null and analysis_status <> 'complete'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists entries_import_pending_idx`.execute(db);
  await sql`drop index if exists entries_source_id_idx`.execute(db);
  await sql`alter table entries
    drop column if exists import_id,
    drop column if exists source_id,
    drop column if exists source,
    drop column if exists time_zone,
    drop column if exists starred,
    drop column if exists mood,
    drop column if exists tags_enc`.execute(db);
  await sql`drop table if exists data_imports`.execute(db);
  await sql`drop table if exists data_exports`.execute(db);
}
