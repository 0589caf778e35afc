// Measured on the test sets (logged by the tests below).
// End of round 6 (the compositional screen):
//   crisis-entries.json (the rules' own set): 127/127 crisis entries with exactly the expected kinds, 0/126 alarms.
//   crisis-blind-dev.json (written blind, used to develop round 6): 42/42, 0/40 (phrase rules: 11/42, 1/40).
//   crisis-fresh-1..4.json (written by the round-6 engineer): first, blind runs 7/30, 4/30, 4/30, 4/30 recall with
//   0, 1, 0, 0 of 30 false alarms; folded in afterwards (30, 30, 30, 28 of 30; 0 false alarms).
//   crisis-blind-holdout.json (never read): 17/38, 0/40 (phrase rules: 11/38, 1/40).
// Round 7 (families of expression, developed on the opened holdout; see crisis-screen-holdout.test.ts):
//   crisis-entries.json: 127/127 exact kinds, 0/156 alarms (30 look-alikes added from the new cues' own words).
//   crisis-blind-dev.json: 42/42, 0/40. crisis-fresh-1..4.json: unchanged (30, 30, 30, 28 of 30; 0 alarms).
//   crisis-fresh-5.json (other wordings of the new families, written before their cues): first run 4/42, 3/42
//   false alarms; folded in, 42/42, 0/42.
//   crisis-blind-holdout.json (opened, now a development set): 17/38 -> 38/38, 0/40.
//   The held-out figure is now crisis-blind-holdout-2.json's, kept by its owner and not read here.
// New wording is still often missed: the screen is the floor, not the net. The Ollama analyzer is also asked to add
// crisis guidance (it can add, never remove).
import { readFileSync, readdirSync } from 'node:fs';

import { ZGuidanceItemSchema } from '@innerweather/validators/journal';
import { describe, expect, it } from 'vitest';

import {
  DEFAULT_CRISIS_LINES,
  buildCrisisGuidance,
  crisisGuidance,
  explainCrisisScreen,
  screenForCrisis,
} from './crisis-screen.ts';
import type { TCrisisKind } from './crisis-screen.ts';

const testData = new URL('../test-data/', import.meta.url);
const readTestData = <T>(file: string) => JSON.parse(readFileSync(new URL(file, testData), 'utf8')) as T;

const entries = readTestData<{
  crisis: Array<{ kinds: TCrisisKind[]; source: string; text: string }>;
  lookalikes: string[];
  acceptedFalseAlarms: Array<{ text: string; why: string }>;
  knownMisses: Array<{ text: string; kind: TCrisisKind; why: string }>;
}>('crisis-entries.json');

/** The blind sets and the fresh self-written sets share one shape. */
interface TBlindSet {
  crisis: Array<{ text: string; kind: TCrisisKind }>;
  lookAlikes: Array<{ text: string; why: string }>;
}

function scoreBlindSet(set: TBlindSet) {
  const missed = set.crisis.filter(({ text }) => !screenForCrisis(text).isCrisis);
  const wrongKind = set.crisis.filter(({ text, kind }) => {
    const { isCrisis, kinds } = screenForCrisis(text);
    return isCrisis && !kinds.includes(kind);
  });
  const alarms = set.lookAlikes.filter(({ text }) => screenForCrisis(text).isCrisis);
  return { missed, wrongKind, alarms };
}

describe('crisis screen on the labelled set', () => {
  it('fires on every crisis entry (100% recall) with exactly the expected kinds', () => {
    const wrong = entries.crisis
      .map(({ text, kinds }) => ({
        text,
        expected: [...kinds].sort(),
        got: [...screenForCrisis(text).kinds].sort(),
      }))
      .filter(({ expected, got }) => expected.join() !== got.join());
    console.log(
      `crisis recall: ${entries.crisis.length - wrong.length}/${entries.crisis.length} with matching kinds`,
    );
    expect(wrong).toEqual([]);
  });

  it('raises no alarm on idioms, topic talk, accidents and clear denials', () => {
    const alarms = entries.lookalikes.filter((text) => screenForCrisis(text).isCrisis);
    console.log(`crisis false alarms: ${alarms.length}/${entries.lookalikes.length}`);
    expect(alarms).toEqual([]);
  });

  it('has at least 25 crisis entries and 25 look-alikes', () => {
    expect(entries.crisis.length).toBeGreaterThanOrEqual(25);
    expect(entries.lookalikes.length).toBeGreaterThanOrEqual(25);
  });

  it('fires on the look-alikes it was decided to accept as false alarms (safety over silence)', () => {
    for (const { text } of entries.acceptedFalseAlarms)
      expect([text, screenForCrisis(text).isCrisis]).toEqual([text, true]);
  });

  it('logs the wordings it is known to miss, so a change that catches them is noticed', () => {
    const caught = entries.knownMisses.filter(({ text }) => screenForCrisis(text).isCrisis);
    console.log(`crisis known misses now caught: ${caught.length}/${entries.knownMisses.length}`);
  });
});

