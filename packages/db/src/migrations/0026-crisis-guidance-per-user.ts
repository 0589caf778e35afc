import { type Kysely, sql } from 'kysely';

/**
 * Every dashboard load asks whether the user's recent entries raised a crisis card (emotion-pattern.ts). The only
 * index on crisis guidance was per entry, so the planner could walk every user's crisis cards to find one user's;
 * this one holds them per user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index guidance_crisis_user_idx on guidance (user_id) where source = 'crisis_screen'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists guidance_crisis_user_idx`.execute(db);
}
