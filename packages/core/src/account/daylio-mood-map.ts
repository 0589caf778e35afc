import { EMOTIONS, type TEmotion } from '@innerweather/validators/journal';
import { badRequest } from '../shared/errors.ts';

/** What a renamed Daylio mood can be mapped to: one of the five emotions, or `none` (kept without an own mood). */
export const MOOD_MAP_CHOICES = [...EMOTIONS, 'none'] as const;

/** A renamed mood's name as the file's lines are matched to it: trimmed, in one case and one Unicode form. */
export const moodKey = (name: string) => name.normalize('NFC').trim().toLowerCase();

/** The user's answer for each renamed mood, by `moodKey`: an emotion, or null for "no own mood". */
export type DaylioMoodMap = ReadonlyMap<string, { name: string; mood: TEmotion | null }>;

/** A mood name the file holds that is not one of Daylio's five, and on how many lines. */
export interface RenamedMood {
  name: string;
  lines: number;
}

const MOOD_MAP_HELP = `moodMap must be a JSON object from each renamed mood's name to one of ${MOOD_MAP_CHOICES.join(', ')}`;

/**
 * The `moodMap` of an import or its preview (a query parameter, so never logged: the logs keep only the path),
 * e.g. `{"Ecstatic":"joy","So-so":"none"}`. Anything else is a 400 that says what is wrong.
 */
export function readMoodMap(raw: string | undefined): DaylioMoodMap | null {
  if (raw === undefined || raw === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest(`${MOOD_MAP_HELP}; it is not valid JSON`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw badRequest(MOOD_MAP_HELP);
  const map = new Map<string, { name: string; mood: TEmotion | null }>();
  for (const [name, choice] of Object.entries(json)) {
    const key = moodKey(name);
    if (key === '') throw badRequest(`${MOOD_MAP_HELP}; a name is empty`);
    if (typeof choice !== 'string' || !(MOOD_MAP_CHOICES as readonly string[]).includes(choice))
      throw badRequest(
        `moodMap: "${name}" must map to one of ${MOOD_MAP_CHOICES.join(', ')}, not ${JSON.stringify(choice)}`,
      );
    if (map.has(key)) throw badRequest(`moodMap: "${name}" is named twice`);
    map.set(key, { name, mood: choice === 'none' ? null : (choice as TEmotion) });
  }
  return map;
}

/**
 * The renamed moods still without an answer; a map naming a mood the file does not hold is refused (a typo would
 * otherwise leave that mood unmapped without a word).
 */
export function unmappedMoods(renamed: RenamedMood[], map: DaylioMoodMap | null): RenamedMood[] {
  if (!map) return renamed;
  const known = new Set(renamed.map((m) => moodKey(m.name)));
  const strangers = [...map].filter(([key]) => !known.has(key)).map(([, answer]) => answer.name);
  if (strangers.length > 0)
    throw badRequest(
      `moodMap names ${strangers.length === 1 ? 'a mood' : 'moods'} this file does not hold: ${strangers
        .map((s) => `"${s}"`)
        .join(', ')}${known.size === 0 ? ' (it has no renamed moods)' : ''}`,
    );
  return renamed.filter((m) => !map.has(moodKey(m.name)));
}
