import type { TCrisisKind } from './crisis-screen.ts';
import { AGENT, LETHAL_MEANS, PILLS, PLAN, WISH, oneOf, phrases } from './crisis-terms.ts';

/**
 * One cue of the crisis screen: a composed pattern and how much it says on its own.
 *
 * The screen adds up the weights of the distinct cues of each kind found in an entry and reports the kind at 1 or
 * more. A cue of weight 1 is enough on its own ("I want to die"); lighter cues only count together ("updated my
 * will" + "everything's in order" + "before I go").
 */
export interface TCrisisCue {
  id: string;
  kind: TCrisisKind;
  weight: number;
  /** Where the pattern is matched: within one clause (the default) or one sentence. */
  scope?: 'clause' | 'sentence';
  pattern: RegExp;
  /** The writer must be the one wishing or doing it: "she wants to die" or "a patient overdosed" do not count. */
  writerIsSubject?: boolean;
  /** The wording is itself negative ("I don't want to live", "nobody would miss me"): no denial check. */
  negationIsTheSign?: boolean;
  /** An accident produces the same words ("burned my hand"): dropped in an accident context unless on purpose. */
  couldBeAccident?: boolean;
  /** People say it in jest ("she'll kill me"): dropped when the sentence laughs. */
  couldBeJoke?: boolean;
  /** Dropped when the sentence matches: the idiom or everyday sense of this wording. */
  notWhen?: RegExp;
  /** Only counts when the sentence also matches (the second half of a pair of ideas). */
  needsSentence?: RegExp;
  /** Only counts when the entry also matches. */
  needsEntry?: RegExp;
  /** Counts as another kind when the entry matches: an overdose "not to die, just to feel numb" is self-harm. */
  otherwise?: { when: RegExp; kind: TCrisisKind };
  /**
   * A family of loose signs (crisis-cues-loose.ts): it does not count words a precise cue already used. Like any cue
   * weaker than 1, each further different wording of it adds 0.7 of its weight, up to twice its weight ("won't give
   * me a key" and "I have to wait outside" are two signs of control).
   */
  family?: boolean;
}

/** Top-level alternatives, one per line for reading: `anyOf(a, b)` is `a|b`. */
export const anyOf = (...alternatives: readonly string[]): string => alternatives.join('|');
/** `m`: the screen reads one clause (or sentence) per line, so `$` is the end of the clause. */
export const rx = (source: string) => new RegExp(source, 'gm');
export const test = (source: string) => new RegExp(source);

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces

export const BODY = oneOf(
  ...phrases(`
    wrists? | arms? | forearms? | thighs? | legs? | skin | stomach | belly | hips? | hands? | face | head
    fists? | knuckles | chest | ankles? | shoulders? | body | neck | fingers? | scalp | lips? | cheeks?
    palms? | calf | calves | side | ribs
  `),
);
/** Acts people do to their own body to hurt it. */
export const HARM_VERB = oneOf(
  ...phrases(`
    cut | cuts | cutting | slit | slitting | slash(?:ed|ing)? | carv(?:e|ed|ing) | scratch(?:ed|ing)?
    scrap(?:e|ed|ing) | burn(?:ed|t|ing|s)? | hit | hits | hitting | punch(?:ed|ing|es)? | bang(?:ed|ing|s)?
    smash(?:ed|ing)? | bit | bite | biting | pinch(?:ed|ing)? | stab(?:bed|bing)? | bruis(?:e|ed|ing)
    starv(?:e|ed|ing) | hurt | hurting | hurts | harm(?:ed|ing|s)? | chok(?:e|ed|ing) | strangl(?:e|ed|ing)
  `),
);
/** What turns "cut myself" back into food or kindness: "cut myself a slice", "cut myself some slack". */
export const NOT_HARM_AFTER = String.raw`(?! out\b| up (?:to|for)\b| (?:a |an |some |off )?(?:\w+ )?(?:slice|piece|bit|portion|break|slack|deal|sandwich|treat|drink|glass|cup|plate|bowl|lunch|dinner|breakfast|coffee|tea|short|free|loose|off from|out of|laughing|silly|stupid))`;
/** After "hit me", "beat me", "pushed me": news, games, encouragement or a pillow, not violence. */
export const NOT_VIOLENCE_AFTER = String.raw`(?! (?:up|at|under the table|in (?:his|her|their|my) sleep|in the (?:ranking|rankings|polls|queue|race)|in (?:chess|cards|a race|the race|the game|tennis|squash|a game)|to (?!the (?:sofa|wall|floor|bed|ground|door|couch|bed|mattress|car))|by|out|off|a |an |some |hard(?:er)? to|on (?:the|a) (?:shoulder|back)|with (?:the|some|a|an) (?:news|question|request|idea|bill|joke|fact|deadline|task|truth)|with (?:a |the |her |his |my )?(?:pillow|cushion|snowball|balloon|water balloon|water pistol|water gun|squirt gun|super soaker|nerf|toy|sock|foam|feather|ball|hugs?|kisses|tickles|questions)))`;

