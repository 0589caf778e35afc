/** Journal-like text for the seeded entries: a few sentences in the voice of one emotion, about 200–400 characters. */

export const EMOTIONS = ['joy', 'calm', 'anxiety', 'sadness', 'anger'] as const;
export type Emotion = (typeof EMOTIONS)[number];

export const CATEGORIES = ['work', 'family', 'health', 'personal', 'relationships', 'goals'] as const;

const SENTENCES: Record<Emotion, readonly string[]> = {
  joy: [
    'Today felt bright from the moment I woke up and the sun came through the kitchen window.',
    'Lunch with Maya turned into two hours of laughing about our first flat together.',
    'The team shipped the release and my manager thanked everyone by name in the meeting.',
    'I finally finished the puzzle we started at Christmas and the kids cheered with me.',
    'A stranger at the bakery complimented my scarf and it stayed with me all afternoon.',
    'I ran my longest distance yet and still had energy left for a walk in the evening.',
  ],
  calm: [
    'I spent the evening reading by the window with a cup of tea and no phone nearby.',
    'The rain on the roof made the whole house feel slow and quiet in a good way.',
    'Ten minutes of breathing before work helped me start the day without rushing.',
    'Sunday was simple: a long walk by the river, soup for dinner and an early night.',
    'I watered the plants and noticed how much the basil has grown since spring.',
    'Nothing urgent happened today and I let myself enjoy the stillness of it.',
  ],
  anxiety: [
    'I keep replaying the conversation with my landlord and wondering what he meant.',
    'The deadline moved up by a week and my chest tightened when I read the email.',
    'I could not fall asleep because my mind kept listing everything I have not done yet.',
    'Waiting for the test results makes every hour feel longer than it should.',
    'Before the presentation my hands were shaking and I rehearsed the opening five times.',
    'I checked my bank account three times today even though nothing had changed.',
  ],
  sadness: [
    'The apartment felt empty tonight and I missed the noise of having people around.',
    'I found an old photo of grandma in a book and cried for a while on the sofa.',
    'My friend moved to another city this week and our Thursday dinners are over.',
    'I did not have the energy to call anyone back and the day just slipped away.',
    'Everything took more effort than usual and I went to bed feeling heavy.',
    'It is the anniversary of losing our dog and the house still feels quieter.',
  ],
  anger: [
    'The meeting ran an hour over because nobody had read the document beforehand.',
    'Someone took credit for my analysis in front of the whole department today.',
    'The airline cancelled the flight again and the help line hung up on me twice.',
    'My brother promised to help with the move and then did not show up at all.',
    'I was interrupted every single time I tried to explain my side of the story.',
    'The neighbours played loud music until three in the morning on a work night.',
  ],
};

/** A small seeded PRNG (mulberry32): the same seed gives the same journal on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Sentences of one emotion until the text is at least `minLength` characters long. */
export function journalText(random: () => number, emotion: Emotion, minLength = 200): string {
  const parts: string[] = [];
  while (parts.join(' ').length < minLength) parts.push(pick(random, SENTENCES[emotion]));
  return parts.join(' ');
}

/** The body POSTed during the bench: a realistic entry of exactly 300 characters. */
export const BENCH_ENTRY_CONTENT =
  'Work was long today. The review with the client went better than I feared, but I still feel wound up and ' +
  'tired. I took a walk at lunch and saw the trees turning orange along the canal. Tonight I want to cook ' +
  'something simple, call my sisters and go to bed early, so tomorrow starts calmer than today.';
