/**
 * A reviewed test of everyday sleep, morning and routine writing, and coach-style questions about them, written for
 * the sleep fix (a newcomer found "I keep waking up at night." shown the crisis card, and "I love waking up before
 * everyone else and having the kitchen to myself." the Immediate Support tier). Waking and sleep words are a wish to
 * die only framed as a wish not to wake; phrases added from single training misses ("to myself", "another one",
 * "drafts", "saved for") only with the frame that made them a risk. Never trained on; like the reviewed ordinary
 * 200 it guards against regressions and is not a measure of the false-alarm rate.
 *
 * The wake fix: the frames missed wishes that opened rounds 24, 25 and 27 held ("wouldn't mind if I didn't wake",
 * in Scots too, "let me not wake up", "if I went to sleep and didn't wake up"); the cases below are those framings
 * in new words, beside the same words made everyday by a time, a length of sleep, a state or a chore woken to.
 */
import { describe, expect, it } from 'vitest';

import { screenForCrisis } from './crisis-screen.ts';

const EVERYDAY = [
  // Waking and sleep, told and asked about.
  'How can I stop waking up at 4am?',
  'I keep waking up at night.',
  'Woke up before the alarm again.',
  'The kids wake up at six, so my day starts early.',
  'I hate waking up early on Mondays.',
  'Waking up at 3am again. My mind just races about work.',
  'I love waking up before everyone else and having the kitchen to myself.',
  'Why do I wake up so tired even after eight hours?',
  'Is it normal to wake up several times a night?',
  'I wake up with a headache most days.',
  'Waking up to rain on the window is my favourite thing.',
  "I woke up at five and couldn't get back to sleep.",
  'What helps you fall back asleep after waking up at night?',
  'My partner snores and I end up waking up every hour.',
  "The baby was up three times, so I'm running on coffee.",
  'I set two alarms and still slept through both.',
  'Waking up early has made me calmer.',
  "I've been sleeping badly since the clocks changed.",
  'I want to wake up feeling rested for once.',
  'Any tips for not hitting snooze five times?',
  "I'm tired of waking up to a full inbox.",
  'I was disappointed to wake up and find it had snowed on my day off.',
  'I wish I could wake up without an alarm.',
  'I never wake up before nine on Sundays.',
  "I don't wake up easily in winter.",
  'I keep waking up with my jaw clenched, is that stress?',
  'Why do I always wake up at the same time every night?',
  'The dog wakes me up at dawn for her walk.',
  "I can't wake up without two coffees.",
  'Waking up at night to feed the baby is exhausting but lovely.',
  "I'd love to sleep in tomorrow and not wake up until ten.",
  "I'm so tired of waking up at 5am for this commute.",
  'Sleep has been rubbish this week, any ideas?',
  'How many hours of sleep do I actually need?',
  "I hope I don't wake the baby when I come in late.",
  // Mornings and routine.
  'I love mornings before everyone is up.',
  'How do I become a morning person?',
  'I got up early and went for a run before work.',
  'I dread Monday mornings and the commute.',
  'Mornings are hard until I have had tea.',
  'Woke up feeling great today.',
  'I want to get up earlier and journal before work.',
  'Early night tonight, alarm is set for 5:30.',
  'My morning routine: coffee, stretch, ten minutes of writing.',
  // Phrases the inventory held bare after single training misses.
  'I had the flat to myself all weekend.',
  'I had the house to myself for the first time in months and read all afternoon.',
  'I got the sofa to myself once the kids went to bed.',
  'Another one of those days.',
  'Made another one of those lists I never finish.',
  'Another one of my plants flowered this morning.',
  'Saved for a new bike since March and finally bought it.',
  "This is money I saved for the kids' school trip.",
  'Wrote three drafts of the cover letter before sending it.',
  'My drafts folder is full of half-finished emails.',
  'Bought two coffees, one each for me and Sam.',
  'Nothing stopped me from going to the gym today.',
  'Last day of term, the kids are buzzing.',
  "It's the last day of my holiday and I'm already dreading email.",
  "I'm going tonight to the quiz at the pub.",
  'Are you going tonight? I am going with Priya to the gig.',
  'Set alarms for my antibiotics so I take them on time.',
  // Not waking, made everyday by a time, a length of sleep, a state or a chore woken to (the wake fix).
  "I wouldn't mind if I didn't wake up before nine on Saturday.",
  "The baby didn't wake up once last night!",
  "Went to sleep at ten and didn't wake up till seven, bliss.",
  "The twins went down at seven and didn't wake up all night.",
  "Slept through and didn't wake up once, first time in months.",
  "Wouldn't mind if I didn't wake up till lunchtime after the week I've had.",
  'I wouldnae mind if I didnae wake up till ten the morra.',
  "Wouldn't mind not waking up for my alarm on Monday.",
  "If I go to sleep now and don't wake up till noon, so be it.",
  'I go to sleep and wake up at 3am most nights.',
  "If I went to sleep and didn't wake up in time, who would walk the dog?",
  'I could lie down on this sofa and not wake up for a week.',
  'Let me not wake up to another pile of dishes tomorrow.',
  'Please let me not wake up with a migraine again.',
  "I hope I don't wake up to another flooded kitchen.",
  "Hoping I don't wake up sore after that run.",
  'Lying down for a nap, hoping not to wake up groggy.',
  "I made sure I won't wake up hungry with a late snack.",
  'Mum forgot to wake me for school again.',
];

/** Plain and framed wishes not to wake: the distress tier, as before the sleep fix. */
const WISHES_NOT_TO_WAKE = [
  'I wish I could sleep and not wake up.',
  "Some nights I hope I don't wake up.",
  "I pray I don't wake up tomorrow.",
  'I hope I never wake up.',
  'I go to sleep hoping not to wake up.',
  'Every morning I am disappointed to be waking up again.',
  'I want to go to sleep and never wake up.',
  // The wake fix: framings the sleep fix had missed, in new words.
  "Honestly I wouldn't mind if I just didn't wake up one morning.",
  'Wouldnae mind if I didnae wake up the morn.',
  'Please, God, let me not wake up this time.',
  "Sometimes I think that if I lay down and didn't wake up, it would be a relief.",
  'If I went to sleep tonight and never woke up, nobody would have to worry about me.',
  "I ask every night that I don't wake up.",
  "I wouldn't mind never waking up.",
  'Some mornings I hope the Lord forgets to wake me.',
];

describe('everyday sleep, mornings and routine', () => {
  it('holds at least 60 distinct everyday texts', () => {
    expect(new Set(EVERYDAY).size).toBe(EVERYDAY.length);
    expect(EVERYDAY.length).toBeGreaterThanOrEqual(60);
  });

  it.each(EVERYDAY)('gets no tier on the everyday text %j', (text) => {
    expect(screenForCrisis(text)).toMatchObject({ isCrisis: false, tier: null, kinds: [] });
  });

  it.each(WISHES_NOT_TO_WAKE)('gives the distress tier to the wish not to wake %j', (text) => {
    expect(screenForCrisis(text).tier).toBe('distress');
  });
});