/**
 * Shared laughter or a game in the sentence: "my daughter hit me with a pillow and we laughed", "beat me 5-0". Only
 * laughter together: "she slapped me in front of her mates and laughed" is the one who hit laughing at the writer.
 */
export const PLAY = String.raw`\b(?:pillow|snowball|tickle|tickling|play(?:ing|ed|ful|fully)?|game|match|chess|cards|football|tennis|quiz|wrestl\w*|boxing|sparring|karate|judo|rugby|netball|training session|fifa|xbox|playstation|in stitches|giggl\w*|shriek\w*|squeal\w*|with laughter|for a laugh|messing (?:about|around)|mucking about|banter|play-?fight\w*)\b|\b(?:we|we all|we both|both of us|everyone|all of us) (?:\w+ )?(?:laughed|laughing|ended up laughing|burst out laughing|cracked up)\b|\blaughing (?:together|our heads off)\b`;
/** Hurt feelings, not a body: "she hurt me by not inviting me", "what he said hurt me". */
export const HURT_FEELINGS = String.raw`\bhurt(?:s)? me (?:by (?:not|saying|ignoring|forgetting|leaving|cancelling|lying)|so much (?:by|with))\b|\bhurt my feelings\b|\bwhat (?:he|she|they) said\b[^.!?\n]*\bhurt\b`;
/**
 * Leaving someone, not leaving the milk out: "if I leave", "if I left him", "if I go to the police", "if I go out".
 */
const LEAVING = String.raw`(?:leave|left)(?= *$|[,;]| (?:him|her|them|you|me|home|the house|the flat|the relationship|the marriage|for good|again|ever|now|with (?:the kids|the baby|someone)|my (?:husband|wife|partner|boyfriend|girlfriend|fianc\w*|family|home|marriage))\b)|(?:go|went)(?= *$|[,;]| (?:out|anywhere|away|to (?:the police|my (?:mum|mom|dad|parents|sister|brother|friend)|a refuge|a shelter))\b)`;
/** A condition that turns "he'd kill me if…" from a figure of speech into control: leaving, telling, the police. */
export const CONTROL_CONDITION = String.raw`\b(?:if|when|every time|whenever) (?:i|you) (?:ever |even |so much as )?(?:try to |tried to )?(?:${LEAVING}|tell|told|call|called|ring|rang|phone|phoned|report|reported|talk to|talked to|speak to|see|saw|text|cheat|cheated|say|said|break up|broke up|dump|dumped|move out|take the kids)\b`;

/** The writer is in the sentence: "I", "me", "my". */
export const ABOUT_ME = /\b(?:i|i'm|i've|i'd|i'll|me|my|myself|mine)\b/;
/** Someone who could hurt the writer is named in the entry. */
export const SOMEONE_IN_ENTRY = test(String.raw`\b${AGENT}\b`);

/** A means or a way of dying is named somewhere in the entry: makes "ready", "enough", "the nerve" count. */
export const MEANS_OR_DEATH_IN_ENTRY = test(
  String.raw`\b(?:${PILLS}|rope|belt|noose|${LETHAL_MEANS}|blades?|razors?|bridge|ledge|roof|tracks|cliff|die|dead|end it|kill myself|suicide|overdose|gone)\b`,
);

/**
 * Placed right after a verb: the verb follows a plan or a wish ("going to take…", "want to swallow…"). A lookbehind,
 * so the regex only looks back when the verb is there (starting with the long list of plans is 10x slower).
 */
export const AFTER_A_PLAN = String.raw`(?<=\b(?:${PLAN}|${WISH})(?: [\w'-]+)? \w+)`;

/** Wanting something to happen: "I want it all to end", "praying for it to stop". */
/** A dull thing named beside "I want it all to be over": the renovation, the exams, this week. */
export const MUNDANE_ENDING =
  /\b(?:this|the|these|my) (?:renovation|exams?|week|job hunt|project|move|building work|works|term|semester|shift|commute|meeting|deadline|tax return|heatwave|winter|rain|diet|cold|flu|hangover|wedding planning|course|dissertation|essay|assignment|season|journey|flight|queue|match|game)\b/;
export const WANTING_IT = String.raw`(?:want(?:s|ed|ing)?|wish(?:es|ed|ing)?|need(?:s|ed)?|would like|'d like|hope|hoping|pray(?:ing)?|long(?:ing)?)(?: for)?`;
