import { describe, expect, it } from 'vitest';
import { formatWatchTime } from './learn-words.ts';

describe('watch time on /learn', () => {
  it('reads as minutes under an hour and as hours and minutes from an hour on', () => {
    expect(formatWatchTime(0)).toBe('0m');
    expect(formatWatchTime(59)).toBe('0m');
    expect(formatWatchTime(45 * 60 + 30)).toBe('45m');
    expect(formatWatchTime(3600)).toBe('1h 0m');
    expect(formatWatchTime(2 * 3600 + 5 * 60)).toBe('2h 5m');
  });
});
