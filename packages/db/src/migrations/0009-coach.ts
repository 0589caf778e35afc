import { type Kysely, sql } from 'kysely';

/**
 * The coach (issue 12) on the tables of 0001:
 * - a conversation is saved before its answer is written (by a job), so the answer may be null for a while, and
 *   we record where it came from (the model, the built-in library, or the crisis response);
 * - likewise a check-in's response;
 * - goal and toolkit titles are the user's words (a toolkit title is the start of a question): encrypted like
 *   the rest of the coach's text, so the columns hold ciphertext and are renamed to say so;
 * - one row per user remembers today's personal check-in message, so the same one is never shown two days running.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table coach_conversations alter column response_enc drop not null`.execute(db);
  await sql`alter table coach_conversations
    add column source text check (source in ('model', 'library', 'crisis')),
    add column answered_at timestamptz`.execute(db);
  await sql`alter table goal_check_ins
    add column response_source text check (response_source in ('model', 'library', 'crisis'))`.execute(db);
  await sql`alter table goals rename column title to title_enc`.execute(db);
  await sql`alter table goals rename column description to description_enc`.execute(db);
  await sql`alter table toolkit_items rename column title to title_enc`.execute(db);
  await sql`create unique index toolkit_items_user_conversation_key on toolkit_items (user_id, conversation_id)
    where conversation_id is not null`.execute(db);
  await sql`create index goal_check_ins_user_id_idx on goal_check_ins (user_id, created_at desc)`.execute(db);
  await sql`create table coach_memory_notes (
    user_id uuid primary key references users (id) on delete cascade,
    shown_on date not null,
    message_key text not null,
    previous_on date,
    previous_key text
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists coach_memory_notes`.execute(db);
  await sql`drop index if exists goal_check_ins_user_id_idx`.execute(db);
  await sql`drop index if exists toolkit_items_user_conversation_key`.execute(db);
  await sql`alter table toolkit_items rename column title_enc to title`.execute(db);
  await sql`alter table goals rename column description_enc to description`.execute(db);
  await sql`alter table goals rename column title_enc to title`.execute(db);
  await sql`alter table goal_check_ins drop column response_source`.execute(db);
  await sql`alter table coach_conversations drop column answered_at, drop column source`.execute(db);
  await sql`update coach_conversations set response_enc = '' where response_enc is null`.execute(db);
  await sql`alter table coach_conversations alter column response_enc set not null`.execute(db);
}
