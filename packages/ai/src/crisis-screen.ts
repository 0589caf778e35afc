import { z } from 'zod';

import type { TGuidanceItem } from '@innerweather/validators/journal';

/**
 * The crisis screen: a deterministic phrase check that runs on every entry before (and regardless of) any LLM,
 * so crisis guidance never depends on a model being up or being right.
 *
 * What it looks for, always about the person writing:
 * - suicidal_ideation: wishing to die or to kill oneself, also indirectly ("everyone would be better off without
 *   me", "no reason to keep living", "I don't want to be here anymore").
 * - intent_to_die: a plan, means, a date, goodbyes, or an attempt ("I have a plan to end it", "I wrote goodbye
 *   letters", "I've been saving up pills").
 * - self_harm: hurting oneself on purpose ("I've been cutting again", "I hurt myself on purpose").
 * - danger_from_other: violence or threats from another person ("my partner hit me", "he said he'd kill me if I
 *   left", "I'm scared he will hurt me again").
 *
 * Decisions, so they are not rediscovered by accident:
 * - Idioms do not fire ("this commute is killing me", "I'd die for that cake", "killed it at the presentation"):
 *   the phrases need a first-person target ("myself", "me", "my life") or an unmistakable wish/plan.
 * - Talk about others or about the topic does not fire ("an article about suicide prevention", "a character kills
 *   himself", "my friend used to self-harm"). A friend at risk deserves care, but this screen is about the writer.
 * - A clear first-person denial does not fire ("I would never hurt myself", "I'm not suicidal", "I used to self-harm,
 *   five years clean"): a negation, "used to" or "stopped" just before the phrase, in the same clause, cancels it.
 *   Wordings whose negation IS the warning sign always fire ("I don't want to live", "I hope I won't wake up",
 *   "nobody would notice if I was gone", "I can't go on anymore").
 * - An accident is not self-harm ("I burned myself on the oven tray", "hurt myself lifting boxes") unless the entry
 *   says it was on purpose.
 * - A threat with a laugh in the same sentence ("mum said she'd strangle me, lol") and an exaggeration about
 *   something dull ("the meeting was so long I wanted to die") do not fire.
 * - When unsure between a false alarm and a miss, the rules lean to firing: a false alarm costs a kind message.
 *   Accepted false alarms (a sibling's joke threat without a laugh, a reported question "my therapist asked if I
 *   have thoughts of suicide") are listed in test-data/crisis-entries.json.
 * - Limits: phrase rules catch wording like what they have seen. Scored blind on new wording, recall was 30% in
 *   the latest round, so this is the floor under the LLM's guidance, not a replacement for it.
 */
export const CRISIS_KINDS = ['suicidal_ideation', 'intent_to_die', 'self_harm', 'danger_from_other'] as const;
export type TCrisisKind = (typeof CRISIS_KINDS)[number];

export interface TCrisisScreenResult {
  isCrisis: boolean;
  /** Each kind at most once, in CRISIS_KINDS order. */
  kinds: TCrisisKind[];
}

export const ZCrisisLineSchema = z.object({
  name: z.string().min(1).max(100),
  region: z.string().min(1).max(60),
  contact: z.string().min(1).max(120),
});
/** A crisis line as shown to the person: "988 Suicide & Crisis Lifeline (US): call or text 988". */
export type TCrisisLine = z.infer<typeof ZCrisisLineSchema>;
/** For the app config (e.g. a JSON env value) that overrides the default lines. */
export const ZCrisisLinesSchema = z.array(ZCrisisLineSchema).min(1).max(10);

export const DEFAULT_CRISIS_LINES: readonly TCrisisLine[] = [
  { name: '988 Suicide & Crisis Lifeline', region: 'US', contact: 'call or text 988' },
  { name: 'Samaritans', region: 'UK & ROI', contact: 'call 116 123' },
  { name: 'Find a helpline', region: 'International', contact: 'findahelpline.com' },
];

