import { describe, expect, it } from 'vitest';

import { libraryAnswer } from './library-reply.ts';
import { matcher, matchWords } from './question-match.ts';

const OUTSIDE = 'That question is outside what I can help with.';

describe('the built-in coach reads what a question is about by meaning', () => {
  it('finds the topic and situation of held-out example questions (10-fold cross-validation)', () => {
    const index = matcher();
    const { labels, examples } = index.data;
    const folds = 10;
    let onTopic = 0;
    let topicRight = 0;
    let withSituation = 0;
    let situationRight = 0;
    let offTopic = 0;
    let offTopicRead = 0;
    examples.forEach(([label = 0, ...ids], at) => {
      const [topic, situation] = (labels[label] ?? '').split('/');
      const match = matchWords(index, ids, (other) => other % folds === at % folds);
      if (topic === 'off_topic') {
        offTopic += 1;
        if (match.topic === topic) offTopicRead += 1;
        return;
      }
      onTopic += 1;
      if (match.topic === topic) topicRight += 1;
      if (situation) {
        withSituation += 1;
        if (match.topic === topic && match.situation === situation) situationRight += 1;
      }
    });
    expect(onTopic).toBeGreaterThanOrEqual(750);
    // Floors a little under what this reads today: 71% topic, 46% situation (of those with one), 81% off topic.
    expect(topicRight / onTopic).toBeGreaterThanOrEqual(0.67);
    expect(situationRight / withSituation).toBeGreaterThanOrEqual(0.42);
    expect(offTopicRead / offTopic).toBeGreaterThanOrEqual(0.78);
  });

  it('answers the circumstance asked about with tips written for it', () => {
    const carer = libraryAnswer(
      'My wife has dementia and gets up in the night. I lie awake listening for her in case she tries to go out. How do carers ever sleep?',
      null,
    );
    expect(carer.strategies.map((s) => s.id)).toContain('sleep-carer-alert');
    expect(carer.text).toContain('your wife’s dementia');
    const retired = libraryAnswer(
      'Since I stopped work last spring I just drift through the days in my slippers and none of my plans have started.',
      null,
    );
    expect(retired.strategies.map((s) => s.family)).toContain('behavioural_activation');
    const siblings = libraryAnswer(
      "My sister never helps with Mum's care and I'm doing everything; every phone call turns into a row about it.",
      null,
    );
    expect(siblings.strategies.map((s) => s.id)).toContain('conflict-share-care');
    const software = libraryAnswer('I have MS Teams calls all day and I am exhausted by the evening.', null);
    expect(software.text).not.toContain('Living with MS');
  });

  it('never offers again a tip the question says was tried', () => {
    const snoring = libraryAnswer(
      'My partner snores like a train. I have tried earplugs and they do not help at all. What else can I do?',
      null,
    );
    expect(snoring.outOfScope).toBeNull();
    expect(snoring.text.toLowerCase()).not.toContain('earplug');
    const phone = libraryAnswer(
      'I scroll in bed for two hours every night. I already put the phone in the kitchen but I just go and get it.',
      null,
    );
    expect(phone.text).not.toMatch(/phone in another room|charge the phone outside/);
  });

  it('declines questions outside a coach’s reach, even wrapped in a feeling, and keeps in-scope distress', () => {
    const outside = [
      'What is a good recipe for banana bread without eggs?',
      'I’m so stressed today. Which laptop should I buy for university, a Dell or a Lenovo?',
      'Feeling low. What year did the Berlin Wall come down?',
      'How many ibuprofen can I take with my blood thinners?',
      'Can you write me a Python function that reverses a list?',
    ];
    for (const question of outside) expect(libraryAnswer(question, null).text, question).toContain(OUTSIDE);
    const inScope = [
      'I’ve picked up extra shifts every week for two months and I’m completely burnt out. How do I keep going?',
      'I run a small shop on my own and I haven’t had a day off since March. I’m exhausted all the time.',
      'I’m so stressed about my exams that I can’t eat.',
    ];
    for (const question of inScope) {
      const answer = libraryAnswer(question, null);
      expect(answer.outOfScope, question).toBeNull();
      expect(answer.strategies.length, question).toBeGreaterThan(0);
    }
  });

  it('gives similar questions different answers, and the same question the same answer', () => {
    const first = 'I wake up at 4am every night and cannot get back to sleep.';
    const second = 'I keep waking at 3am most nights and lie there for hours.';
    expect(libraryAnswer(first, null).text).not.toBe(libraryAnswer(second, null).text);
    expect(libraryAnswer(first, null).text).toBe(libraryAnswer(first, null).text);
  });
});
