/**
 * Everyday senses of phrases in the inventory (crisis-signals-data.ts) that can carry the crisis tier. A phrase in
 * such a sense is still a signal (the model reads it, and it allows the distress tier) but not one in its risk sense,
 * so it does not carry Immediate Support (crisis-signals.ts, `risk`). Round 29's ordinary grief entries got that
 * tier from a wedding ring worn on a chain ("wedding ring" an intent signal, "my neck" a danger one) and a funeral
 * director's "the service" and "why I do it" (intent); its quiet crises keep theirs: a ring left with a note, hands
 * or a cord round one's neck, "I'll do it", a suit "for the service" of one's own funeral.
 */
import { r } from './crisis-signal-senses.ts';
import type { TCrisisConcept } from './crisis-signals-data.ts';
import { matchesOf } from './pattern-matches.ts';

/** A ring kept or worn, not parted with: taken off, left, given, put in an envelope, sold or posted. */
const RING_KEPT = r`(?<!\b(?:took|take|takes|taking|taken|left|leave|leaves|leaving|gave|give|gives|giving|given|put|putting|sold|sell|selling|posted|post|posting|handed|hand|handing|wrapped|sealed)(?: off)? (?:\w+ ){0,3})(?:wedding|engagement) rings?\b`;
/** Something worn at the neck: jewellery, a scarf, a lanyard, glasses on a cord. */
const WORN_AT_THE_NECK = r`\b(?:chains?|necklaces?|lockets?|pendants?|scarf|scarves|collar|lanyard|tie|medals?|rings?|cross|crucifix|beads|rosary|glasses|specs|whistle|pearls|tag)\b(?: \w+){0,4} (?:round|around|on|at|from) (?:my|his|her|your|their) neck\b`;
/** A service one attends or works at (a funeral, church, a bus), or a service desk: not one's own funeral planned. */
const SERVICE_ATTENDED = r`\b(?:after|at|during|through|before|since|from|led|lead|leading|took|take|taking|ran|run|running|did|do|doing|conducted|arranged) the services?\b|\bthe services? (?:manager|desk|road|station|department|charge|industry|team|was|went|itself|sheet)\b`;
/** Doing it as a habit, a job or a skill: "why I do it", "I do it for the kids", "let me do it". */
const DO_IT_HABIT = r`\b(?:why|how|what|where|when) (?:i|we|you|they|he|she) (?:still |even |actually )?do it\b|\b(?:i|we|you|they) do it (?:for|because|every|each|all|twice|once|most|on)\b|\blet (?:me|him|her|them|us) do it\b`;
/** A night spent or slept through: parked up for the night, woke in the night (round 30), not "tonight's the night". */
const NIGHT_SPENT = r`\b(?:for|through|during|in|all|overnight|of|over|parked up for|stopped for) the night\b`;
/** Eggs or a nut cracked, shoes or boots put on (round 30's ordinary days), not a head cracked or a beating. */
const KITCHEN_OR_DRESSING = r`\bcrack(?:ed|ing|s)? (?:\w+ ){0,2}(?:eggs?|nuts?|walnuts?|a joke|jokes|on|open a)\b|\b(?:got|get|getting|put|putting|with|pulled) (?:my |his |her |their )?(?:shoes|boots|trainers|slippers) on\b`;

/**
 * Twelfth session (round 30): idioms and calm end-of-life plans. The ground that should swallow one, dying of shame;
 * ending it with a contract or a person; a belt earned or worn; taught how to; pills prescribed for a while or an
 * illness or collected; a DNR talked through with a doctor, treatment stopped for quality of life, a will someone else left.
 */