export function formatCrisisLine(line: TCrisisLine): string {
  return `${line.name} (${line.region}): ${line.contact}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Rules

interface TCrisisRule {
  kind: TCrisisKind;
  pattern: RegExp;
  /** The phrase itself is a negation that signals risk ("I don't want to live"): a denial check makes no sense. */
  negationIsTheSign?: boolean;
  /** Self-harm wording that an accident can also produce ("burned myself"): cancelled by accident words. */
  couldBeAccident?: boolean;
  /** A threat that people also make in jest ("he said he'd kill me, haha"): cancelled by a laugh in the sentence. */
  couldBeJoke?: boolean;
}

/** Signs that are only clear together, anywhere in the entry: goodbyes and "I won't be coming back". */
interface TCrisisCombination {
  kind: TCrisisKind;
  all: RegExp[];
}

/** People who could be a danger to the writer. Kept to pronouns and "my …" so "the car hit me" never fires. */
const PERSON = String.raw`(?:he|she|they|my (?:partner|husband|wife|boyfriend|girlfriend|ex|ex-?partner|ex-?husband|ex-?wife|ex-?boyfriend|ex-?girlfriend|dad|father|stepdad|step-?father|mum|mom|mother|stepmum|stepmom|step-?mother|brother|sister|son|daughter|uncle|aunt|flatmate|roommate|housemate|landlord|carer|fiance|fiancee|fiancé|fiancée))`;
const WOULD = String.raw`(?:'d|'ll| would| will| was going to| is going to|'s going to| were going to| are going to| might| could| may)`;
const HARM = String.raw`(?:kill|hurt|hit|beat|stab|shoot|strangle|choke|attack)`;
/** "end it" as in ending a life; never "end it with him", "end things between us". */
const END_IT = String.raw`(?:end (?:it all|it|things|everything|my life)(?! (?:with|between|off|for (?:him|her|them|us))))`;
const BODY = String.raw`(?:wrists?|arms?|forearms?|thighs?|legs?|skin|stomach|hips?|hands?|face|head|fists?)`;

const PILLS = String.raw`(?:pills|tablets|meds|medication|medicine|painkillers|paracetamol|capsules|sleeping pills|sleeping tablets)`;
/** Places people name when picturing a way to die. */
const HIGH_PLACE = String.raw`(?:platform edge|edge of the platform|the tracks|railway|train tracks|ledge|bridge|roof|rooftop|cliff|cliff edge|balcony|multi-storey|car park roof)`;
/** "if I wasn't here", "if I didn't exist": the writer imagining their own absence. */
const IF_I_WERE_GONE = String.raw`if i (?:just )?(?:disappeared|died|was gone|were gone|didn't wake up|never woke up|did not wake up|(?:wasn't|weren't|was not|were not) (?:here|around|alive|in (?:it|them|their lives|the picture|the world))|didn't exist|killed myself|was dead|were dead|left for good)`;

const MEANS = String.raw`(?:pills|tablets|paracetamol|painkillers|rope|noose|belt|cord|knife|blade|razor|gun|bridge|ledge|roof|tracks|banister|overdose)`;
/** After "hit me": what turns it into news, a message or play ("hit me up", "hit me with the news", "with a pillow"). */
const NOT_VIOLENCE_AFTER = String.raw`(?! (?:up|at|in the (?:ranking|rankings|polls|queue|race)|in (?:chess|cards|a race|the race)|to|by|out|off|a |an |some |with (?:the|some|a|an) (?:news|question|request|idea|bill|joke|fact|deadline|task)|with (?:a |the |her |his |my )?(?:pillow|cushion|snowball|balloon|water balloon|nerf|toy|sock|foam|feather)))`;

const rx = (source: string) => new RegExp(source, 'g');

/** In priority order: a span claimed by an earlier rule is not counted again ("going to kill myself" is intent). */
const RULES: TCrisisRule[] = [
  // intent_to_die: a plan, means, timing, goodbyes, an attempt
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:plan|plans|planned|planning|plotting)(?: out)? (?:to|how to|how i'?d|how i would|how i will|on how to|for how to) (?:kill myself|${END_IT}|die|take my (?:own )?life|hang myself|overdose)`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:quickest|fastest|easiest|painless|painlessly|best|surest|quietest|simplest|least painful) (?:ways?|method|methods) (?:to|of) (?:die|dying|kill myself|killing myself|end (?:it|it all|my life)|ending (?:it|it all|my life)|overdose|not wake up)\b`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:tied|tie|tying|hung|hang|hanging|fixed|knotted) (?:a |the |my )?(?:belt|rope|cord|scarf|cable|noose|sheet)s? (?:to|around|round|from|over|on) (?:the |a |my )?(?:banister|bannister|door|beam|hook|neck|tree|rail|railing|loft hatch|ceiling)\b`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:counted|counting|count|lined|lining|laid|laying|set|setting|sorted|sorting|put|putting|got|getting) (?:out |up )?(?:all )?(?:the |my |some |enough )?(?:\w+ )?${PILLS}\b[^.!?]{0,40}?\b(?:by (?:the|my) bed|ready|out|in a (?:row|pile|line)|on the (?:table|side|nightstand|bedside))\b|\b(?:counted|counting|count) (?:out )?(?:all )?(?:the |my )?(?:\w+ )?${PILLS}\b`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:thinking of|thought of|thinking about|planning|plan|i could|i'll|i will|how to|ways to|way to)(?: \w+){0,3} make (?:it|my death|everything) look like an accident\b`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:wrote|written|write|writing|left|leaving|drafted|drafting|finished|sent) (?:my |a |the |some |all my )?(?:goodbye|farewell|suicide) (?:letters?|notes?|messages?|texts?|emails?)\b`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:saving|saved|stockpiling|stockpiled|hoarding|hoarded|collecting|collected|storing|stored) (?:up )?(?:my |all my |the |enough )?(?:pills|tablets|meds|medication|painkillers|sleeping pills)\b`,
    ),
  },
  { kind: 'intent_to_die', pattern: rx(String.raw`\b(?:bought|got|tied|made|have) (?:a |the )?noose\b`) },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:going to|about to|ready to|decided to|made up my mind to|i will|i'll|tonight i'?ll|i'm finally going to) (?:finally )?(?:kill myself|${END_IT}|take my (?:own )?life|hang myself|overdose|jump off)`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\bthis (?:is|will be) my (?:last|final) (?:entry|message|note|goodbye|post|day)\b(?! (?:before|for a while|for now|of the|in this|until|till|on))`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:giving|given|gave|give) away (?:all )?(?:of )?my (?:things|stuff|belongings|possessions)\b`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:took|swallowed|have taken|'ve taken|taken) (?:an overdose|too many (?:pills|tablets)(?: on purpose)?|(?:a |the )?(?:whole|entire) (?:bottle|packet|box|pack) of (?:pills|tablets|paracetamol|painkillers|my meds))|\bi (?:overdosed|od'?d)\b`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:took|swallowed|taken|downed) (?:a handful|handfuls|all|a load|loads|lots|a bunch|dozens|a pile|the rest|everything|all the rest)(?: of)? (?:my |the |those |her |his )?(?:\w+ )?(?:pills|tablets|meds|medication|painkillers|paracetamol|capsules)\b`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:looked up|look up|looking up|googled|googling|searched|searching|research(?:ed|ing)?|read up on)(?: for)? (?:how (?:many|much) (?:\w+ )?(?:pills|tablets|paracetamol|painkillers|\w+)(?: (?:it )?(?:would|will|to))? (?:take|kill|be (?:fatal|lethal|enough))|(?:painless |quick |easy )?(?:ways|how) to (?:die|kill myself|end (?:it|my life)|overdose|hang myself)|lethal dose)`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:going to|planning to|plan to|about to|decided to) (?:jump|throw myself|step) (?:off|from|in front of|under)\b`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:going to|about to|decided to|plan to|planning to|i'll|i will|gonna) (?:take|swallow|down) (?:all|every one|the whole (?:bottle|packet|box) of|a handful of|all of|the rest of)(?: of)? (?:my |the |these |those )?(?:\w+ )?${PILLS}`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:wrote|written|writing|left|leave|leaving|finished) (?:a|the|my) (?:note|letter)s?\b[^.!?]{0,40}?\b(?:explaining why|to explain why|saying (?:sorry|goodbye)|for when i'?m gone|so (?:they|she|he|people|everyone) (?:understand|know why|won't blame))`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:don't think|doubt|not sure) i'?ll (?:still )?be (?:around|here|alive)\b|\b(?:won't|will not|not going to) (?:still )?be alive\b|\bwon't still be (?:around|here)\b`,
    ),
    negationIsTheSign: true,
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:garage|exhaust)\b[^.!?]{0,60}?\bengine running\b|\bengine running\b[^.!?]{0,60}?\bgarage\b|\bhose (?:pipe )?(?:from|to|on) the exhaust\b`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:have|got|keep|kept|put|hid|hidden|stashed) (?:the |my |all the |all my |enough )?(?:\w+ )?${PILLS} (?:ready|set aside|hidden|saved|stashed|lined up|waiting)\b`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:research|researching|researched|look up|looking up|looked up|google|googling|googled|search|searching|searched|read up on|reading up on|check|checking|checked)\b[^.!?]{0,40}?\b(?:lethal|fatal (?:dose|amount|combination)|overdose amounts?|how much it takes to die)\b`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\b(?:swallow|swallowing|take|taking|down|downing) (?:everything|all the (?:pills|tablets|meds)|whatever i can find|whatever's) in (?:the|my) (?:medicine cabinet|medicine cupboard|first aid box|bathroom cabinet)\b`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\bby the time (?:you|anyone|someone|they|people) (?:read|reads|find|finds|see|sees) this\b`,
    ),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(String.raw`\bwon't be (?:here|around|alive) (?:much|for much|for very|any) longer\b`),
  },
  {
    kind: 'intent_to_die',
    pattern: rx(
      String.raw`\bknow (?:exactly )?how (?:i'?d|i would|i will|i'll|to) (?:kill myself|${END_IT}|take my (?:own )?life)`,
    ),
  },

  // A weapon held to the writer: danger when someone else holds it (claimed first), self-harm otherwise (below).
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b${PERSON}\b[^.!?;]{0,30}?\b(?:held|holds|holding|put|puts|pressed|pulled|pointed|points) (?:a |the |his |her |their )?(?:knife|gun|blade|razor|broken bottle|glass) (?:to|against|on|at) (?:my|me)\b`,
    ),
  },

  // self_harm: hurting oneself on purpose
  {
    kind: 'self_harm',
    pattern: rx(
      String.raw`\b(?:cut|cutting|cuts|burn|burned|burnt|burning|burns|scratch|scratched|scratching|hit|hitting|punch|punched|punching|bang|banged|banging|hurt|hurting|hurts|harm|harmed|harming|bruise|bruised|bruising|bite|bit|biting|starve|starved|starving) myself\b(?! (?:a |an |some )?(?:\w+ )?(?:slice|piece|bit|portion|break|slack|deal|sandwich|treat|drink|glass|cup|plate|bowl|lunch|dinner|breakfast|coffee|tea|short|free|loose|off from))`,
    ),
    couldBeAccident: true,
  },
  {
    kind: 'self_harm',
    pattern: rx(
      String.raw`\b(?:i(?:'ve| have)?|i'm|i am|my|started|start|relapsed(?: into)?|urges? to|want(?:ed|ing)? to|keep|kept|still)(?: been)? self[- ]?harm(?:ing|ed|s)?\b`,
    ),
  },
  {
    kind: 'self_harm',
    pattern: rx(
      String.raw`\b(?:cutting|cut) again\b|\bbeen cutting\b(?= *(?:$|[.,;!?]|again|for|since|my|on))`,
    ),
  },
  {
    kind: 'self_harm',
    pattern: rx(
      String.raw`\b(?:cut|cutting|slit|slitting|slashed|slashing|carved|carving|scratched|scratching|burn|burned|burnt|burning) (?:into )?my ${BODY}\b`,
    ),
    couldBeAccident: true,
  },
  {
    kind: 'self_harm',
    pattern: rx(
      String.raw`\b(?:cut|burn(?:ed|t)?|hit|scratch(?:ed)?|bruis(?:e|ed)|punch(?:ed)?|bang(?:ed)?) my (?:\w+ )?${BODY}(?: [\w']+){0,6} (?:on purpose|deliberately|until (?:it|they) bled)\b`,
    ),
  },
  {
    kind: 'self_harm',
    pattern: rx(
      String.raw`\b(?:hit|hitting|hits|bang|banging|banged|bangs|slam|slamming|slammed|smash|smashing|smashed) my (?:head|fists?|hands?) (?:against|on|into|off) (?:the |a )?(?:wall|floor|door|desk|table|mirror)`,
    ),
  },
  {
    kind: 'self_harm',
    pattern: rx(
      String.raw`\b(?:razor|blade|blades|knife|lighter|scissors)\b[^.!?]{0,60}?\b(?:on|into|across|against) (?:my )?(?:wrists?|arms?|forearms?|thighs?|legs?|skin|stomach|myself)\b`,
    ),
  },
  {
    kind: 'self_harm',
    pattern: rx(
      String.raw`\b(?:myself|my ${BODY})\b[^.!?]{0,40}?\bwith (?:a |the |my |some )?(?:blade|razor|razors|knife|lighter|scissors|compass|hair straighteners|straighteners|cigarette|lit match)\b`,
    ),
  },
  {
    kind: 'self_harm',
    pattern: rx(
      String.raw`\b(?:held|hold|holding|put|putting|pressed|pressing|dragged|dragging|ran|running) (?:a |the |my )?(?:knife|blade|razor|glass|scissors|lighter|broken glass) (?:to|against|on|across|over) my (?:wrists?|arms?|throat|skin|neck|thighs?|legs?|stomach)\b`,
    ),
  },
  {
    kind: 'self_harm',
    pattern: rx(
      String.raw`\b(?:my|i)\b[^.!?]{0,60}?\b(?:until|till|til) (?:it|they|i|my \w+) (?:bled|was bleeding|were bleeding|started bleeding|bleed)\b`,
    ),
    couldBeAccident: true,
  },
  {
    kind: 'self_harm',
    pattern: rx(
      String.raw`\bpull(?:ing|ed|s)? (?:out )?(?:my )?hair out in (?:clumps|handfuls|chunks)\b|\b(?:make|makes|making|made) myself (?:throw up|vomit|purge|be sick)\b(?! with)|\bdug my nails in(?:to my (?:\w+))?\b`,
    ),
  },
  {
    kind: 'self_harm',
    pattern: rx(
      String.raw`\b(?:razor blades?|blades?|razors?)\b[^.!?]{0,50}?\b(?:hidden|hide|hiding|stash|stashed|keep|kept|for when it gets (?:bad|too much|worse)|just in case)\b`,
    ),
  },
  {
    kind: 'self_harm',
    pattern: rx(String.raw`\b(?:fresh|new|deeper|deep) (?:cuts|scars|burns)\b(?= (?:on|in|across) my)`),
  },
  {
    kind: 'self_harm',
    pattern: rx(
      String.raw`\b(?:want|wanted|wanting|urge|need|needed|itching) to cut\b(?= *(?:$|[.,;!?]|again|so|really|myself|deep|so badly))`,
    ),
  },
  {
    kind: 'self_harm',
    pattern: rx(String.raw`\burges? to (?:cut|hurt myself|harm myself|self[- ]?harm|burn myself)`),
  },

  // danger_from_other: violence or threats against the writer
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b${PERSON} (?:has |had )?(?:(?:punched|punches|kicked|kicks|slapped|slaps|choked|chokes|strangled|strangles|shoved|shoves|raped|rapes|assaulted|assaults|attacked|attacks|abused|abuses|stabbed|stabs|burned|burns|bit|bites) me\b(?! (?:out|off|to|at|in|by))|(?:beat|beats|beaten) me up\b)`,
    ),
  },
  {
    kind: 'danger_from_other',
    pattern: rx(String.raw`\b${PERSON} (?:hit|hits|beat|beats) me\b${NOT_VIOLENCE_AFTER}`),
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b${PERSON} (?:has been |keeps |is |was |have been |are )?(?:hitting|beating|choking|strangling|abusing|hurting|attacking|stalking|threatening) me\b`,
    ),
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b${PERSON} (?:said|says|told me|swore|threatened|threatens|keeps saying|texted|wrote|screamed|shouted) (?:that )?(?:he|she|they)${WOULD}? ?(?:${HARM}|beat up) (?:me|us)\b`,
    ),
    couldBeJoke: true,
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b${PERSON} (?:said|says|told me|swore|threatened|threatens|keeps saying|texted|wrote|screamed|shouted)\b[^.!?]{0,60}?\b(?:he|she|they)(?:'d|'ll| would| will| was going to| is going to)? ?(?:${HARM}|beat up) (?:me|us|my \w+ and me|\w+ and me)\b`,
    ),
    couldBeJoke: true,
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\bthreaten(?:ed|s|ing)? to (?:kill|hurt|hit|beat|stab|shoot|strangle|choke|attack|burn|set fire|torch|break (?:my|every)|smash my|throw acid|run me over|kill (?:himself|herself|themselves|my))\b`,
    ),
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b(?:afraid|scared|terrified|frightened) (?:of )?what (?:he|she|they|${PERSON})(?:'ll| will|'d| would| might| could| is going to) do(?: to me| to us| next| when)\b`,
    ),
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b${PERSON} (?:broke|fractured|cracked|split|bruised|burned|burnt) my (?:wrist|arm|nose|ribs?|jaw|fingers?|leg|cheek|lip|eye|skull|collarbone|hand)\b`,
    ),
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b(?:scared|afraid|terrified|frightened) of (?:my )?(?:partner|husband|wife|boyfriend|girlfriend|ex|ex-?partner|ex-?husband|ex-?boyfriend)\b|\b(?:i'll|i will|you'll|you will) regret (?:leaving|it if (?:i|you) (?:leave|go|tell))\b`,
    ),
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\bmy (?:ex|ex-?partner|ex-?husband|ex-?wife|ex-?boyfriend|ex-?girlfriend|stalker)\b[^.!?]{0,40}?\b(?:knows|found out|will find|is finding out) where i (?:live|work|am staying|am)\b|\b(?:grabbed|had|held|got) me by the (?:throat|neck)\b`,
    ),
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b${PERSON}\b[^.!?;]{0,60}?\b(?:hits|hit|punches|punched|kicks|kicked|slaps|slapped|chokes|choked|strangles|strangled|beats|beat|locks|locked|slammed|slams|smashed|smashes|shoved|shoves|dragged|drags|threw|throws|bit|bites|burned|burns) (?:me|my head|my face)\b${NOT_VIOLENCE_AFTER}`,
    ),
    couldBeJoke: true,
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\bif i (?:ever )?(?:leave|left|go|tell|told|call(?:ed)? the police|report(?:ed)?|try to leave|tried to leave)\b[^.!?]{0,40}?\b(?:he|she|they)(?:'ll|'d| will| would| is going to| was going to) (?:make sure|kill|hurt|find|come after|make me|ruin|destroy|take|burn|end)\b`,
    ),
    couldBeJoke: true,
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\bput me in (?:hospital|the hospital|a hospital|the ground|a wheelchair|my grave|a coffin|a box)\b`,
    ),
    couldBeJoke: true,
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b${PERSON} (?:hurt|hit|beat|kicked|punched) me (?:so |very |too )?(?:again|badly|physically|hard)\b`,
    ),
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b${PERSON}\b[^.!?;]{0,30}?\b(?:threw|throws|hurled|hurls|smashed|smashes) (?:a |the |his |her |their )?\w+ (?:at|into) (?:me|my (?:face|head|body))\b|\blocked (?:the door|me in|us in)\b[^.!?]{0,30}?\b(?:couldn't|can't|could not|cannot|wouldn't be able to) (?:leave|get out|escape)\b`,
    ),
    couldBeJoke: true,
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b(?:he|she|they)(?:'ll|'d| will| would| is going to| was going to) (?:break|smash|snap) (?:my|both my|every bone in my) (?:legs?|arms?|neck|jaw|face|nose|fingers|body)\b`,
    ),
    couldBeJoke: true,
  },
  {
    kind: 'danger_from_other',
    pattern: rx(String.raw`\bthreaten(?:ed|s|ing)? (?:to )?(?:${HARM}|beat up) (?:me|us)\b`),
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\bthreaten(?:ed|s|ing)? me with (?:a |an |his |her |their )?(?:knife|gun|weapon|bat|hammer|bottle|blade)\b`,
    ),
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b${PERSON}${WOULD} ${HARM} (?:me|us)\b(?= (?:again|if i (?:leave|left|go|went|tell|told|call|called|report|reported|try|tried)|one day|for real))`,
    ),
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b(?:scared|afraid|terrified|frightened|worried|fear|fearing)(?: that)? ${PERSON}${WOULD}? ${HARM}(?:s|ing)? (?:me|us)\b`,
    ),
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b(?:not|don't feel|do not feel|never feel|never felt|didn't feel) safe (?:at home|in (?:my|our|the) (?:home|house|flat|room)|around (?:him|her|them|my \w+)|with (?:him|her|them|my \w+))`,
    ),
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b(?:don't|do not|never|no longer|didn't) feel safe\b(?= *(?:$|[.!?;]|anymore|any more|at home|at night|in my (?:room|bed|house|flat|home)|around|with|near|when (?:he|she|they)))`,
    ),
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b(?:use|used|using|pull|pulled|point|pointed) (?:it|the gun|the knife|a gun|a knife|his gun|her gun|his knife|her knife) on me\b`,
    ),
    couldBeJoke: true,
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b(?:afraid|scared|terrified|frightened) (?:to (?:go|come) (?:back )?home|to be in the (?:house|flat|same room))\b`,
    ),
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b${PERSON} (?:pushed|threw|dragged|grabbed|shoved) me (?:down|against|across|over|off|out of|into (?:the|a) (?:wall|door|table|floor|ground|car|cupboard)|by the (?:hair|throat|neck|arm))`,
    ),
  },
  {
    kind: 'danger_from_other',
    pattern: rx(String.raw`\b${PERSON} (?:won't|will not|wouldn't|doesn't) let me leave\b|\blocked me in\b`),
  },
  {
    kind: 'danger_from_other',
    pattern: rx(
      String.raw`\b${PERSON} (?:is|has been|was|gets) (?:abusive|violent)\b|\b(?:i'm|i am) (?:in an abusive relationship|being abused)\b|\bforced me to have sex\b`,
    ),
  },

  // suicidal_ideation: the wish or thought, last so that plans and harm claim their spans first
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:kill|killing|hang|hanging|drown|drowning|shoot|shooting|poison|poisoning) myself\b(?! (?:laughing|in the foot|in work|with work|at work|at the gym|to (?:get|finish|meet|make|hit|pay|keep)|working|over (?:this|that)))`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:want|wanted|wanting|wish|wished|wishing|would like|'d like|long|longing|just want) to (?:just )?(?:die|be dead|stop existing|stop living|stop breathing|not exist|not be alive|disappear forever)\b(?! (?:of|from|laughing|for|with|on|in (?:a|an|the)))`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\bwish(?:ed)? (?:that )?i(?: was| were|'d| had| could| would) (?:dead|never (?:been )?born|not alive|die|disappear forever|just disappear|not exist|go to sleep forever)\b`,
    ),
    negationIsTheSign: true,
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:don't|do not|didn't|no longer|don't even|do not even) (?:really |even |honestly |think i )?want to (?:live|be alive|exist|go on living|keep living|be here any ?(?:more|longer)|wake up (?:anymore|ever again|again|tomorrow))\b(?! (?:at \d|at (?:this|that) (?:hour|time)|before (?:coffee|noon|\d)|this early|on (?:a )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)))`,
    ),
    negationIsTheSign: true,
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(String.raw`\bwant to (?:live|be alive|exist|be here) any ?(?:more|longer)\b`),
    negationIsTheSign: true,
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:better off|happier|be fine|be better) without me\b|\bbetter off (?:dead|if i (?:was|were|wasn't|weren't) (?:dead|gone|here|around|alive))\b`,
    ),
    negationIsTheSign: true,
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\bno (?:reason|point)(?: at all)? (?:to|in|for me to) (?:keep |keeping )?(?:living|live|being alive|be alive|staying alive|stay alive)\b|\bno (?:reason|point)(?: at all)? (?:to|in|for me to) (?:go on|going on|carry on|carrying on|keep going|exist|existing|being here|be here)\b(?= *(?:$|[.,;!?]|anymore|any more|any longer))`,
    ),
    negationIsTheSign: true,
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:life|living|my life)(?:'s| is| feels| seems)? (?:not|isn't|no longer|never|not really) (?:really )?worth (?:living|it)\b|\bnot worth living\b`,
    ),
    negationIsTheSign: true,
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(String.raw`\b(?:tired|weary) of (?:living|being alive|life|existing)\b`),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:i'?m|i am|i feel|i felt|feeling|felt|been|i was|getting|so|really|very|quite|pretty) suicidal\b|\bsuicidal (?:thoughts|feelings|urges|ideation)\b`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:think|thinking|thought|thoughts|dream|dreaming|fantasi[sz]e|fantasi[sz]ing) (?:about|of) (?:suicide|killing myself|ending (?:it all|my life|it|things)(?! with| between)|taking my (?:own )?life|dying|being dead)\b`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:think|thinking|thought|dream|dreaming) (?:about|of) not (?:waking up|being here|existing|being alive)\b`,
    ),
    negationIsTheSign: true,
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:consider|considering|considered|contemplat(?:e|ing|ed)|attempt|attempted|tried|try|trying) (?:to )?(?:suicide|killing myself|kill myself|ending my life|end my life|taking my (?:own )?life|take my (?:own )?life)\b`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(String.raw`\b(?:end|ending) (?:my life|it all)\b|\btak(?:e|ing) my (?:own )?life\b`),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:want|wanted|wanting|need|needed) (?:it all|it|everything|things|all of it) (?:all )?to (?:end|stop)(?: forever| for good)?(?= *(?:$|[.,;!?]|forever|for good|now))`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:go to sleep|fall asleep|sleep) and (?:never|not) wake up\b|\b(?:hope|hoping|wish|wishing|pray|praying)(?: that)? i (?:won't|don't|never|wouldn't|do not|will not) wake up\b`,
    ),
    negationIsTheSign: true,
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:nobody|no one|noone|no-one)(?: would| will|'d)? (?:even )?(?:miss|notice|care)(?: me)? if i (?:was|were|died|disappeared|wasn't|weren't|was gone|killed)`,
    ),
    negationIsTheSign: true,
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:what's|what is|whats) the point (?:of|in) (?:carrying on|going on|living|being alive|being here|staying alive|anything anymore|any of it anymore|waking up|existing|me being here)\b`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:would|'d|will|'ll) be (?:a lot |so much |much |far )?(?:relieved|happier|better|easier|simpler|lighter|calmer|nicer|fine|better off|glad|free|okay|ok) (?:if|once|when) i (?:just )?(?:disappeared|died|was gone|were gone|didn't wake up|never woke up|did not wake up|(?:wasn't|weren't|was not|were not) (?:here|around|alive|in (?:it|them|their lives|the picture|the world))|didn't exist|killed myself|was dead|were dead|left for good)\b|\b(?:better|easier|happier|nicer|kinder|safer) (?:place|world|life|lives)?(?: for (?:everyone|them|him|her|all of them))? without me\b`,
    ),
    negationIsTheSign: true,
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:i|to|could|should|just) (?:just )?(?:disappear|disappeared|vanish|vanished|go away|be gone) (?:for good|forever|permanently)\b|\b(?:want|wish|wanted|could) (?:to )?(?:just )?sleep forever\b`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:done with|finished with|over|through with|give up on|giving up on|given up on) (?:life|living|being alive|existing|this life)\b`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:feel|feeling|felt|feels) like (?:dying|i want to die|killing myself|ending it(?: all)?|ending my life|i'?d be better off dead|i should (?:just )?die|disappearing forever)\b(?! (?:of|from|laughing|when|after|because of (?:the|that|this) (?:bill|exam|test|meeting|joke)))`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:picture|picturing|pictured|imagine|imagining|imagined|thinking about|think about|thought about|want to|wanted to|urges? to|tempted to|could just|keep seeing myself)(?: myself)? (?:jump|jumping|step|stepping|throw|throwing|walk|walking)(?: myself)? (?:off|from|in front of|under|into)(?: (?:a|the|this|that|my))? (?:bridge|building|roof|cliff|balcony|train|trains|bus|car|lorry|truck|traffic|platform|tower|car park|window|river|sea)\b`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:hope|hoping|hoped|wish|wishing|pray|praying)(?: that)? (?:to )?not (?:to )?wake up\b|\bkms\b|\bunalive (?:myself|me)\b|\b(?:want|wanted|thinking about|thought about|think about|urge) (?:to )?overdos(?:e|ing)\b`,
    ),
    negationIsTheSign: true,
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:deserve|deserved|deserves) to (?:die|be dead|not exist|not be alive|not be here|stop existing)\b`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:ending it|ending it all|ending my life|dying|death|suicide|killing myself|not being here)\b[^.!?]{0,40}?\b(?:only (?:way out|option|escape|answer|solution|way to stop)|way out of (?:this|the) pain)\b|\bonly (?:way out|option|escape|answer|solution)\b[^.!?]{0,40}?\b(?:is|would be|seems to be) (?:to )?(?:die|dying|death|ending it|ending my life|suicide|killing myself|not being here)\b`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:i|i'm|i've)\b[^.!?]{0,50}?\b${HIGH_PLACE}\b[^.!?]{0,60}?\b(?:how easy it would be|how easy it'd be|looked down|looking down|look down|stared down|staring down|over the edge|over the railing|jump|jumping|jumped|step off|stepping off|step forward|lean forward|let go|letting go|end it|ending it|the drop|fall|falling)\b`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:don't|do not|can't|cannot|no longer) see (?:the|any|much) point (?:in|of) (?:living|being alive|being here|going on|carrying on|life|existing|waking up|staying alive)\b`,
    ),
    negationIsTheSign: true,
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:wish|wished|hope|hoping|hoped|pray|praying) (?:that )?(?:a|the|some) (?:car|bus|train|lorry|truck|plane|van|illness|disease|heart attack|accident|stray bullet) (?:would|will|could|might) (?:just )?(?:hit|kill|take|run over|end|crash into) me\b|\b(?:wish|wished|hope|hoping|pray|praying) (?:that )?(?:something|someone) (?:would|will|could) (?:just )?(?:kill|end) me\b`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:want|wanted|need|needed|looking for a way) out of (?:life|this life|living|existence|this world)\b|\bout of life\b`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\bif i (?:died|was dead|were dead|disappeared|was gone|were gone|killed myself)\b[^.!?]{0,40}?\b(?:no one|nobody|noone|no-one|none of them|not a single person)(?: would| will|'d)? (?:even )?(?:care|notice|miss me|miss|cry|come)\b`,
    ),
    negationIsTheSign: true,
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\bonly way\b[^.!?]{0,40}?\b(?:not (?:be|being) (?:here|alive|around)|to die|dying|to end it|ending it|to disappear|not exist(?:ing)?|stop existing)\b`,
    ),
    negationIsTheSign: true,
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:wait|waiting|can't wait) (?:for the day|until|till|to) (?:when )?(?:i can |i'll |i get to |i )?(?:die|be dead|stop existing|not wake up|be gone|stop living)\b`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:rather|sooner) (?:be dead|die|not exist|not be alive|not wake up|not be here) than (?:keep|carry on|continue|go on|live|living|feel|feeling|be|being|face|facing|wake up|spend another)\b`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:imagine|imagining|picture|picturing|plan|planning|think about|thinking about|dream about|dreaming about) my (?:own )?(?:funeral|death|suicide|grave)\b`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:everyone|they|people|my family|he|she|the world)(?: [\w']+){0,3} (?:would|will|'d) (?:\w+ )?(?:move on|get over it|forget me|be fine|cope|manage|carry on)(?: [\w']+){0,3} ${IF_I_WERE_GONE}`,
    ),
    negationIsTheSign: true,
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\bno (?:way out|escape|other way|other option|way to stop (?:it|this))\b[^.!?]{0,30}?\b(?:except|but|apart from|other than|besides|than) (?:dying|death|to die|suicide|ending it|killing myself|ending my life|not being here)\b`,
    ),
    negationIsTheSign: true,
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:courage|guts|nerve|strength|bravery) to (?:${END_IT}|do it|go through with it|kill myself|take my (?:own )?life)`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:the pain|pain|the hurt|this|everything|it all|it) to (?:stop|end) (?:permanently|forever|for good)\b`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:nobody|no one|noone|no-one)(?: would| will|'d)? (?:even )?(?:miss|notice|care about) me\b(?! (?:at|in|during|for|if i (?:left|skipped|missed)))`,
    ),
    negationIsTheSign: true,
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\b(?:thought about|thinking about|think about|thinking of|tempted|want|wish|urge|urges|imagine|imagining|could)(?: to)? (?:driving|drive|crashing|crash|steering|steer|swerving|swerve) (?:my car |the car )?(?:into|off|in front of) (?:a |the )?(?:wall|tree|bridge|lorry|truck|river|cliff|oncoming traffic|barrier|motorway barrier|road)\b`,
    ),
  },
  {
    kind: 'suicidal_ideation',
    pattern: rx(
      String.raw`\bcan(?:'t|not| not) (?:go on|carry on|keep going|keep living)\b(?= *(?:$|[.,;!?]|anymore|any more|any longer|living))`,
    ),
    negationIsTheSign: true,
  },
];

