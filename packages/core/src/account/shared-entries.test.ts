import { describe, expect, it } from 'vitest';
import { fixedClock } from '../shared/clock.ts';
import { sharedEntriesMarkdown, type SharedEntry } from './shared-entries.ts';

const entry = (at: string, timeZone: string, content: string): SharedEntry => ({
  createdAt: new Date(at),
  timeZone,
  content,
  mood: null,
  dominantEmotion: null,
});

describe('the document for a therapist', () => {
  it('heads each local day once, in order, when entries of one day were written on both sides of a move', () => {
    // Oldest first, as gathered: a night in London, an evening in New York written later, a London morning.
    const entries = [
      entry('2024-03-02T01:00:00Z', 'Europe/London', 'Could not sleep after the flight.'),
      entry('2024-03-02T03:00:00Z', 'America/New_York', 'Last evening before leaving New York.'),
      entry('2024-03-02T09:00:00Z', 'Europe/London', 'First morning back home.'),
    ];
    const doc = sharedEntriesMarkdown(
      { name: 'Ada Lovelace', timeZone: 'Europe/London', entries },
      fixedClock('2024-03-10T12:00:00Z'),
    );
    const headings = doc.split('\n').filter((line) => line.startsWith('## ') || line.startsWith('### '));
    expect(headings).toEqual([
      '## Friday, 1 March 2024',
      '### 22:00',
      '## Saturday, 2 March 2024',
      '### 01:00',
      '### 09:00',
    ]);
    expect(doc).toContain(
      'the 3 entries marked “Shareable with therapist”, from Friday, 1 March 2024 to Saturday, 2 March 2024.',
    );
  });
});
