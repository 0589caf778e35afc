import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { libraryAnswer } from './library-reply.ts';
import { constraintsOf } from './question-constraints.ts';
import { QUESTION_FORMS, questionForms } from './question-form.ts';
import { SITUATION_FORMS } from './situation-forms-data.ts';
import { SITUATIONS } from './situations.ts';

const OUTSIDE = 'That question is outside what I can help with.';
/** The paragraph after the library note: what the reply opens with. */
const opening = (question: string) => libraryAnswer(question, null).text.split('\n\n')[1] ?? '';
const ids = (question: string) => libraryAnswer(question, null).strategies.map((s) => s.id);

describe('the built-in coach answers the question asked, not only its topic', () => {
  it('reads what a question asks, in the order it asks it', () => {
    expect(questionForms('Is it normal to wake at 4am since my dad died?')).toEqual(['normal']);
    expect(questionForms('Why am I so angry these days, and should I see my GP?')).toEqual(['why', 'should']);
    expect(questionForms('What can I do in the ten minutes before the meeting?')).toEqual(['what_can']);
    expect(questionForms('how long is it normal to feel like this')).toContain('how_long');
    expect(questionForms('Should I tell HR about my ADHD?')).toEqual(['should']);
    expect(questionForms('What do I say to my sister when she calls?')).toEqual(['say']);
    expect(questionForms('How do I tell her without it becoming a fight?')).toEqual(['say']);
    expect(questionForms('How do I stop comparing myself to my friends?')).toEqual(['stop']);
    expect(questionForms('Where do I even start?')).toEqual(['start']);
    expect(questionForms('My flat is cold and I feel low.')).toEqual([]);
  });

  it('reads the forms hand-labelled on sets 3 and 4 (at least 52 of 60 each, exactly)', () => {
    const group = (form: string) => (['stop', 'start', 'what_can'].includes(form) ? 'how' : form);
    for (const set of ['3', '4']) {
      const dir = join(import.meta.dirname, `../../../ai-lab/test-data/coach-blind-${set}`);
      const questions = new Map<string, string>();
      for (const half of ['a', 'b']) {
        const items = JSON.parse(readFileSync(join(dir, `coach-blind-${set}${half}.json`), 'utf8')) as Array<{
          id: string;
          question: string;
        }>;
        for (const item of items) questions.set(item.id, item.question);
      }
      const { labels } = JSON.parse(readFileSync(join(dir, `forms-${set}.json`), 'utf8')) as {
        labels: Array<{ id: string; forms: string[] }>;
      };
      const exact = labels.filter(({ id, forms }) => {
        const read = [...new Set(questionForms(questions.get(id) ?? '').map(group))].sort();
        return read.join() === [...forms].sort().join();
      });
      expect(exact.length).toBeGreaterThanOrEqual(52);
    }
  });

  it('opens "should I tell HR" with what decides it', () => {
    const text = opening(
      'I have ADHD and the open-plan office noise means I make mistakes in emails. Should I tell HR?',
    );
    expect(text).toMatch(/^Whether to tell HR or your manager usually comes down to/);
  });

  it('opens "what do I say to…" with words addressed to that person', () => {
    const text = opening(
      'My sister and I keep arguing about who looks after Mum. What do I say to my sister so it doesn’t become another row?',
    );
    expect(text).toMatch(/^You could say to your sister: “/);
  });

  it('opens "is it normal" with a plain yes, "how long" with a time, and "why now" with what changed', () => {
    expect(opening('My dad died in March. Is it normal to keep waking at 4am?')).toMatch(/normal|common/);
    expect(opening('Our dog died last week. How long does it hurt like this?')).toMatch(/months|timetable/);
    expect(opening('I never used to lose my temper. Why am I so angry these days?')).toMatch(
      /^When something starts now rather than years ago/,
    );
    expect(
      opening('My wife says it may be time to clear her mum’s wardrobe. How will I know when I am ready?'),
    ).toMatch(/You will usually know you are ready/);
  });

  it('writes situation answers only for situations and forms that exist', () => {
    const known = new Set(SITUATIONS.map((s) => s.id));
    for (const [id, forms] of Object.entries(SITUATION_FORMS)) {
      expect(known.has(id), id).toBe(true);
      for (const form of Object.keys(forms)) expect(QUESTION_FORMS).toContain(form);
    }
  });

  it('addresses the words to the person named in the sentence that asks', () => {
    expect(
      opening(
        'My sister keeps saying I don’t do enough for Mum since her stroke. What do I say to my sister?',
      ),
    ).toMatch(/^You could say to your sister: “/);
    expect(
      opening('A coworker took credit for my idea. How do I raise it without making things awkward?'),
    ).toMatch(/^You could say to your colleague: “/);
  });

  it('gives a housemate question words for the housemate, not for a manager', () => {
    const text = opening(
      'My housemate never does her dishes. I’ve put notes up and she reacts with a thumbs up. What do I actually say to her face?',
    );
    expect(text).toMatch(/^You could say to your housemate, face to face/);
    expect(text).not.toMatch(/\{who\}/);
  });

  it('answers two questions asked in one, in the order asked', () => {
    const text = opening('Why do I get so angry at my mum, and how do I stop myself in the moment?');
    const why = text.indexOf('Anger usually rides on another feeling');
    const stop = text.indexOf('You stop it earlier rather than at the peak');
    expect(why).toBeGreaterThanOrEqual(0);
    expect(stop).toBeGreaterThan(why);
  });
});

