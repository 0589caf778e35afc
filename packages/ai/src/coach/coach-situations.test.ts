import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { scoreCoachAnswers, type TLabelledQuestion } from './coach-eval.ts';
import { libraryAnswer } from './library-reply.ts';
import { SITUATIONS } from './situations.ts';

const readSet = (name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../ai-lab/test-data', name), 'utf8'),
  ) as TLabelledQuestion[];

const OUTSIDE = 'That question is outside what I can help with.';
const ids = (question: string) => libraryAnswer(question, null).strategies.map((s) => s.id);

describe('the built-in coach answers the situation, not only the topic', () => {
  it('gives strategies written for the situation inside a topic', () => {
    expect(ids('I wake at 3am every night and can’t get back to sleep.')[0]).toBe('sleep-back-to-sleep');
    expect(ids('I do night shifts and my sleep is all over the place.')[0]).toBe('sleep-shift-anchor');
    expect(ids('Our old cat was put to sleep yesterday and the flat feels empty.')[0]).toBe('grief-pet');
    expect(ids('How do I get through the first Christmas without my dad?')[0]).toBe('grief-occasion');
    expect(ids('A colleague keeps taking credit for my work. How do I raise it?')[0]).toBe('boundary-dear');
    expect(ids('I missed two days of my new running habit and now I can’t restart.')[0]).toBe(
      'habit-never-miss-twice',
    );
    expect(ids('How do I apologise when it was only partly my fault?')[0]).toBe('conflict-apology');
  });

  it('opens with a direct answer to "is it normal", drawn from the situation or the topic', () => {
    const grief = libraryAnswer('My mum died a year ago and I still cry every day. Is that normal?', null);
    expect(grief.text.split('\n\n')[1]).toMatch(/^Yes, that is normal/);
    const anger = libraryAnswer('Is it normal to get this angry over small things?', null);
    expect(anger.text.split('\n\n')[1]).toMatch(/normal/);
    const plain = libraryAnswer('How do I get back to sleep when I wake at 4am?', null);
    expect(plain.text.split('\n\n')[1]).not.toMatch(/^Yes/);
  });

  it('gives one tip rather than a second that does not fit', () => {
    const answer = libraryAnswer('How do I stop biting my nails?', null);
    expect(answer.strategies.map((s) => s.id)).not.toContain('problem-steps');
    expect(answer.text.match(/\*\*[^*]+\.\*\*/g)).toHaveLength(answer.strategies.length);
  });

  it('names only strategies that exist, at least two per situation', () => {
    for (const situation of SITUATIONS)
      expect(situation.strategies.length, situation.id).toBeGreaterThanOrEqual(2);
  });
});

describe('the built-in coach declines whole kinds of question, not just listed ones', () => {
  it('answers repairs, translation, tax, homework, code, trivia, recipes, shopping, travel and sport plainly', () => {
    const off = [
      'How often should I change the oil in a diesel engine?',
      'Can you translate "I am running late" into German?',
      'Can I deduct my train fares from my taxes?',
      'What is the derivative of 3x squared?',
      'My TypeScript build fails with a syntax error, how do I debug it?',
      'Who painted the Mona Lisa?',
      'Give me a recipe for banana bread.',
      'Where can I buy a cheap standing desk?',
      'Find me flights to Madrid next weekend.',
      'Who won the Premier League in 2019?',
    ];
    for (const question of off) {
      const answer = libraryAnswer(question, null);
      expect(answer.text, question).toContain(OUTSIDE);
      expect(answer.strategies, question).toEqual([]);
    }
    expect(libraryAnswer('Do I need to pay tax on my savings interest?', null).text).toMatch(/accountant/);
  });

  it('still answers wellness questions that only mention such things', () => {
    const inScope = [
      'My tax return is making me so anxious I can’t sleep.',
      'My car broke down again and I feel like everything is going wrong.',
      'I’m learning Spanish and I feel stupid in class.',
      'I get so angry in traffic on the way to work.',
      'Cooking dinner every night for the family is wearing me out and I feel unappreciated.',
    ];
    for (const question of inScope) {
      const answer = libraryAnswer(question, null);
      expect(answer.outOfScope, question).toBeNull();
      expect(answer.strategies.length, question).toBeGreaterThan(0);
    }
  });

  it('keeps the fresh development sets on topic and their off-topic questions declined', () => {
    for (const name of [
      'coach-blind-1/coach-blind-1.json',
      'coach-fresh-3/coach-fresh-3.json',
      'coach-fresh-4/coach-fresh-4.json',
      'coach-fresh-5/coach-fresh-5.json',
    ]) {
      const score = scoreCoachAnswers(readSet(name));
      expect(score.onTopic.hits / score.onTopic.of, name).toBeGreaterThanOrEqual(0.8);
      expect(score.onTopic.answeredAsOutOfScope, name).toBe(0);
      expect(score.offTopic.hits, name).toBe(score.offTopic.of);
    }
  });
});
