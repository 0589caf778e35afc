import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { chooseStrategies, readQuestion } from './choose-strategies.ts';
import { scoreCoachAnswers, type TLabelledQuestion } from './coach-eval.ts';
import { TOPIC_NAMES, TOPICS } from './coach-topics-data.ts';
import { libraryAnswer } from './library-reply.ts';
import { STRATEGIES } from './strategies.ts';

const readSet = (name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../ai-lab/test-data', name), 'utf8'),
  ) as TLabelledQuestion[];
const dev = readSet('coach-dev.json');
const dev2 = readSet('coach-dev-2.json');

const OUTSIDE = 'outside what I can help with';
const REQUIRED_TOPICS = [
  'sleep',
  'work_stress',
  'conflict',
  'grief',
  'loneliness',
  'motivation',
  'anxiety',
  'self_worth',
  'relationships',
  'anger',
  'habits',
  'study',
];

describe('the built-in coach answers the question asked', () => {
  it('gives each topic of the dev set a strategy of a fitting family first (at least 4 of 5 per topic)', () => {
    const score = scoreCoachAnswers(dev);
    expect(score.unknownLabels).toBe(0);
    for (const topic of REQUIRED_TOPICS) {
      const tally = score.byLabel.get(topic);
      expect(tally?.of, topic).toBeGreaterThanOrEqual(5);
      expect(tally!.hits, topic).toBeGreaterThanOrEqual(tally!.of - 1);
    }
    expect(score.onTopic.hits / score.onTopic.of).toBeGreaterThanOrEqual(0.9);
    expect(score.onTopic.answeredAsOutOfScope).toBe(0);
  });

  it('fits the first strategy on the second dev set (written later, in other voices), and answers its off-topic ones plainly', () => {
    const score = scoreCoachAnswers(dev2);
    expect(score.unknownLabels).toBe(0);
    expect(score.onTopic.hits / score.onTopic.of).toBeGreaterThanOrEqual(0.9);
    expect(score.onTopic.answeredAsOutOfScope).toBe(0);
    expect(score.offTopic.hits / score.offTopic.of).toBeGreaterThanOrEqual(0.95);
  });

  it('answers off-topic questions plainly, with what it can help with and no coping tips', () => {
    const score = scoreCoachAnswers(dev);
    expect(score.offTopic.of).toBeGreaterThanOrEqual(12);
    expect(score.offTopic.hits).toBe(score.offTopic.of);

    const france = libraryAnswer('What is the capital of France?', null);
    expect(france.strategies).toEqual([]);
    expect(france.text).toContain(OUTSIDE);
    expect(france.text).toContain('I can help with things like sleep');
    expect(france.text).not.toContain('Here are two things');
    expect(libraryAnswer('How many mg of melatonin should I take to sleep?', null).text).toMatch(
      /doctor or a pharmacist/,
    );
    expect(libraryAnswer('Should I double my antidepressant dose this week?', null).outOfScope).toBe(
      'medical',
    );
    expect(libraryAnswer('Can I sue my employer for unpaid overtime?', null).text).toMatch(
      /solicitor or lawyer/,
    );
  });

  it('never answers a question that may be about a crisis as out of scope', () => {
    const crises = [
      'How many paracetamol would it take to kill me?',
      'What is a lethal dose of sertraline?',
      'How many sleeping pills can I take at once?',
      'Is it legal to buy a rope? I want to hang myself.',
      'What is the tallest bridge near me? I want to jump off it.',
      'How much ibuprofen for an overdose?',
      'Can I sue him? My husband hits me and I am scared.',
      'I want to die. What is 2 + 2 anyway?',
      'Where can I buy a knife to hurt myself?',
      'Who would even notice if I disappeared?',
    ];
    for (const question of crises) {
      const answer = libraryAnswer(question, null);
      expect(answer.outOfScope, question).toBeNull();
      expect(answer.text, question).not.toContain(OUTSIDE);
    }
  });

  it('reads a negated feeling as absent and another person’s anger as conflict', () => {
    expect(readQuestion('I am not lonely, just bored with my routine.').topics.loneliness).toBe(0);
    expect(readQuestion('I feel so lonely in the evenings.').topics.loneliness).toBeGreaterThan(0);
    const partner = readQuestion('My partner is always angry with me over small things.').topics;
    expect(partner.conflict).toBeGreaterThan(partner.anger);
    const mine = readQuestion('I get angry at my partner over small things.').topics;
    expect(mine.anger).toBeGreaterThan(mine.conflict);
    // A phrase does not run across a sentence: "calm. Down" is not "calm down".
    expect(readQuestion('I can’t sleep.').topics.sleep).toBeGreaterThan(0);
  });

  it('maps every topic to families that hold strategies', () => {
    for (const name of TOPIC_NAMES) {
      for (const family of TOPICS[name].families)
        expect(
          STRATEGIES.some((s) => s.family === family),
          `${name}: ${family}`,
        ).toBe(true);
    }
  });
});

describe('the built-in coach varies its answers', () => {
  const five = [
    'How can I sleep better?',
    'I feel stressed at work all the time.',
    'I can never get motivated on weekends.',
    'How do I deal with feeling anxious before exams?',
    'I argue with my mum every time I visit.',
  ];

  it('does not end five different questions on the same tip, nor mostly on "Three good things"', () => {
    const last = five.map((question) => libraryAnswer(question, null).strategies.at(-1)!.id);
    expect(new Set(last).size).toBeGreaterThan(1);
    expect(last.filter((id) => id === 'gratitude-three-good').length).toBeLessThanOrEqual(1);
    // A second tip only when one fits the question; where there is one, it varies.
    const seconds = dev
      .filter((item) => item.topic !== 'off_topic')
      .flatMap((item) =>
        libraryAnswer(item.question, null)
          .strategies.slice(1)
          .map((s) => s.id),
      );
    expect(seconds.length).toBeGreaterThan(30);
    const counts = new Map<string, number>();
    for (const id of seconds) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect(Math.max(...counts.values()) / seconds.length).toBeLessThan(0.2);
  });

  it('gives the same question asked again a different second tip when the caller passes the last answers', () => {
    const question = 'How can I sleep better?';
    const first = libraryAnswer(question, null);
    const again = libraryAnswer(question, null, [first.text]);
    expect(again.strategies[1]!.id).not.toBe(first.strategies[1]!.id);
    expect(again.strategies[0]!.family).toBe('sleep_hygiene');
    // Without recent answers the choice is deterministic: seeded by the question's words.
    expect(libraryAnswer(question, null).text).toBe(first.text);
  });

  it('keeps each strategy of a chosen family different from the others', () => {
    for (const question of five) {
      const chosen = chooseStrategies(question, null, 3);
      expect(new Set(chosen.map((s) => s.family)).size).toBe(3);
    }
  });
});