describe('the built-in coach leaves out tips the writer’s circumstances rule out', () => {
  it('reads the constraints a writer states', () => {
    expect(constraintsOf('I’m autistic and I don’t drink, and I work nights.')).toEqual([
      'sober',
      'autistic',
      'night_shifts',
    ]);
    expect(constraintsOf('I have two kids and live with my parents.')).toEqual([
      'kids_at_home',
      'shared_home',
    ]);
    expect(constraintsOf('How do I get to sleep earlier?')).toEqual([]);
  });

  it('gives an autistic writer no café or language-exchange tip, and says why', () => {
    const question =
      'I’m autistic and moved to a new city for uni. Big noisy groups are too much. How do I meet people here?';
    const answer = libraryAnswer(question, null);
    expect(answer.strategies.map((s) => s.id)).not.toContain('lonely-new-place');
    expect(answer.strategies.map((s) => s.id)).not.toContain('lonely-tonight');
    expect(answer.text).toMatch(/Because you mention being autistic/);
  });

  it('gives a night-shift worker no fixed morning wake time, and names the shifts', () => {
    const question = 'I work night shifts and I can’t get my sleep right on my days off. What can I do?';
    expect(ids(question)).not.toContain('sleep-fixed-wake');
    expect(libraryAnswer(question, null).text).toMatch(/Working nights changes the usual sleep advice/);
  });

  it('names a constraint only where it changes the advice', () => {
    const text = libraryAnswer(
      'My kids say my German is worse than theirs and I feel useless. How do I keep my self-respect?',
      null,
    ).text;
    expect(text).not.toMatch(/With children at home/);
  });
});

describe('the built-in coach keeps its declines and its in-scope answers', () => {
  it('declines off-topic questions with the plain outside answer, even when they ask "should I"', () => {
    for (const question of [
      'which sleep earbuds should I buy, Loop vs Ozlo vs Soundcore? budget around 100 quid',
      'whats the capital of australia, me and my flatmate are arguing about it lol',
      'how many mg of ibuprofen can i take in a day?',
      'My mother takes 5mg of amlodipine every morning. She forgot it today - should she take two tomorrow?',
      'Can my husband claim part of the pension I’ve built up since we split? I’m lying awake worrying about this.',
      'How do I make the text bigger on my Kindle? It’s driving me mad squinting every night.',
    ]) {
      const answer = libraryAnswer(question, null);
      expect(answer.text).toContain(OUTSIDE);
      expect(answer.strategies).toEqual([]);
    }
  });

  it('answers in-scope distress that mentions a medicine or a script', () => {
    for (const question of [
      'I work nights. Blackout blinds and melatonin haven’t made much difference. How do I switch back to days faster after a block of nights?',
      'i cant make phone calls. need to ring the GP and ive been putting it off for 3 weeks. i write out a script and still hang up. how do i get over this',
    ]) {
      const answer = libraryAnswer(question, null);
      expect(answer.text).not.toContain(OUTSIDE);
      expect(answer.strategies.length).toBeGreaterThan(0);
    }
  });

  it('gives the same answer to the same question, and different openings to different ones', () => {
    const question = 'Should I tell my manager I’m struggling with the workload?';
    expect(libraryAnswer(question, null).text).toBe(libraryAnswer(question, null).text);
    const openings = new Set(
      [
        'Should I tell my manager I’m struggling with the workload?',
        'What do I say to my flatmate about the dishes?',
        'Why can’t I sleep since my new job started?',
        'Is it normal to still cry every day a year after my mum died?',
      ].map(opening),
    );
    expect(openings.size).toBe(4);
  });
});
