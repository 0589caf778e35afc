import type { TLevel } from '@innerweather/validators/learn';
import { plural } from '@innerweather/validators/plural';

/** Spec section 2: watch time as hours and minutes, or minutes only under an hour. */
export function formatWatchTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
}

export const LEVEL_LABEL: Record<TLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const LEVEL_COLOR: Record<TLevel, string> = {
  beginner: 'green',
  intermediate: 'blue',
  advanced: 'grape',
};

export const modulesWord = (n: number) => plural(n, 'module');

/** The cache times of spec section 7 for the learning reads. */
export const LEARN_CACHE = {
  tracksOnLearn: 5 * 60_000,
  tracksOnTrack: 30_000,
  tracksInAdmin: 60_000,
  stats: 2 * 60_000,
  recommendations: 10 * 60_000,
} as const;
