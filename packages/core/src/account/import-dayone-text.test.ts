import { describe, expect, it } from 'vitest';
import { dayOneText, hasMedia } from './import-dayone-text.ts';

describe("Day One's Markdown as plain text", () => {
  it('keeps a link’s words, with its address unless it points into Day One', () => {
    expect(
      dayOneText(
        'Read [this piece](https://example.com/a) again, as in [last June](dayone2://view?entryId=6B3F2E1D).',
      ),
    ).toBe('Read this piece (https://example.com/a) again, as in last June.');
  });

  it('keeps a code block’s lines as written and a line break’s words on their lines', () => {
    expect(dayOneText('Tried:\n```\nlet *x* = 1\n```\nfirst line\\\nsecond line')).toBe(
      'Tried:\nlet *x* = 1\nfirst line\nsecond line',
    );
  });

  it('writes a thematic break as "---" and keeps an escaped mark as text', () => {
    expect(dayOneText('Morning\n\n***\n\nEvening, \\*sigh\\*')).toBe('Morning\n\n---\n\nEvening, *sigh*');
  });

  it('drops a media link inside a line and tells media from text', () => {
    expect(dayOneText('Look ![](dayone-moment:/audio/1A2B) at that')).toBe('Look at that');
    expect(hasMedia('![](dayone-moment://AB12CD)')).toBe(true);
    expect(hasMedia('No photos today.')).toBe(false);
  });

  it('keeps a long line of unpaired marks as typed', () => {
    // Read in one pass: matching each mark against the rest of the line would take minutes on these lines.
    for (const unit of ['**a ', '_a ', '[a](']) {
      expect(dayOneText(unit.repeat(100_000))).toBe(unit.repeat(100_000));
    }
  });
});
