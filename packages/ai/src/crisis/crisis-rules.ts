import { CRISIS_KINDS, type TCrisisKind } from './crisis-kinds.ts';
import { gameLost } from './crisis-signal-senses.ts';

/**
 * The reviewed rule layer: unmistakable first-person statements of risk, one short list per kind. When a rule
 * matches, the screen answers with the crisis tier whatever the model says. Everything less plain is left to the
 * learned model (crisis-model.ts), which is measured on writing it never saw; these rules are deliberately few,
 * so that they stay readable and do not grow into phrase lists tuned to test sets.
 *
 * A rule is read on one sentence of normalised text (lower case, typographic apostrophes straightened). A match
 * does not count when, in its clause, a negation comes shortly before it ("I would never hurt myself"), when the
 * sentence is about a film, a book or a training course, or (for threats) when the sentence laughs.
 */
const METHOD_SELF = String.raw`(?:kill|killing|hang|hanging|drown|drowning|shoot|shooting|off|offing) myself`;
const END_LIFE = String.raw`(?:end(?:ing)?|take|taking) my (?:own )?life`;
const PILLS = String.raw`(?:pills|tablets|meds|medication|painkillers|sleeping pills|antidepressants|paracetamol|morphine|insulin|sertraline|citalopram|fluoxetine|mirtazapine|venlafaxine|amitriptyline|quetiapine|lithium|diazepam|zopiclone|co-codamol|codeine|tramadol|propranolol|gabapentin)`;
const PARTNER = String.raw`(?:he|she|they|(?:my|mum's|mom's|her|his) (?:husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|dad|father|mum|mom|mother|stepdad|stepfather|stepmum|stepmom|brother|sister|son|uncle|(?:mother|father|brother|sister|daughter|son)-in-law|carer|boss|landlord))`;
const SOMEONES = String.raw`(?:of )?(?:my |the )?(?:[a-z]+'s )?(?:\w+ )?`;
const WISH = String.raw`(?:want|wanted|wanting|wish|thinking about|thought about|thoughts (?:of|about)|think about)`;