const IDIOM_WISH = r`\b(?:the )?ground (?:to |would |could |should |will )?(?:open up and )?swallow (?:me|us|him|her|them)(?: whole| up)?\b|\bdying (?:of|from) (?:shame|embarrassment|laughter|boredom|cringe|thirst|hunger)\b|\bdying to (?:know|see|try|go|meet|tell|get)\b|\bend(?:ed|ing)? (?:it|things) with (?:the|my|a|him|her|them)\b(?! (?:pills|rope|gun|rifle|tablets|knife|car|belt)\b)`;
const BELT_OR_TAUGHT = r`\b(?:white|yellow|orange|green|blue|purple|brown|black|red|first|new|grading|seat|tool|garter|utility|championship|title) ?belts?\b|\bbelts? (?:grading|test|buckle|sander|loops?)\b|\bunder (?:my|his|her|your|our) belts?\b|\b(?:taught|teach|teaches|teaching|showed|show|shows|learn(?:ed|t|ing)?) (?:me |us |them |him |her |you )?how to\b`;
const PRESCRIBED = r`\b(?:picked up|pick up|collected|collect|ordered|order|prescribed|dispensed|repeat of|repeat for) (?:a|one|two|three|four|six|\d+) (?:weeks?|months?)(?:'s| of| worth of) (?:the |my |his |her )?[\w-]+(?: [\w-]+)?|\b(?:pills|tablets|meds|antibiotics) for (?:a|one|two|three|four|six|\d+|the next) (?:days?|weeks?|fortnight|months?)\b|\b(?:pills|tablets|meds) for (?:the|my|his|her) (?:gut|stomach|infection|chest|blood pressure|heart|thyroid|migraines?|back|skin|cough|allergies|acid|reflux|cholesterol)\b`;
const CALM_END_OF_LIFE = r`\b(?:had|have|having|the|a) (?:dnr|dnacpr|resus|end[- ]of[- ]life|advance care|ceiling of care) (?:conversation|discussion|talk|chat|meeting|form)\b|\bstop(?:ped|ping)? (?:the |my )?(?:chemo\w*|dialysis|treatment)(?: \w+){0,6} (?:for|because of|to focus on|to get) (?:quality of life|more good days|comfort|time with)\b|\b(?:in|under|from|through) (?:the|his|her|their|\w+'s) will\b|\bin order while (?:i'm|i am|we're|we are|i was|still) (?:\w+ )?(?:well|healthy|able|fit|stable)\b`;

/**
 * Bare words in the inventory that name no intent, means, attempt or danger by themselves, only the setting a risk
 * can be told in: a feeling (scared, frightened), a place or an institution (a hotel, the river, the police, the
 * chemist), a household thing (a wardrobe, a pillow, receipts), a decision or readiness in general ("decided",
 * "ready", "enough"). Alone they allow the distress tier; the crisis tier needs a phrase or a word of the risk itself
 * ("took them all", "tablets", "rope", "hit", "noose"). Round 29 gave Immediate Support to "That will have to be
 * enough" and "I'm frightened he'll get out one night" of a carer.
 */
const SETTING_WORD =
  /^(?:enough|ready|decided|decision|tried|arranged|schedul\w*|researching|choose|regret|kinder|ends|using|stable|control|handover|wiped|savings|insurance|solicitor|chemist|hotel|travelling|river|roof|motorway|traffic|woods|tide|rocks|floated|reservoir|police|reception|doorstep|refuge|wardrobe|pillow|cabinet|camera|pictures|videos|receipts?|drink|drinking|lap|bedtime|scared|afraid|frightened|terrified|fear\w*|hiding|locked|locks|temper|trains|knot|dose|medicine|medication|spoon|spoons|insulin|quarry)$/;

/** Whether a match told in one bare word is only the setting of a risk (SETTING_WORD), not the risk itself. */
export const settingWord = (word: string): boolean => SETTING_WORD.test(word.trim());

/**
 * A decision or readiness told plainly: "I've decided", "I'm ready", "when I do it". Alone each has an everyday
 * sense or names only a setting (a funeral director's "why I do it", "ready for the weekend" aside), so it allows
 * the distress tier; beside a wish to die in the same or a neighbouring sentence it is intent, and carries the crisis
 * tier (holdsImmediateRisk): "I've decided. I don't want to be here anymore."
 */
const DECISION = /^(?:decided|decision|ready|do it)$/;

/** Whether an intent match is a plain decision or readiness (DECISION). */
export const decisionWord = (word: string): boolean => DECISION.test(word.trim());