describe('crisis screen on entries written blind', () => {
  const dev = readTestData<TBlindSet>('crisis-blind-dev.json');

  it('catches at least 95% of the development half, with the right kind, and at most one false alarm', () => {
    const { missed, wrongKind, alarms } = scoreBlindSet(dev);
    const caught = dev.crisis.length - missed.length;
    console.log(
      `blind dev: recall ${caught}/${dev.crisis.length}, wrong kind ${wrongKind.length}, false alarms ${alarms.length}/${dev.lookAlikes.length}`,
    );
    expect(caught / dev.crisis.length).toBeGreaterThanOrEqual(0.95);
    expect(wrongKind).toEqual([]);
    expect(alarms.length).toBeLessThanOrEqual(1);
  });

  it('logs the fresh self-written sets, with the figure of their first, blind run', () => {
    const fresh = readdirSync(testData).filter((file) => /^crisis-fresh-\d+\.json$/.test(file));
    expect(fresh.length).toBeGreaterThan(0);
    for (const file of fresh) {
      const set = readTestData<TBlindSet & { firstRun: { recall: string; falseAlarms: string } }>(file);
      const { missed, alarms } = scoreBlindSet(set);
      console.log(
        `${file}: recall ${set.crisis.length - missed.length}/${set.crisis.length}, false alarms ${alarms.length}/${set.lookAlikes.length} (first, blind run: ${set.firstRun.recall}, ${set.firstRun.falseAlarms})`,
      );
      // Folded in after their first run: they now guard against regressions like the labelled set.
      expect(alarms).toEqual([]);
      expect((set.crisis.length - missed.length) / set.crisis.length).toBeGreaterThanOrEqual(0.9);
    }
  });
});

