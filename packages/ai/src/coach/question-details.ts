import { STRATEGIES } from './strategies.ts';

/**
 * The details of a question the built-in coach can use reliably: whom the writer cares for or lives with an illness
 * of, and what they say they have already tried. Plain patterns, no guessing: a detail that is not said in so many
 * words is left out.
 */

const ILLNESSES = [
  "parkinson's",
  'parkinsons',
  'dementia',
  "alzheimer's",
  'alzheimers',
  'multiple sclerosis',
  'ms',
  'cancer',
  'a stroke',
  'stroke',
  'rheumatoid arthritis',
  'arthritis',
  'long covid',
  'diabetes',
  'chronic pain',
  'fibromyalgia',
  'me/cfs',
  'chronic fatigue',
  'copd',
  'epilepsy',
  'heart failure',
  "crohn's",
  'lupus',
  'motor neurone disease',
  'als',
];
const PEOPLE =
  'husband|wife|partner|mum|mom|mother|dad|father|son|daughter|brother|sister|gran|grandma|grandad|grandfather|grandmother|boyfriend|girlfriend';
const ILLNESS = `(${ILLNESSES.map((i) => i.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})`;

// "my husband Graham has Parkinson's", "Mum's dementia", "my wife, who has MS": someone else's illness.
const THEIRS = new RegExp(
  `\\bmy (${PEOPLE})(?:'s)?(?: [a-z]+)?(?:,? who)? (?:has|had|with|got|has got|was diagnosed with|is living with)? ?${ILLNESS}\\b|\\b(${PEOPLE})'s ${ILLNESS}\\b`,
);
// "I've got relapsing MS", "since my stroke", "I have fibromyalgia", "diagnosed with arthritis": the writer's own.
const MINE = new RegExp(
  `\\b(?:i have|i've got|i have got|i've had|i had|i live with|i'm living with|since my|with my|diagnosed with|my)(?: [a-z]+)? ${ILLNESS}\\b`,
);

// "MS Teams" is software, not multiple sclerosis.
const tidy = (question: string) =>
  ` ${question
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\bms (teams|word|office|excel|outlook)\b/g, 'microsoft $1')} `;
/** How an illness is written back: its usual capitals; a stroke as the stroke's effects. */
const DISPLAY: Record<string, string> = {
  ms: 'MS',
  copd: 'COPD',
  als: 'ALS',
  'me/cfs': 'ME/CFS',
  "parkinson's": 'Parkinson’s',
  parkinsons: 'Parkinson’s',
  "alzheimer's": 'Alzheimer’s',
  alzheimers: 'Alzheimer’s',
  "crohn's": 'Crohn’s',
  'a stroke': 'stroke',
};
const named = (illness: string) => DISPLAY[illness] ?? illness;

/**
 * One sentence that takes the writer's circumstance into account, or null: caring for a named person with a named
 * illness, or living with an illness of their own.
 */
export function circumstanceLine(question: string): string | null {
  const text = tidy(question);
  const theirs = THEIRS.exec(text);
  if (theirs) {
    const person = theirs[1] ?? theirs[3];
    const illness = theirs[2] ?? theirs[4];
    if (person && illness)
      return `Living alongside your ${person}’s ${named(illness)} is demanding in its own right, so what you need counts here too.`;
  }
  const mine = MINE.exec(text)?.[1];
  if (mine)
    return `Living with ${named(mine) === 'stroke' ? 'the effects of a stroke' : named(mine)} changes what is realistic day to day, so take what follows at the pace your health allows.`;
  return null;
}

// "tried earplugs", "earplugs don't help", "already do breathing", "apps are useless": a clause that rules things out.
const TRIED =
  /\b(?:tried|trying|already|done all|did all|used to do|doesn't help|don't help|didn't help|doesn't work|don't work|didn't work|never works|no good|useless|no use|not helping|makes? it worse|made it worse)\b/;

/** Things people say they have tried, each with the words of a strategy's text that offer it again. */
const TRIED_THINGS: ReadonlyArray<{ said: RegExp; offers: RegExp }> = [
  { said: /\bear ?plugs?\b/, offers: /earplug/ },
  { said: /\bwhite noise|\bfan\b/, offers: /white noise|background sound/ },
  { said: /\bmelatonin|sleeping (?:pills|tablets)/, offers: /melatonin/ },
  { said: /\bapps?\b|headspace|\bcalm\b/, offers: /\bapp\b/ },
  { said: /\bmeditat|mindfulness/, offers: /meditat|mindful|body scan/ },
  { said: /\bbreath/, offers: /\bbreath/ },
  {
    said: /\bjournal|writing (?:it|things) down|write (?:it|things) down/,
    offers: /journal|write (?:it|them|down|a letter)|notepad|\bpad\b/,
  },
  { said: /\blists?\b|to-?do/, offers: /\blist\b/ },
  { said: /pomodoro|timers?\b|25 min/, offers: /timer|twenty-five|25 minutes/ },
  { said: /\bexercis|\bgym\b|\bwalk|\brunning\b/, offers: /\bwalk|exercis/ },
  {
    said: /\bno screens?|screens? (?:off|away)|\bphone (?:away|out of|in (?:the |another |a )?[a-z]+)|no phone/,
    offers: /(?:screens?|phone) (?:away|outside|in another)|off your home screen/,
  },
  { said: /routine/, offers: /routine|wind-down/ },
  { said: /counting sheep|\bcount/, offers: /\bcount/ },
  { said: /gratitude/, offers: /gratitude|good things/ },
  { said: /\bpatches|nicotine|gum\b/, offers: /patch/ },
  {
    said: /leav(?:e|ing) (?:it|the [a-z]+|my [a-z]+) (?:in|at)\b/,
    offers: /phone in another room|out of sight|harder to reach/,
  },
  { said: /time ?out|walk(?:ing)? away/, offers: /time-out|walk away|leave the room/ },
  { said: /counsell|therap/, offers: /counsell|therap/ },
];

/** The strategies a question says were tried already: no tip the writer has ruled out comes back. */
export function alreadyTried(question: string): Set<string> {
  const out = new Set<string>();
  const clauses = tidy(question).split(/[.;!?\n]+/);
  for (const clause of clauses) {
    if (!TRIED.test(clause)) continue;
    for (const { said, offers } of TRIED_THINGS) {
      if (!said.test(clause)) continue;
      for (const s of STRATEGIES) if (offers.test(`${s.title} ${s.howTo}`.toLowerCase())) out.add(s.id);
    }
  }
  return out;
}
