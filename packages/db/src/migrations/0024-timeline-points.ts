import { type Kysely, sql } from 'kysely';

const EMOTIONS = ['joy', 'calm', 'anxiety', 'sadness', 'anger'] as const;
const FIELDS = {
  joy: 'avgJoy',
  calm: 'avgCalm',
  anxiety: 'avgAnxiety',
  sadness: 'avgSadness',
  anger: 'avgAnger',
};

/**
 * Issue 25: each day of `journal_days` carries its point of the emotion timeline as the JSON the API answers,
 * `{"date":"2026-11-27","avgJoy":31,"avgCalm":30,"avgAnxiety":22,"avgSadness":28,"avgAnger":37}` (null for a day
 * without analyses), and the primary key carries it too, so a year of the timeline is read in key order from the
 * index alone and joined as it comes. Computing 365 averages, rounding them and writing the text on every read cost
 * Postgres 0.4 ms and the API as much again to parse, check and serialise them.
 *
 * A stored generated column, so it can never disagree with the sums: each average is `round(x::numeric)` of
 * `sum / analysed_count * 100` in double precision, the rounding the timeline has always used. The date is written
 * from its parts because a date's text (and to_char) depend on settings, which a generated column may not.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const part = (field: string, width: number) =>
    `lpad(extract(${field} from local_day)::int::text, ${width}, '0')`;
  const averages = EMOTIONS.map(
    (e) => `',"${FIELDS[e]}":' || round((${e}_sum / analysed_count * 100)::numeric)::int`,
  ).join(' || ');
  await sql`alter table journal_days add column timeline_point text generated always as (
    case when analysed_count > 0 then
      '{"date":"' || ${sql.raw(part('year', 4))} || '-' || ${sql.raw(part('month', 2))} || '-' || ${sql.raw(part('day', 2))}
      || '"' || ${sql.raw(averages)} || '}'
    end) stored`.execute(db);
  await sql`alter table journal_days drop constraint journal_days_pkey,
    add constraint journal_days_pkey primary key (user_id, local_day) include (timeline_point)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table journal_days drop constraint journal_days_pkey,
    add constraint journal_days_pkey primary key (user_id, local_day)`.execute(db);
  await sql`alter table journal_days drop column timeline_point`.execute(db);
}