const EVERYDAY: Partial<Record<TCrisisConcept, RegExp>> = {
  intent_or_plan: new RegExp(
    `${RING_KEPT}|${SERVICE_ATTENDED}|${DO_IT_HABIT}|${NIGHT_SPENT}|${BELT_OR_TAUGHT}|${CALM_END_OF_LIFE}`,
    'g',
  ),
  wish_to_die: new RegExp(IDIOM_WISH, 'g'),
  goodbye: new RegExp(`${RING_KEPT}|${CALM_END_OF_LIFE}`, 'g'),
  threat_or_violence: new RegExp(`${WORN_AT_THE_NECK}|${KITCHEN_OR_DRESSING}`, 'g'),
  method_or_means: new RegExp(`${WORN_AT_THE_NECK}|${IDIOM_WISH}|${BELT_OR_TAUGHT}|${PRESCRIBED}`, 'g'),
};

/**
 * Senses that need the sentence before (round-35 review): a game played or taught, then "he beat me once"; a pet,
 * then "a video of him waiting outside my bedroom door"; boots and kit made ready for tomorrow, then "ready". A match
 * within such a phrase is no signal at all, when the context stands in the same sentence or the one before.
 */
const BESIDE_CONTEXT: ReadonlyArray<readonly [TCrisisConcept, RegExp, RegExp]> = [
  [
    'threat_or_violence',
    /\b(?:taught|teach|teaching|played|playing|play|learning|learned|learnt) (?:[\w']+ ){0,3}(?:chess|draughts|checkers|cards|poker|snap|uno|scrabble|monopoly|cluedo|darts|pool|snooker|tennis|golf|squash|badminton|ping pong|fifa|mario ?kart|fortnite|minecraft)\b/,
    /\b(?:he|she|they|\w+) (?:beat|beats|has beaten) (?:me|us)(?: (?:once|twice|again|easily|every time|\d+ times))?(?= *(?:[,.!?;]|$|(?:and|but|though|i)\b))/g,
  ],
  [
    'threat_or_violence',
    /\b(?:dog|dogs|puppy|pup|cat|cats|kitten|pet)\b/,
    /\b(?:him|her|it|dog|cat|puppy|pup|kitten)(?:'s| is| was)? (?:\w+ )?(?:waiting|sat|sitting|lying|whining|scratching|crying) (?:outside|at|by) (?:my|the) (?:bedroom |front |back )?door\b/g,
  ],
  [
    'intent_or_plan',
    /\b(?:kit|boots|uniform|whites|shin ?pads)\b.*\bfor (?:tomorrow|the morning|work|school|training|practice|the (?:match|game|race|shift))\b/,
    /^(?:all |i'm |im )?ready\b[.!]*$/g,
  ],
];

/**
 * The spans of a sentence within a phrase of a concept whose sense the sentence before decides, as [start, end)
 * pairs (none for most concepts): a match within one is no signal at all (withinSense).
 */
export function sensesBesideContext(
  concept: TCrisisConcept,
  sentence: string,
  before: string,
): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const [of, context, phrase] of BESIDE_CONTEXT) {
    if (of !== concept || !(context.test(sentence) || context.test(before))) continue;
    for (const sense of matchesOf(phrase, sentence)) spans.push([sense.index, sense.index + sense[0].length]);
  }
  return spans;
}

/** The spans of a sentence in an everyday sense of a concept, as [start, end) pairs (none for most concepts). */
export function everydaySenses(concept: TCrisisConcept, sentence: string): Array<[number, number]> {
  const pattern = EVERYDAY[concept];
  if (!pattern) return [];
  return Array.from(matchesOf(pattern, sentence), (sense) => [sense.index, sense.index + sense[0].length]);
}

/** Whether the match at `index` (of `length` characters) lies within one of the spans of `senses`. */
export const withinSense = (
  senses: ReadonlyArray<[number, number]>,
  index: number,
  length: number,
): boolean => senses.some(([start, end]) => start <= index && index + length <= end);