describe('crisis screen wording', () => {
  const fires = (text: string) => screenForCrisis(text).isCrisis;
  const kindsOf = (text: string) => screenForCrisis(text).kinds;

  it('fires on "I don\'t want to live" although it is a negation', () => {
    expect(kindsOf("I don't want to live.")).toEqual(['suicidal_ideation']);
  });

  it('does not fire on a clear first-person denial', () => {
    expect(fires('I would never hurt myself.')).toBe(false);
    expect(fires("I'm not going to kill myself, I just needed to write it out.")).toBe(false);
    expect(fires('Had a rubbish week but no thoughts of ending anything.')).toBe(false);
  });

  it('keeps a hedge that is not a denial: "not a plan, just a thought", "not to die, just to feel numb"', () => {
    expect(kindsOf('I keep thinking about swerving into the river. Not a plan, just a thought.')).toEqual([
      'suicidal_ideation',
    ]);
    expect(kindsOf("Took more of my pills than I'm meant to. Not to die, just to feel numb.")).toEqual([
      'self_harm',
    ]);
  });

  it('keeps "can\'t stop thinking about" as a sign, not a denial', () => {
    expect(fires("I can't stop thinking about killing myself.")).toBe(true);
  });

  it('reads a diary\'s implied "I" and missing apostrophes', () => {
    expect(kindsOf('Want to disappear.')).toEqual(['suicidal_ideation']);
    expect(kindsOf("Can't keep going.")).toEqual(['suicidal_ideation']);
    expect(kindsOf('im scared he will hurt me again')).toEqual(['danger_from_other']);
    expect(fires('I don’t want to be here anymore')).toBe(true);
  });

  it('reads text pasted from a phone: non-breaking spaces, an ellipsis, zero-width characters', () => {
    expect(kindsOf('I\u00a0want\u00a0to\u00a0die\u2026')).toEqual(['suicidal_ideation']);
    expect(kindsOf('He\u200b hit me again last night.')).toEqual(['danger_from_other']);
  });

  it('composes a wish with a way of dying it has no phrase for', () => {
    expect(kindsOf('Part of me wants to switch off permanently.')).toEqual(['suicidal_ideation']);
    expect(kindsOf('I keep picturing stepping in front of the train.')).toEqual(['suicidal_ideation']);
    expect(fires('I want to switch off after work with a film.')).toBe(false);
  });

  it("is about the writer: someone else's wish, a character or a training day does not fire", () => {
    expect(fires('My friend says she wants to die and I am worried about her.')).toBe(false);
    expect(fires('Did the suicide-prevention training at work today.')).toBe(false);
    expect(fires("Read a poem about wanting to disappear; I'm okay now.")).toBe(false);
    expect(kindsOf('My friend hurt me last night and I have a bruise.')).toEqual(['danger_from_other']);
  });

  it('keeps idioms quiet', () => {
    for (const text of [
      'Killing time at the airport.',
      'Kill me now lol, matching Christmas jumpers.',
      'This deadline will be the death of me.',
      'I died three times on the final boss.',
      'My phone is dead again.',
      'Overdosed on coffee today haha.',
      'I want to die my hair pink.',
      'I could murder a pizza.',
    ])
      expect([text, fires(text)]).toEqual([text, false]);
  });

  it('fires on self-harm described as an accident only when the entry says it was on purpose', () => {
    expect(fires('I burned myself on the iron this morning.')).toBe(false);
    expect(fires('Cut my finger chopping onions.')).toBe(false);
    expect(kindsOf('I burned myself on the iron on purpose.')).toEqual(['self_harm']);
  });

  it('adds up small signs of final arrangements, but one alone is ordinary', () => {
    expect(fires('Updated my will today, the solicitor said we should.')).toBe(false);
    expect(kindsOf("Updated my will, cancelled the gym and everything's in order.")).toEqual([
      'intent_to_die',
    ]);
  });

  it('hears danger in control and fear, not only in blows', () => {
    expect(kindsOf("He won't let me out of the room when he's angry.")).toEqual(['danger_from_other']);
    expect(kindsOf('My ex put a tracker on my car.')).toEqual(['danger_from_other']);
    expect(fires("He threatened to cancel the trip if I didn't finish my chores.")).toBe(false);
    expect(fires('My sister will kill me when she finds out I borrowed her jacket.')).toBe(false);
  });

  it('adds up loose signs that are ordinary one by one', () => {
    // A place, dwelling on it and a means: no phrase says "suicide", each alone is everyday.
    const text =
      'Parked at the viewpoint and sat there for ages working out if the barrier would stop the car.';
    expect(kindsOf(text)).toEqual(['suicidal_ideation']);
    expect(fires('Parked at the viewpoint and watched the sunset, stunning.')).toBe(false);
  });

  it('counts a second wording of the same weak idea, but less than a second idea', () => {
    expect(kindsOf('He made me kneel in front of his friends and laughed when I cried.')).toEqual([
      'danger_from_other',
    ]);
    expect(fires('My boyfriend made me kneel to propose in the park! I said yes!')).toBe(false);
  });

  it('pools weak signs of a plan and of a wish', () => {
    expect(fires("I'm going to do it at the weekend.")).toBe(false);
    expect(fires("I'm going to do it at the weekend. I can't keep living like this.")).toBe(true);
  });

  it('does not report the wish inside a plan as a second kind', () => {
    expect(kindsOf("I'm going to kill myself this weekend.")).toEqual(['intent_to_die']);
    expect(kindsOf('I took a handful of my sleeping tablets hoping not to wake up.')).toEqual([
      'suicidal_ideation',
      'intent_to_die',
    ]);
  });

  it('reads a person after a preposition as an object, not as the one who wishes', () => {
    expect(kindsOf('I need to get through Christmas for Mum and then I can stop.')).toEqual([
      'suicidal_ideation',
    ]);
    expect(fires('My mum wants to die, she told me tonight and I am frightened for her.')).toBe(false);
  });

  it('names the cues it found, for whoever tunes it', () => {
    const { signals } = explainCrisisScreen('I want to die.');
    expect(signals.map(({ cue, kind }) => ({ cue, kind }))).toEqual([
      { cue: 'wish to die', kind: 'suicidal_ideation' },
    ]);
  });

  it('does not fire on an empty or everyday entry', () => {
    expect(screenForCrisis('')).toEqual({ isCrisis: false, kinds: [] });
    expect(fires('Long day. Made soup, watched a film, early night.')).toBe(false);
    expect(
      fires('Another long day at the office. The deadline keeps moving and I could not switch off tonight.'),
    ).toBe(false);
  });
});

