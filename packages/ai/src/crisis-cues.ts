/**
 * All cues of the crisis screen, in the order they are tried: precise cues first (a family of loose signs does not
 * count words a precise cue already used), then the loose signs.
 *
 * Each kind has its own file; crisis-cue.ts holds the cue type and the pieces they share, crisis-terms.ts the
 * vocabulary they compose.
 */
import type { TCrisisCue } from './crisis-cue.ts';
import { DANGER_FROM_OTHER_CUES } from './crisis-cues-danger.ts';
import { SUICIDAL_IDEATION_CUES } from './crisis-cues-ideation.ts';
import { INTENT_TO_DIE_CUES } from './crisis-cues-intent.ts';
import { LOOSE_SIGNS } from './crisis-cues-loose.ts';
import { SELF_HARM_CUES } from './crisis-cues-self-harm.ts';

export const CRISIS_CUES: readonly TCrisisCue[] = [
  ...INTENT_TO_DIE_CUES,
  ...DANGER_FROM_OTHER_CUES,
  ...SELF_HARM_CUES,
  ...SUICIDAL_IDEATION_CUES,
  ...LOOSE_SIGNS,
];
