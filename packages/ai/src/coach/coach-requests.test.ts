import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { scoreCoachAnswers, type TLabelledQuestion } from './coach-eval.ts';
import { libraryAnswer } from './library-reply.ts';

/**
 * What the built-in coach does with the request a question makes, and with the writer's case inside a topic. The
 * phrasings here are written for this test and appear in no question set.
 */

const OUTSIDE = 'That question is outside what I can help with.';
const ids = (question: string) => libraryAnswer(question, null).strategies.map((s) => s.id);
const opening = (question: string) => libraryAnswer(question, null).text.split('\n\n')[1] ?? '';

describe('the built-in coach decides scope by what is asked, not by a feeling word', () => {
  it('declines a fact, a sum, a text, a purchase or a repair even when the writer says how they feel', () => {
    const off = [
      'Honestly so overwhelmed today, what’s the formula for the area of a circle?',
      'Feeling a bit down. Can you translate "good morning" into Spanish for me?',
      'I’m nervous about the interview - can you write a JavaScript function that sorts an array?',
      'Worried about my budget: what’s the dollar to yen rate today?',
      'I’m so frustrated, my dishwasher won’t empty, how do I fix it?',
      'I feel lonely, just tell me which phone to buy for under 300.',
      'Anxious and can’t think, how much paracetamol can I take in a day?',
    ];
    for (const question of off) {
      const answer = libraryAnswer(question, null);
      expect(answer.text, question).toContain(OUTSIDE);
      expect(answer.strategies, question).toEqual([]);
      // One line for the feeling, and an offer to talk about it.
      expect(answer.text, question).toMatch(/how you’re feeling/);
    }
    expect(libraryAnswer(off[6] ?? '', null).text).toMatch(/pharmacist/);
    // A sore back "killing me" is no risk word; a wish to die always is, whatever else is asked.
    expect(libraryAnswer('My neck is killing me. How much ibuprofen can I take?', null).text).toMatch(
      /pharmacist/,
    );
    expect(libraryAnswer('I want to die, how many paracetamol would it take?', null).outOfScope).toBeNull();
  });

  it('answers a coping ask about such a thing', () => {
    const inScope = [
      'My tax return is due and I keep putting it off. How do I start without panicking?',
      'My car failed its MOT and everything feels like it is going wrong. How do I deal with it?',
      'How do I stop worrying about my mortgage every night?',
    ];
    for (const question of inScope) {
      const answer = libraryAnswer(question, null);
      expect(answer.outOfScope, question).toBeNull();
      expect(answer.strategies.length, question).toBeGreaterThan(0);
    }
  });

  it('keeps blind set 2 (now development) declining its off-topic asks, bar the ones with a risk word', () => {
    const set = JSON.parse(
      readFileSync(
        join(import.meta.dirname, '../../../ai-lab/test-data/coach-blind-2/coach-blind-2.json'),
        'utf8',
      ),
    ) as TLabelledQuestion[];
    const score = scoreCoachAnswers(set);
    expect(score.offTopic.hits).toBeGreaterThanOrEqual(10);
    expect(score.onTopic.answeredAsOutOfScope).toBe(0);
  });
});

describe('the built-in coach fits tips to the writer’s case', () => {
  it('leaves out tips the case rules out', () => {
    expect(
      ids('I work night shifts at the hospital and sleep badly in the day. What can I try?'),
    ).not.toContain('sleep-fixed-wake');
    expect(ids('I want to build a habit of stretching every morning. How do I make it stick?')).not.toContain(
      'habit-friction',
    );
    const pet = ids('We had to put our old rabbit to sleep yesterday and I can’t stop crying.');
    expect(pet[0]).toBe('grief-pet');
    expect(pet.some((id) => id.startsWith('sleep-'))).toBe(false);
    expect(ids('Every evening I tell myself I’ll start painting again and I never begin.')).not.toContain(
      'sleep-fixed-wake',
    );
  });

  it('gives one tip, not a loosely fitting second, when the question names its topic only faintly', () => {
    expect(ids('Any tips for feeling less tense in the evenings?')).toHaveLength(1);
  });

  it('weighs what is said about a person over who the person is', () => {
    expect(ids('How long will it hurt this much? My wife passed in June.')).not.toContain(
      'connect-attention',
    );
    expect(ids('My parents expect top marks and I’m terrified of my finals.')).not.toContain(
      'boundary-listen-first',
    );
  });

  it('answers "why" and "how long" in its first sentence, and opens on the topic otherwise', () => {
    expect(opening('How long does it take for a new habit to feel automatic?')).toMatch(/66 days/);
    expect(opening('My grandmother died last autumn and I miss her. Will this ever get easier?')).toMatch(
      /timetable/,
    );
    expect(opening('Why does my heart pound whenever I have to speak up in a meeting?')).toMatch(/alarm/);
    expect(opening('Why do I lose my temper so fast when I am tired?')).toMatch(/anger/i);
    expect(opening('How can I revise better for my chemistry exam?')).not.toMatch(/^Here /);
  });
});
