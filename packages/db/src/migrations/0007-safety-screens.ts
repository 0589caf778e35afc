import { type Kysely, sql } from 'kysely';

/**
 * What the crisis screen found on each piece of writing it read (an entry, a coach question, a check-in
 * reflection), for review: the tier, the kinds and which layer fired. Never the text. One row per subject; a later
 * screen of the same subject (a retried job, the LLM adding a tier) updates it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table safety_screens (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id) on delete cascade,
    subject text not null check (subject in ('entry', 'coach_question', 'check_in')),
    subject_id uuid not null,
    tier text check (tier in ('crisis', 'distress')),
    kinds jsonb not null default '[]'::jsonb,
    layer text check (layer in ('rules', 'model', 'llm')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check ((tier is null) = (layer is null))
  )`.execute(db);
  await sql`create unique index safety_screens_subject_key on safety_screens (subject, subject_id)`.execute(
    db,
  );
  await sql`create index safety_screens_user_id_idx on safety_screens (user_id, created_at desc)`.execute(db);
  await sql`create index safety_screens_fired_idx on safety_screens (created_at desc) where tier is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists safety_screens`.execute(db);
}