describe('crisis screen families added in round 7', () => {
  const kindsOf = (text: string) => screenForCrisis(text).kinds;
  const quiet = (texts: string[]) => {
    for (const text of texts) expect([text, screenForCrisis(text).isCrisis]).toEqual([text, false]);
  };

  it('hears a passive wish told as waking up or as a future without the writer', () => {
    expect(kindsOf("Every morning I wake up annoyed that I'm still alive.")).toEqual(['suicidal_ideation']);
    expect(kindsOf("I won't live to see thirty and honestly that's fine.")).toEqual(['suicidal_ideation']);
    expect(kindsOf('Not sure how long I can hold on.')).toEqual(['suicidal_ideation']);
    quiet([
      'Gutted I woke up at 5am again on my day off.',
      "Can't imagine myself at fifty, I still feel like a teenager.",
      'Not sure how long I can keep going at this pace, need a holiday.',
    ]);
  });

  it('hears being a burden told as what others would gain, and reads "nothing but" as one clause', () => {
    expect(kindsOf("Mum would have so much less stress if I wasn't here.")).toEqual(['suicidal_ideation']);
    expect(kindsOf("I'm nothing but a weight around their necks.")).toEqual(['suicidal_ideation']);
    quiet([
      'My flatmates would have more room without me and my drum kit.',
      'My husband would sleep better without me kicking, apparently.',
    ]);
  });

  it('hears farewell behaviour, and a plan told through its day, its means and its calm', () => {
    expect(
      kindsOf('Hugged my brother a bit longer than usual today. It was my way of saying goodbye.'),
    ).toEqual(['intent_to_die']);
    expect(kindsOf("Tonight's the night. The pills are in my bag and I feel calm.")).toEqual([
      'intent_to_die',
    ]);
    expect(kindsOf("Worked out it'll be Sunday night, when the house is empty.")).toEqual(['intent_to_die']);
    quiet([
      'It was goodbye to summer today, the leaves are turning.',
      "Decided it'll be Saturday for the barbecue, fingers crossed for sun.",
      "I'm going to take the tablets with breakfast from now on, the GP said it helps.",
    ]);
  });

  it('hears self-injury told through its objects and aftermath', () => {
    expect(
      kindsOf('Got the blade out of a pencil sharpener again. Bathroom floor was a mess after.'),
    ).toEqual(['self_harm']);
    expect(kindsOf('Cleaned up the blood before Mum got home and kept my sleeves down all evening.')).toEqual(
      ['self_harm'],
    );
    quiet([
      'Got the blade out of the pencil sharpener to fix the jammed bit for my son.',
      'Cleaned up the blood before Mum got home, the dog cut his paw on glass.',
    ]);
  });

  it('hears danger from a named person, a threat against leaving or telling, intrusion and pursuit', () => {
    expect(kindsOf('Jake slapped me when I asked where he had been.')).toEqual(['danger_from_other']);
    expect(kindsOf("He said if I ever went to the police I'd disappear. I believe he meant it.")).toEqual([
      'danger_from_other',
    ]);
    expect(
      kindsOf(
        'My stepdad has a key and lets himself in whenever he likes. Last night I woke up and he was standing in my room.',
      ),
    ).toEqual(['danger_from_other']);
    expect(kindsOf("Sam keeps turning up at my work even though I've blocked him on everything.")).toEqual([
      'danger_from_other',
    ]);
    quiet([
      'Nostalgia hit me when I heard the song from our first dance.',
      'She said if I ever told anyone about the surprise party she would kill me.',
      "If I leave the milk out again he'll kill me.",
      'Blocked him on everything after the breakup, feels good to move on.',
    ]);
  });
});

describe('crisis guidance', () => {
  it('is immediate crisis support naming every configured line and local emergency services', () => {
    const guidance = ZGuidanceItemSchema.parse(crisisGuidance(DEFAULT_CRISIS_LINES, ['suicidal_ideation']));
    expect(guidance.urgency).toBe('immediate');
    expect(guidance.professionalType).toBe('crisis_support');
    expect(guidance.recommendation).toContain('988 Suicide & Crisis Lifeline (US): call or text 988');
    expect(guidance.recommendation).toContain('Samaritans (UK & ROI): call 116 123');
    expect(guidance.recommendation).toContain('findahelpline.com');
    expect(guidance.recommendation).toMatch(/local emergency number/);
  });

  it('uses the lines the app configures instead of the defaults', () => {
    const guidance = crisisGuidance([{ name: 'Lifeline', region: 'Australia', contact: 'call 13 11 14' }]);
    expect(guidance.recommendation).toContain('Lifeline (Australia): call 13 11 14');
    expect(guidance.recommendation).not.toContain('988');
  });

  it('adds safety advice when someone else is the danger, and never quotes the entry', () => {
    const text = 'My partner hit me last night in front of the kids.';
    const guidance = buildCrisisGuidance(text);
    expect(guidance?.concern).toMatch(/someone may be hurting or threatening you/);
    expect(guidance?.recommendation).toMatch(/safe place/);
    expect(JSON.stringify(guidance)).not.toContain('in front of the kids');
  });

  it('stays within the stored length limits with many configured lines', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({
      name: `Helpline number ${i} with a long name`,
      region: 'Somewhere',
      contact: `call 0800 000 00${i}`,
    }));
    expect(() =>
      ZGuidanceItemSchema.parse(crisisGuidance(many, ['danger_from_other', 'intent_to_die'])),
    ).not.toThrow();
  });

  it('is null when the screen is quiet', () => {
    expect(buildCrisisGuidance('Dead tired but happy.')).toBeNull();
  });
});
