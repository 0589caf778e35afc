import { describe, expect, it } from 'vitest';
import { tagWords, toolkitTitle } from './toolkit-words.ts';

describe('a toolkit card’s words', () => {
  it('ends a title cut at 50 characters on a whole word with an ellipsis', () => {
    const cut = 'A colleague keeps taking credit for my work in meetings. What can I do?'.slice(0, 50);
    expect(cut).toBe('A colleague keeps taking credit for my work in mee');
    expect(toolkitTitle(cut)).toBe('A colleague keeps taking credit for my work in…');
  });

  it('keeps a short question whole, without an ellipsis', () => {
    expect(toolkitTitle('How do I sleep better?')).toBe('How do I sleep better?');
  });

  it('shows the default tag as words', () => {
    expect(tagWords('coping-strategy')).toBe('coping strategy');
  });
});