const COMBINATIONS: TCrisisCombination[] = [
  {
    kind: 'intent_to_die',
    all: [
      /\b(?:i've decided|i have decided|made up my mind|my mind is made up|it's decided)\b/,
      /\b(?:tonight|tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next week|this weekend) is the (?:day|night)(?= *(?:[.!?]|$))/,
    ],
  },
  {
    kind: 'intent_to_die',
    all: [
      /\b(?:wrote|written|writing|made|updated|sorted|finished) (?:a |my )?will\b|\bput(?:ting)? my affairs in order\b/,
      /\b(?:cancel(?:led|ed|ling)? (?:all )?(?:of )?my (?:appointments|plans|subscriptions|bookings)|said goodbye|gave away|giving away|easier this way|won't need (?:it|them|anything)|for when i'?m gone|after i'?m gone)\b/,
    ],
  },
  {
    kind: 'intent_to_die',
    all: [
      /\b(?:bought|buy|buying|got|ordered|found) (?:a |some |the )?(?:rope|length of rope|noose)\b/,
      /\b(?:use it|do it|hang|my neck|for me|tonight|go through with it)\b/,
    ],
  },
  {
    kind: 'intent_to_die',
    all: [
      /\b(?:said|say|saying) (?:my )?goodbyes?\b|\bgoodbye (?:letters?|notes?|messages?)\b/,
      /\b(?:won't|will not|not) (?:be )?(?:coming back|be here|be around|see (?:you|them|him|her|it) again)\b/,
    ],
  },
  {
    kind: 'intent_to_die',
    all: [
      new RegExp(String.raw`\b${MEANS}\b`),
      /\b(?:couldn't|could not|didn't|did not|can't) (?:go through with it|do it|finish it)\b/,
    ],
  },
];

/** A laugh in the sentence turns "he said he'd kill me" back into a figure of speech. */
const JOKING = /\b(?:haha+|hahaha|lol|lmao|jk|joking|jokingly|kidding|only joking|just kidding)\b|😂|🤣/;

/** A negation, "used to" or "stopped" in the few words before a phrase, in the same clause, is a denial. */
const DENIAL =
  /\b(?:never|not|no longer|used to|don't|do not|didn't|did not|won't|will not|wouldn't|would not|haven't|have no|no|isn't|wasn't|stopped|quit|if i ever)\b/;
/** "I can't stop thinking about…" is insistence, not denial. */
const NOT_A_DENIAL = /\b(?:can't|cannot|couldn't|could not|won't) (?:stop|help)\b/g;
const DENIAL_REACH_WORDS = 5;
/** "The meeting was so long I wanted to die": an exaggeration about something dull, not a wish. */
const HYPERBOLE =
  /\bso (?:long|boring|bad|awkward|embarrassing|cringe|cringey|hot|cold|slow|dull|tedious|stressful|loud|crowded) (?:that )?i\b[^.!?,]*$/;

const ACCIDENT =
  /\b(?:accident(?:ally)?|by mistake|shaving|chopping|cooking|baking|slipped|tripped|fell|lifting|gardening|playing|training|football|rugby|at the gym|on (?:the|a) (?:oven|stove|hob|pan|tray|iron|kettle|fence|glass|nail)|paper cut|while \w+ing)\b/;
const ON_PURPOSE = /\b(?:on purpose|deliberately|intentionally|to punish myself|until (?:it|they) bled)\b/;

/** Clause boundaries for denial and accident checks: punctuation and "but". */
const CLAUSE_BREAK = /[.!?;,\n]|\bbut\b/g;

function normalise(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc`]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      // People write "dont", "im", "wanna" in a journal: match them like the spelled-out forms.
      .replace(
        /\b(do|does|did|is|was|are|were|have|has|had|could|would|should|ca|wo)nt\b/g,
        (_, stem: string) => (stem === 'ca' ? "can't" : stem === 'wo' ? "won't" : `${stem}n't`),
      )
      .replace(/\bcant\b/g, "can't")
      .replace(/\bim\b/g, "i'm")
      .replace(/\bive\b/g, "i've")
      .replace(/\bid\b(?= (?:be|rather|never|like))/g, "i'd")
      .replace(/\bwanna\b/g, 'want to')
      .replace(/\bgonna\b/g, 'going to')
      // One form per desire verb and no filler adverbs, so "part of me wants to die" and "I'm just waiting for
      // the day I can finally die" meet the same rules as "I want to die".
      .replace(/\bwant(?:s|ed|ing)\b/g, 'want')
      .replace(/\bwish(?:es|ed|ing)\b/g, 'wish')
      .replace(/\b(?:hopes|hoped|hoping)\b/g, 'hope')
      .replace(/\bpray(?:s|ed|ing)\b/g, 'pray')
      .replace(
        /\b(?:just|really|honestly|actually|literally|finally|truly|simply|basically|genuinely|kind of|sort of|kinda|sorta) /g,
        '',
      )
      .replace(/[ \t]+/g, ' ')
  );
}

function clauseAround(text: string, start: number, end: number): { before: string; clause: string } {
  let clauseStart = 0;
  for (const boundary of text.slice(0, start).matchAll(CLAUSE_BREAK))
    clauseStart = boundary.index + boundary[0].length;
  const after = text.slice(end).search(CLAUSE_BREAK);
  const clauseEnd = after === -1 ? text.length : end + after;
  return { before: text.slice(clauseStart, start), clause: text.slice(clauseStart, clauseEnd) };
}

function sentenceAround(text: string, start: number): string {
  const from = Math.max(
    text.lastIndexOf('.', start),
    text.lastIndexOf('!', start),
    text.lastIndexOf('?', start),
    text.lastIndexOf('\n', start),
  );
  const ends = [
    text.indexOf('.', start),
    text.indexOf('!', start),
    text.indexOf('?', start),
    text.indexOf('\n', start),
  ].filter((at) => at !== -1);
  return text.slice(from + 1, ends.length > 0 ? Math.min(...ends) + 1 : text.length);
}

function isDenied(before: string): boolean {
  const words = before.replace(NOT_A_DENIAL, ' ').trim().split(/\s+/).slice(-DENIAL_REACH_WORDS).join(' ');
  return DENIAL.test(words);
}

/**
 * Screens one entry. Pure and fast (a few dozen regexes); safe to run on every save.
 * Returns the kinds found; `isCrisis` is true when there is at least one.
 */
export function screenForCrisis(text: string): TCrisisScreenResult {
  const normalised = normalise(text);
  const claimed: Array<[number, number]> = [];
  const found = new Set<TCrisisKind>();

  for (const rule of RULES) {
    for (const match of normalised.matchAll(rule.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (claimed.some(([from, to]) => start < to && end > from)) continue;
      const { before, clause } = clauseAround(normalised, start, end);
      if (!rule.negationIsTheSign && isDenied(before)) continue;
      if (rule.kind === 'suicidal_ideation' && HYPERBOLE.test(before)) continue;
      if (rule.couldBeAccident && ACCIDENT.test(clause) && !ON_PURPOSE.test(clause)) continue;
      if (rule.couldBeJoke && JOKING.test(sentenceAround(normalised, start))) continue;
      claimed.push([start, end]);
      found.add(rule.kind);
    }
  }

  for (const combination of COMBINATIONS) {
    if (combination.all.every((pattern) => pattern.test(normalised))) found.add(combination.kind);
  }

  const kinds = CRISIS_KINDS.filter((kind) => found.has(kind));
  return { isCrisis: kinds.length > 0, kinds };
}

// ---------------------------------------------------------------------------------------------------------------
// Guidance

const CONCERNS: Record<TCrisisKind, string> = {
  intent_to_die: 'This entry suggests you may be planning to end your life.',
  suicidal_ideation: 'This entry suggests you may be having thoughts of ending your life.',
  self_harm: 'This entry suggests you may be hurting yourself.',
  danger_from_other: 'This entry suggests someone may be hurting or threatening you.',
};

const RECOMMENDATION_LIMIT = 1000;

/**
 * The `immediate` / `crisis_support` guidance item shown when the screen fires. It names the configured crisis
 * lines and always says to contact local emergency services. It never quotes the entry.
 */
export function crisisGuidance(
  lines: readonly TCrisisLine[] = DEFAULT_CRISIS_LINES,
  kinds: readonly TCrisisKind[] = [],
): TGuidanceItem {
  const ordered = CRISIS_KINDS.filter((kind) => kinds.includes(kind));
  const concern =
    ordered.length > 0
      ? ordered.map((kind) => CONCERNS[kind]).join(' ')
      : 'This entry suggests you may be in crisis or at risk of harm.';

  const opening =
    'Please reach out for support right now. If you are in immediate danger, call your local emergency number (for example 911, 999 or 112) or go to the nearest emergency department.';
  const otherPerson = ordered.includes('danger_from_other')
    ? ' If someone is hurting you, get to a safe place if you can, and tell someone you trust.'
    : '';
  const closing = " You don't have to face this alone.";
  let recommendation = `${opening}${otherPerson}`;
  const named: string[] = [];
  for (const line of lines) {
    const candidate = [...named, formatCrisisLine(line)];
    const text = `${recommendation} You can talk to someone now: ${candidate.join('; ')}.${closing}`;
    if (text.length > RECOMMENDATION_LIMIT) break;
    named.push(formatCrisisLine(line));
  }
  recommendation =
    named.length > 0
      ? `${recommendation} You can talk to someone now: ${named.join('; ')}.${closing}`
      : `${recommendation}${closing}`;

  return {
    concern,
    recommendation,
    reasoning:
      'Our automatic safety check found wording in this entry that can signal a risk to your safety. It can be wrong, but your safety matters more than the chance of a false alarm.',
    urgency: 'immediate',
    professionalType: 'crisis_support',
  };
}

/** Screen and build guidance in one step: the guidance to store for this entry, or null when the screen is quiet. */
export function buildCrisisGuidance(
  text: string,
  lines: readonly TCrisisLine[] = DEFAULT_CRISIS_LINES,
): TGuidanceItem | null {
  const { isCrisis, kinds } = screenForCrisis(text);
  return isCrisis ? crisisGuidance(lines, kinds) : null;
}
