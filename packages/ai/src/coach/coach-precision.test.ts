import { describe, expect, it } from 'vitest';

import { libraryAnswer } from './library-reply.ts';

/**
 * What the built-in coach leaves out and puts first: nothing the writer says they already tried, no breathing tip for
 * a question with no body or nerves in it, words to say when the question asks what to say, being there for someone
 * else, and plain declines for services, sums, repairs and trivia. The phrasings are written for this test and
 * appear in no question set.
 */

const OUTSIDE = 'That question is outside what I can help with.';
const titles = (question: string) =>
  [...libraryAnswer(question, null).text.matchAll(/\*\*(.+?)\.\*\*/g)].map((m) => m[1]);

describe('the built-in coach does not suggest what the writer already tried', () => {
  it('says it was tried and offers something else instead', () => {
    const question =
      'I pick at the skin round my nails when I’m on calls. Tried bitter nail polish and hiding the tweezers, no good. What else is there?';
    const answer = libraryAnswer(question, null);
    expect(answer.text).toContain('You’ve already tried making it harder to reach, so here');
    expect(answer.text).not.toContain('Add friction, not willpower');
    expect(answer.strategies.length).toBeGreaterThan(0);
  });

  it('leaves out breathing exercises for someone who says they do nothing for them', () => {
    const question =
      'Before my driving test my heart goes mad. Everyone says do breathing exercises but they do nothing for me. What else helps?';
    const answer = libraryAnswer(question, null);
    expect(answer.text).toContain('You’ve already tried breathing exercises');
    for (const title of [
      'Paced breathing',
      'Box breathing',
      'The physiological sigh',
      'Three-minute breathing space',
    ])
      expect(answer.text).not.toContain(title);
  });

  it('names what was tried correctly: walking off to cool down is stepping away, not exercise', () => {
    const answer = libraryAnswer(
      'Chef. When service goes wrong I scream at the juniors. I’ve already walked off the line to cool down, and got a warning for it. What else can I do?',
      null,
    );
    expect(answer.text).toContain('You’ve already tried stepping away or counting');
    expect(answer.text).not.toContain('tried exercise');
    expect(answer.text).not.toContain('Take a time-out');
  });

  it('does not read the habit the writer wants, or what everyone else has, as something already tried', () => {
    for (const question of [
      'I want to go running three mornings a week but I give up after a few days. How do I make it stick?',
      'Second year at uni and everyone already has their groups. I eat lunch alone most days.',
    ]) {
      const answer = libraryAnswer(question, null);
      expect(answer.text, question).not.toContain('You’ve already tried');
    }
  });

  it('leaves out clubs and classes when the writer says that advice does not fit', () => {
    const answer = libraryAnswer(
      'Everyone says join a club but I work nights in a warehouse. How do I make a friend at 35?',
      null,
    );
    expect(answer.text).not.toContain('A regular shared activity');
    expect(answer.text).not.toContain('Start where talking has a structure');
  });

  it('answers a habit that keeps lapsing with a plan for the slip, not the habit itself again', () => {
    const answer = libraryAnswer(
      'I want to do yoga in the evenings. I manage a few days then give up every time. How do I make it stick?',
      null,
    );
    expect(answer.text).toMatch(/Shrink the goal, plan the slip|Never miss twice/);
  });
});

describe('the built-in coach gives only tips that fit the case asked about', () => {
  it('gives no breathing tip to a question with no nerves, stress or body in it', () => {
    for (const question of [
      'I leave every essay until the night before and then hate myself. Is there a way out of this?',
      'Since the twins arrived I have stopped reading altogether. How do I get back into books?',
    ]) {
      const shown = titles(question);
      expect(shown.length, question).toBeGreaterThan(0);
      for (const title of shown) expect(title, question).not.toMatch(/breathing|sigh/i);
    }
  });

  it('does not tell someone who knows nobody yet to message a friend', () => {
    const answer = libraryAnswer(
      'Moved to Leeds for a nursing job in March and I still don’t know anyone outside the ward. How do people make friends here?',
      null,
    );
    expect(answer.strategies.length).toBeGreaterThan(0);
    expect(answer.text).not.toContain('Reach out to one person');
    expect(answer.text).not.toContain('Tell someone how you are');
  });

  it('gives words to say when the question asks how to bring something up', () => {
    const answer = libraryAnswer(
      'My husband keeps booking weekends with his parents without asking me. How do I bring it up without a row?',
      null,
    );
    expect(answer.strategies[0]?.family).toBe('boundaries_assertiveness');
    expect(answer.text).not.toContain('breathing');
  });

  it('answers a question about helping someone else with how to be there for them', () => {
    for (const question of [
      'My brother has been really low since he lost his job and barely texts back. How can I support him?',
      'My mum is scared about her operation next week. What can I do to help her?',
      'My flatmate’s been really low since she failed her exams. What do I say to her?',
    ]) {
      const answer = libraryAnswer(question, null);
      expect(answer.outOfScope, question).toBeNull();
      expect(answer.text, question).toContain('Be there without fixing');
      expect(answer.text, question).toContain('It’s kind of you to want to help.');
    }
  });

  it('answers "am I going mad" and "is that daft" before the tips', () => {
    const answer = libraryAnswer(
      'My wife died in the spring and I still talk to her photo every night. Am I going mad?',
      null,
    );
    expect(answer.text.split('\n\n')[1]).toMatch(/^Yes, that is normal/);
  });
});

describe('the built-in coach declines services, sums, repairs and trivia the same way every time', () => {
  it('declines them plainly, with or without a feeling beside them', () => {
    for (const question of [
      'Could you book us a table for four at Dishoom on Sunday at 1?',
      'Feeling frazzled. What is 18% of 350?',
      'So stressed, the hot water cylinder is leaking. How do I drain it before the plumber comes?',
      'What year did the Titanic sink? Pub quiz tonight and I am nervous.',
      'Dreading Monday. Could you make me a presentation on our marketing plan?',
    ]) {
      const answer = libraryAnswer(question, null);
      expect(answer.text, question).toContain(OUTSIDE);
      expect(answer.strategies, question).toEqual([]);
    }
  });

  it('keeps a question about a family member with an illness in scope', () => {
    const answer = libraryAnswer(
      'Since Dad’s Parkinson’s diagnosis my brother and I argue about who does what. How do I talk to him without it turning into a fight?',
      null,
    );
    expect(answer.text).not.toContain(OUTSIDE);
    expect(answer.strategies[0]?.family).toBe('boundaries_assertiveness');
  });
});