export const CRISIS_RULES: Readonly<Record<TCrisisKind, readonly RegExp[]>> = {
  // Wishing to be dead, said of oneself (also passively, or praying to be taken).
  suicidal_ideation: [
    new RegExp(String.raw`\b${WISH} (?:to )?(?:${METHOD_SELF}|${END_LIFE})\b`),
    /\b(?:i (?:want|wanted|wish)(?: i could)? to die|i wish i (?:was|were) dead|i wish i (?:had never been born|wasn't alive|could die)|i(?:'d| would) rather be dead(?! than (?!(?:keep|carry|go|live|feel|be|face|spend|do)\b))|(?:wouldn't|would not) mind (?:not waking up|dying|being dead)|i wouldn't (?:care|mind) if i died|i (?:hope|pray) i (?:don't|won't|never|do not) wake up|(?:pray|prayed|praying|ask|asked|asking|beg|begged)(?: to)? (?:that )?(?:god|allah|the lord|jesus)(?: every night| each night)? (?:will |would |to )?takes? (?:me|my soul|my life))\b(?! (?:of|for|to|out|back|home from|with|until|till|before|early|the|him|her|them|everyone)\b)/,
    /\bi (?:don't|do not) want to (?:be alive|live|exist|wake up|be here)(?: anymore| any more)?\b(?! (?:at|for|on|in|with|today|tonight)\b)/,
    /\b(?:i(?:'m| am) (?:feeling )?suicidal|my suicidal thoughts|suicide keeps)\b|\btired of (?:being (?:alive|here at all|here any ?more)|living)\b(?! (?:in|with|at|on|like|out|off|under|near|next|here)\b)/,
    /\beveryone would be better off (?:without me|if i (?:was|were) (?:dead|gone))\b/,
    // Plain and quiet wishes (round 22): not to exist, to stop existing, not waking up wished for, the others
    // lighter without one, a life policy worth more.
    /\b(?:want|wanted|wanting|wish|wishing) to (?:not exist|stop existing|not be alive|not be here (?:at all|any ?more)|not wake up)\b(?! (?:on|in|at|as|like|for|until|till)\b)|\b(?:imagin\w*|wish\w*|hop(?:e|ing)|pray\w*|think\w* about)(?: for)? (?:just )?(?:not|never) waking up\b/,
    /\b(?:would|'d) (?:all )?be (?:better off|lighter|happier) without me\b|\bworth more (?:dead|than i am)\b/,
    /\b(?:better|easier) (?:off )?(?:for (?:everyone|them|all of them) )?if i (?:was|were|had) never (?:been )?born\b/,
  ],
  // A plan, a time or date, means made ready, an attempt, a suicide note or goodbye (thanks and forgive me).
  intent_to_die: [
    new RegExp(
      String.raw`\b(?:going to|gonna|i will|i'll|plan to|planning to|decided to|ready to) (?:${METHOD_SELF}|${END_LIFE}|end it all)\b|\b(?:set|picked|chosen|chose) (?:a |the )?(?:date|day) (?:to|for|when i(?:'ll| will)?) (?:${METHOD_SELF}|${END_LIFE}|end it(?: all)?|die)\b|\bend(?:ing)? (?:it all|things|my life) on my (?:birthday|anniversary)\b`,
    ),
    /\b(?:wrote|written|writing|left|finished) (?:a |my |the )?(?:suicide (?:note|letter)s?|goodbye (?:note|letter)s? (?:to|for) (?:my )?(?:family|kids|children|wife|husband|partner|mum|mom|dad|parents|everyone))\b/,
    /\bsuicide\b.*\b(?:i have|i've got|i've made) (?:a|the) (?:plan|means)\b|\bi have (?:a|the) plan and (?:i have )?the means\b/,
    new RegExp(
      String.raw`\bi (?:took|swallowed|have taken|just took) (?:all|every one|the whole (?:bottle|packet|box)) (?:of )?(?:my |the )?${PILLS}\b`,
    ),
    new RegExp(
      String.raw`\b(?:saving|saved|stockpiling|stockpiled|hoarding|hoarded|stashing|stashed) (?:up )?(?:enough |all |my |the |some )*${PILLS}\b(?! (?:list|box|organi[sz]er|chart|app|schedule|reminders?|receipts?)\b)|\b${PILLS} (?:i(?:'d| had|'ve| have) been|i) (?:saving|stockpiling|hoarding|saved|stockpiled|stashed)\b`,
    ),
    // An overdose just taken: a number, a whole box, everything, or bleach.
    new RegExp(
      String.raw`\b(?:took|taken|swallowed|necked|downed|popped) (?:like |about |around |over |maybe )?(?:\d{2,}|twenty|thirty|forty|fifty|sixty) ${SOMEONES}${PILLS}\b|\b(?:took|taken|swallowed) (?:the )?(?:whole|entire|full) (?:box|packet|bottle|pack|strip|blister pack|tub|jar)\b|\b(?:took|taken|swallowed) (?:all|everything) ${SOMEONES}(?:${PILLS}|in the (?:bathroom |medicine )?cabinet)\b(?! (?:to|back|for|with)\b)`,
    ),
    /(?:^|\bi(?:'ve| have)? (?:just )?)(?:overdosed|taken an overdose|took an overdose)\b(?! on\b)|\bi (?:just )?(?:drank|swallowed) (?:the |some )?(?:bleach|antifreeze|weedkiller)\b/,
    /\bi tried to (?:kill myself|end my life|take my (?:own )?life)\b/,
    // Ending one's life thought of or wanted for a near, named time: a time set, even without the method.
    new RegExp(
      String.raw`\bi(?:'ve| have| am|'m)? (?:been |keep |kept )?(?:thinking (?:about|of)|want(?:ing)? to|wanna|plan(?:ning)? to|intend(?:ing)? to|going to|gonna) (?:${METHOD_SELF}|${END_LIFE}|end it all)(?: (?:right )?(?:now|then))? (?:tonight|today|this (?:evening|afternoon|weekend)|tomorrow(?: night| morning)?)\b`,
    ),
    /\bthank(?:s| you) for everything\b.*\bforgive me\b|\bforgive me\b.*\bthank(?:s| you) for everything\b/,
  ],
  // Hurting oneself on purpose, a hot object held to the skin (an accident, "cut myself shaving", is not), food
  // or insulin withheld as a deserved punishment.
  self_harm: [
    /\bi(?:'ve| have)? (?:been )?(?:cutting|burning|hurting|harming|cut|burned|burnt|hurt|harmed) myself\b(?! (?:a|an|some|slack|off)\b)/,
    /\b(?:i(?:'ve| have)? (?:been )?self[- ]?harm(?:ing|ed)?|i (?:started|relapsed|am) (?:self[- ]?harming|cutting) again|relapsed (?:and|into) (?:cutting|self[- ]?harm))\b/,
    /\bi(?:'ve| have)? (?:been )?cutting again\b|\b(?:pressed|press|held|hold|put) (?:the |a |my )?(?:hot |heated |burning |lit )?(?:iron|lighter|straighteners|(?:curling )?tongs|cigarette|match|spoon|glue gun|kettle)(?: flame| tip)? (?:against|on|onto|into|to) (?:the (?:inside|back) of )?my (?:skin|arms?|legs?|thighs?|wrists?|stomach|hands?|hips?|upper arm|forearm|palm|chest)\b/,
    // Told tersely or through the harm done: "Cutting again.", skin scratched raw, knuckles split on a wall.
    /^(?:cut|cutting|burned|burnt|burning) (?:myself )?again\b(?! (?:by|at|for|from|in the)\b)|\bscratch\w* (?:my )?(?:arms?|legs?|skin|wrists?|thighs?) (?:raw|until (?:it|they) bled|till (?:it|they) bled)\b|\bpunch\w* (?:the |a )?(?:walls?|locker|door|mirror) (?:till|until) (?:my )?(?:knuckles|hands?|fists?) (?:split|bled|broke)\b/,
    /\b(?:too \w+ to|(?:i )?(?:don't|do not|didn't)) deserve (?:to eat|food|dinner|lunch|breakfast|a meal|meals)\b|\bif i eat\b.*\b(?:i'll|i will|i'd) (?:have to )?(?:pay for it|punish myself)\b|\b(?:skip|skipped|skipping) (?:my )?insulin\b.*\b(?:deserve|punish\w*|lose weight)\b/,
  ],
  // Violence, strangling, threats to kill, being followed home (unless the sentence laughs: "kill me lol").
  danger_from_other: [
    new RegExp(
      String.raw`\b${PARTNER} (?:hit|hits|punched|punches|beat|beats|kicked|kicks|choked|chokes|strangled|strangles|raped|slapped|slaps) me\b(?! (?:up|at|to|on the back)\b)`,
    ),
    /\b(?:held|pinned|grabbed|pushed|lifted|had) me\b[^.]{0,40}\bby (?:the|my) (?:throat|neck)\b/,
    /\b(?:threatened|threatens|threatening) to kill me\b|\b(?:put|had) (?:his|her|their) hands (?:round|around) my (?:neck|throat)\b/,
    new RegExp(
      String.raw`\b(?:afraid|scared|terrified) (?:that )?${PARTNER}(?: will| would|'ll|'d| is going to) (?:kill|hurt) me\b`,
    ),
    // Held down, shut in, smothered, a weapon held to one, a threat told, intimate images held over one.
    new RegExp(
      String.raw`\b${PARTNER} (?:(?:pinned|pins|held|holds) me down|(?:locks|locked|has locked|keeps locking) me (?:in|up)|(?:threw|throws|hurled) (?:a |the |my |his |her )?\w+ at me|(?:squeezed|gripped|grabbed) my (?:neck|throat))\b`,
    ),
    new RegExp(
      String.raw`\b${PARTNER} (?:said|says|told me|swore|keeps saying) (?:that )?(?:he|she|they)(?:'ll| will| is going to) (?:kill|hurt|stab|shoot) me\b(?! if\b| when\b)`,
    ),
    /\b(?:pillow|hands?) (?:over|on) my (?:face|mouth)\b|\b(?:held|holds|pressed|put) (?:a |the |his |her )?(?:knife|gun|blade) (?:to|against) my\b|\bi(?:'m| am) not safe (?:at home|here|with (?:him|her|them|my))\b|\b(?<!(?:think|thinking|feel like|imagine|worried|paranoid) )(?:he|she|they|my ex|someone|(?:a |this |some |the same )?(?:man|guy|bloke|woman))(?:'s| has| is| keeps)? (?:been )?(?:following|followed) me (?:home|from (?:the )?(?:station|work|school|bus stop|gym|pub))\b(?![^.]* to (?:give|return|say|ask|tell|check)\b)|\b(?:is|keeps|been|he's|she's) stalking me\b|\bi(?:'m| am| have been|'ve been) being stalked\b/,
    /\b(?:he|she|they)(?:'ll|'d| will| would| is going to| threatened to) (?:post|share|send|leak|put) (?:my |the |those |our )?(?:nudes|naked (?:pictures|photos)|(?:pictures|photos|videos|pics))\b/,
  ],
};

const NEGATION = /\b(?:never|not|no|don't|didn't|won't|wouldn't|haven't|hasn't|stopped|used to|no longer)\b/;
const CLAUSE_BREAK = /[,;:]| - |\b(?:but|and|so|because|then)\b/g;
const TOPIC =
  /\b(?:film|movie|book|novel|article|episode|series|documentary|podcast|song|lyrics|character|lecture|training|course|seminar|workshop|essay|patients?|clients?)\b/;
/** "The meeting was so long I wanted to die": an exaggeration about something dull, not a wish. */
const HYPERBOLE =
  /\bso (?:long|boring|bad|awkward|embarrassing|cringe|hot|cold|slow|dull|tedious|loud) (?:that )?i\b/;
const ACCIDENT =
  /\b(?:accident(?:ally)?|by mistake|shaving|chopping|cooking|baking|slipped|tripped|fell|gardening|on (?:the|a) (?:oven|stove|iron|kettle|pan|tray|glass|knife|nail|fence))\b/;
const ON_PURPOSE = /\b(?:on purpose|deliberately|to feel|to punish)\b/;
const JOKING = /\b(?:haha+|lol|lmao|joking|kidding|jk|playful(?:ly)?|laughed)\b|😂|🤣/;

/** Whether a negation comes in the same clause, within the four words before `at`. */
function negatedBefore(sentence: string, at: number): boolean {
  const before = sentence.slice(0, at);
  let from = 0;
  for (const cut of before.matchAll(CLAUSE_BREAK)) from = cut.index + cut[0].length;
  const words = before.slice(from).trim().split(/\s+/).slice(-4).join(' ');
  return NEGATION.test(words);
}

/** Over neighbouring sentences: a means, starving or affairs put in order, then a cut made, a rule, a day fixed. */
const NEIGHBOURING: ReadonlyArray<[TCrisisKind, RegExp, RegExp]> = [
  [
    'self_harm',
    /\b(?:razor|blades?|no (?:food|eating|dinner|meals?)|(?:skip|skipped|skipping) (?:it|dinner|lunch|breakfast|meals|food)|nothing to eat|not eating|won't eat|haven't eaten)\b/,
    /\b(?:(?:already|just) (?:did|done) (?:one|a|another|two|three|\d+) (?:more )?lines?|(?:that's|thats) the rule|punish(?:ing)? myself)\b/,
  ],
  [
    'intent_to_die',
    /\b(?:paid off|standing order|carries on after|gave (?:my |away )?(?:\w+ ){0,2}(?:logins?|passwords?)|sold my|rehomed|last (?:log|entry|post))\b/,
    /\b(?:today|tonight|tomorrow|\w+day)(?:'s| is) the (?:day|night)(?= *(?:[.!,;]|$|and\b))/,
  ],
  [
    'self_harm',
    /\b(?:(?:put|pressed|held) my (?:arm|forearm|hand|wrist|palm|leg|thigh)s? (?:on|against|onto|under)|(?:cut|burned|burnt|burn) my (?:arm|forearm|wrist|thigh|leg|hand)s?)\b/,
    /\b(?:not|wasn't|it wasn't) an accident\b/,
  ],
  [
    'danger_from_other',
    /\b(?:pushed|kicked|hit|beat|punched|slapped|choked) (?:him|her|them|\w+)\b/,
    /\b(?:(?:said|says|told me)\b.*\byou(?:'re| are) next|(?:he|she|they) (?:has|keeps|took) the key)\b/,
  ],
];

/** The kinds the rules find in normalised sentences, in CRISIS_KINDS order. */
export function applyCrisisRules(sentences: readonly string[]): TCrisisKind[] {
  const kinds = new Set<TCrisisKind>();
  for (const [index, sentence] of sentences.entries()) {
    if (TOPIC.test(sentence) || HYPERBOLE.test(sentence)) continue;
    for (const kind of CRISIS_KINDS) {
      for (const pattern of CRISIS_RULES[kind]) {
        const match = pattern.exec(sentence);
        if (!match || negatedBefore(sentence, match.index)) continue;
        if (kind === 'self_harm' && ACCIDENT.test(sentence) && !ON_PURPOSE.test(sentence)) continue;
        const game = gameLost(sentence, match, sentences[index - 1]);
        if (kind === 'danger_from_other' && (JOKING.test(sentence) || game)) continue;
        kinds.add(kind);
      }
    }
  }
  for (const [kind, first, then] of NEIGHBOURING) {
    const at = (s: string, i: number) => first.test(s) && sentences.slice(i, i + 4).some((n) => then.test(n));
    if (sentences.some(at) && !sentences.some((s) => JOKING.test(s))) kinds.add(kind);
  }
  return CRISIS_KINDS.filter((kind) => kinds.has(kind));
}
