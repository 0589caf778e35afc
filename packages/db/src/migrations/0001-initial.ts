import { type Kysely, sql } from 'kysely';

/**
 * Every entity of the product spec (section 3). Rows owned by a user cascade on the user's deletion;
 * admin logs keep their history with the admin id nulled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const uuidPk = sql`uuid primary key default gen_random_uuid()`;
  const now = sql`timestamptz not null default now()`;

  await sql`create table users (
    id ${uuidPk},
    email text not null,
    password_hash text,
    first_name text,
    last_name text,
    profile_image_url text,
    role text not null default 'user' check (role in ('user', 'admin')),
    subscription_status text not null default 'trial' check (subscription_status in ('trial', 'pro', 'expired')),
    time_zone text not null default 'UTC',
    created_at ${now},
    updated_at ${now}
  )`.execute(db);
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);
  await sql`create index users_created_at_idx on users (created_at)`.execute(db);

  await sql`create table sessions (
    id text primary key,
    user_id uuid not null references users (id) on delete cascade,
    expires_at timestamptz not null,
    created_at ${now}
  )`.execute(db);
  await sql`create index sessions_user_id_idx on sessions (user_id)`.execute(db);

  await sql`create table password_reset_tokens (
    token_hash text primary key,
    user_id uuid not null references users (id) on delete cascade,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at ${now}
  )`.execute(db);
  await sql`create index password_reset_tokens_user_id_idx on password_reset_tokens (user_id)`.execute(db);

  await sql`create table preferences (
    user_id uuid primary key references users (id) on delete cascade,
    daily_journal_reminder boolean not null default true,
    weekly_progress_summary boolean not null default true,
    mood_pattern_alerts boolean not null default true,
    updated_at ${now}
  )`.execute(db);

  await sql`create table entries (
    id ${uuidPk},
    user_id uuid not null references users (id) on delete cascade,
    content_enc text not null,
    category text check (category in ('work', 'family', 'health', 'personal', 'relationships', 'goals')),
    privacy_level text not null default 'private' check (privacy_level in ('private', 'shareable')),
    analysis_status text not null default 'pending' check (analysis_status in ('pending', 'complete', 'failed')),
    analysis_attempts integer not null default 0,
    created_at ${now},
    analyzed_at timestamptz
  )`.execute(db);
  await sql`create index entries_user_id_created_at_idx on entries (user_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index entries_pending_idx on entries (created_at) where analysis_status = 'pending'`.execute(
    db,
  );

  await sql`create table entry_analyses (
    entry_id uuid primary key references entries (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    joy real not null check (joy between 0 and 1),
    calm real not null check (calm between 0 and 1),
    anxiety real not null check (anxiety between 0 and 1),
    sadness real not null check (sadness between 0 and 1),
    anger real not null check (anger between 0 and 1),
    dominant_emotion text not null check (dominant_emotion in ('joy', 'calm', 'anxiety', 'sadness', 'anger')),
    confidence real not null check (confidence between 0 and 1),
    details_enc text not null,
    analyzer text not null check (analyzer in ('ollama', 'lexicon')),
    model text,
    created_at ${now}
  )`.execute(db);
  await sql`create index entry_analyses_user_id_idx on entry_analyses (user_id)`.execute(db);

  await sql`create table guidance (
    id ${uuidPk},
    user_id uuid not null references users (id) on delete cascade,
    entry_id uuid not null references entries (id) on delete cascade,
    source text not null check (source in ('crisis_screen', 'analyzer')),
    concern text not null,
    recommendation text not null,
    reasoning text not null default '',
    urgency text not null check (urgency in ('low', 'medium', 'high', 'immediate')),
    professional_type text not null
      check (professional_type in ('wellness_coach', 'mindfulness_guide', 'life_coach', 'crisis_support')),
    is_acknowledged boolean not null default false,
    acknowledged_at timestamptz,
    created_at ${now}
  )`.execute(db);
  await sql`create index guidance_entry_id_idx on guidance (entry_id)`.execute(db);
  await sql`create index guidance_user_id_created_at_idx on guidance (user_id, created_at desc)`.execute(db);
  // At most one crisis item per entry, so a retried crisis.screen job cannot duplicate it.
  await sql`create unique index guidance_one_crisis_per_entry on guidance (entry_id) where source = 'crisis_screen'`.execute(
    db,
  );

  await sql`create table content_items (
    id ${uuidPk},
    section text not null,
    key text not null,
    value text not null,
    value_type text not null default 'text' check (value_type in ('text', 'html', 'json')),
    updated_by uuid references users (id) on delete set null,
    updated_at ${now},
    unique (section, key)
  )`.execute(db);

  await sql`create table admin_logs (
    id ${uuidPk},
    action text not null,
    target_type text not null,
    target_id text,
    admin_id uuid references users (id) on delete set null,
    details jsonb not null default '{}'::jsonb,
    created_at ${now}
  )`.execute(db);
  await sql`create index admin_logs_created_at_idx on admin_logs (created_at desc)`.execute(db);

  await sql`create table learning_tracks (
    id ${uuidPk},
    title text not null,
    description text not null,
    slug text not null unique,
    category text not null,
    difficulty text not null default 'beginner' check (difficulty in ('beginner', 'intermediate', 'advanced')),
    estimated_duration integer not null default 30 check (estimated_duration >= 1),
    sort_order integer not null default 0,
    is_active boolean not null default true,
    is_premium boolean not null default false,
    thumbnail_url text,
    prerequisites text,
    learning_objectives text not null,
    tags jsonb not null default '[]'::jsonb,
    created_at ${now},
    updated_at ${now}
  )`.execute(db);

  await sql`create table learning_modules (
    id ${uuidPk},
    track_id uuid not null references learning_tracks (id) on delete cascade,
    title text not null,
    slug text not null,
    level text not null default 'beginner' check (level in ('beginner', 'intermediate', 'advanced')),
    duration_min integer not null default 15 check (duration_min >= 1),
    summary text not null,
    status text not null default 'published',
    version integer not null default 1,
    sort_order integer not null default 0,
    tags jsonb not null default '[]'::jsonb,
    video_url text,
    is_preview boolean not null default false,
    created_at ${now},
    updated_at ${now},
    unique (track_id, slug)
  )`.execute(db);
  await sql`create index learning_modules_track_id_sort_idx on learning_modules (track_id, sort_order)`.execute(
    db,
  );

  await sql`create table module_progress (
    user_id uuid not null references users (id) on delete cascade,
    module_id uuid not null references learning_modules (id) on delete cascade,
    status text not null check (status in ('in_progress', 'completed')),
    watch_seconds integer not null default 0,
    completed_at timestamptz,
    updated_at ${now},
    primary key (user_id, module_id)
  )`.execute(db);

  await sql`create table coach_conversations (
    id ${uuidPk},
    user_id uuid not null references users (id) on delete cascade,
    category text not null default 'general',
    question_enc text not null,
    response_enc text not null,
    is_helpful boolean not null default false,
    created_at ${now}
  )`.execute(db);
  await sql`create index coach_conversations_user_id_created_at_idx on coach_conversations (user_id, created_at desc)`.execute(
    db,
  );

  await sql`create table goals (
    id ${uuidPk},
    user_id uuid not null references users (id) on delete cascade,
    title text not null,
    description text,
    category text not null default 'emotional',
    status text not null default 'active' check (status in ('active', 'completed', 'archived')),
    progress integer not null default 0 check (progress between 0 and 100),
    target_date date,
    created_at ${now},
    updated_at ${now}
  )`.execute(db);
  await sql`create index goals_user_id_status_idx on goals (user_id, status, created_at desc)`.execute(db);

  await sql`create table goal_check_ins (
    id ${uuidPk},
    goal_id uuid not null references goals (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    progress_update integer not null check (progress_update between 0 and 100),
    reflection_enc text not null,
    mood text not null check (mood in ('motivated', 'positive', 'neutral', 'challenged', 'frustrated')),
    ai_response_enc text,
    created_at ${now}
  )`.execute(db);
  await sql`create index goal_check_ins_goal_id_idx on goal_check_ins (goal_id, created_at desc)`.execute(db);

  await sql`create table toolkit_items (
    id ${uuidPk},
    user_id uuid not null references users (id) on delete cascade,
    conversation_id uuid references coach_conversations (id) on delete set null,
    title text not null,
    category text not null default 'helpful',
    content_enc text not null,
    tags jsonb not null default '[]'::jsonb,
    access_count integer not null default 0,
    last_accessed timestamptz,
    created_at ${now}
  )`.execute(db);
  await sql`create index toolkit_items_user_id_idx on toolkit_items (user_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'toolkit_items',
    'goal_check_ins',
    'goals',
    'coach_conversations',
    'module_progress',
    'learning_modules',
    'learning_tracks',
    'admin_logs',
    'content_items',
    'guidance',
    'entry_analyses',
    'entries',
    'preferences',
    'password_reset_tokens',
    'sessions',
    'users',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
