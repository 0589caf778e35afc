import type { TCrisisKind } from './crisis-screen.ts';
import {
  AGENT,
  ATTEMPT,
  DEATH_ACT,
  DEATH_GERUND,
  DEATH_INFINITIVE,
  DEPARTURE,
  FINAL_ARRANGEMENTS,
  FOR_GOOD,
  HIGH_OR_FAST_PLACE,
  LETHAL_MEANS,
  MY_ABSENCE,
  NOT_LITERALLY,
  OTHERS_BETTER,
  PILLS,
  PLAN,
  RELATION,
  TEMPTATION,
  THINK,
  WISH,
  gap,
  oneOf,
  phrases,
} from './crisis-terms.ts';

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
   * A family of loose signs: each further different wording of it in the entry adds half its weight again, up to
   * twice its weight ("won't give me a key" and "I have to wait outside" are two signs of control).
   */
  family?: boolean;
}

/** `m`: the screen reads one clause (or sentence) per line, so `$` is the end of the clause. */
const rx = (source: string) => new RegExp(source, 'gm');
const test = (source: string) => new RegExp(source);

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces

const BODY = oneOf(
  ...phrases(`
    wrists? | arms? | forearms? | thighs? | legs? | skin | stomach | belly | hips? | hands? | face | head
    fists? | knuckles | chest | ankles? | shoulders? | body | neck | fingers? | scalp | lips? | cheeks?
    palms? | calf | calves | side | ribs
  `),
);
/** Acts people do to their own body to hurt it. */
const HARM_VERB = oneOf(
  ...phrases(`
    cut | cuts | cutting | slit | slitting | slash(?:ed|ing)? | carv(?:e|ed|ing) | scratch(?:ed|ing)?
    scrap(?:e|ed|ing) | burn(?:ed|t|ing|s)? | hit | hits | hitting | punch(?:ed|ing|es)? | bang(?:ed|ing|s)?
    smash(?:ed|ing)? | bit | bite | biting | pinch(?:ed|ing)? | stab(?:bed|bing)? | bruis(?:e|ed|ing)
    starv(?:e|ed|ing) | hurt | hurting | hurts | harm(?:ed|ing|s)? | chok(?:e|ed|ing) | strangl(?:e|ed|ing)
  `),
);
/** What turns "cut myself" back into food or kindness: "cut myself a slice", "cut myself some slack". */
const NOT_HARM_AFTER = String.raw`(?! out\b| up (?:to|for)\b| (?:a |an |some |off )?(?:\w+ )?(?:slice|piece|bit|portion|break|slack|deal|sandwich|treat|drink|glass|cup|plate|bowl|lunch|dinner|breakfast|coffee|tea|short|free|loose|off from|out of|laughing|silly|stupid))`;
/** After "hit me", "beat me", "pushed me": news, games, encouragement or a pillow, not violence. */
const NOT_VIOLENCE_AFTER = String.raw`(?! (?:up|at|in (?:his|her|their|my) sleep|in the (?:ranking|rankings|polls|queue|race)|in (?:chess|cards|a race|the race|the game|tennis|squash|a game)|to (?!the (?:sofa|wall|floor|bed|ground|door|couch|bed|mattress|car))|by|out|off|a |an |some |hard(?:er)? to|on (?:the|a) (?:shoulder|back)|with (?:the|some|a|an) (?:news|question|request|idea|bill|joke|fact|deadline|task|truth)|with (?:a |the |her |his |my )?(?:pillow|cushion|snowball|balloon|water balloon|nerf|toy|sock|foam|feather|ball)))`;

/** Laughter or a game in the sentence: "my daughter hit me with a pillow and we laughed", "beat me 5-0". */
const PLAY = String.raw`\b(?:pillow|snowball|tickle|tickling|play(?:ing|ed)?|game|match|chess|cards|football|tennis|quiz|wrestl\w*|boxing|sparring|karate|judo|rugby|netball|training session|laughed|laughing)\b`;
/** Hurt feelings, not a body: "she hurt me by not inviting me", "what he said hurt me". */
const HURT_FEELINGS = String.raw`\bhurt(?:s)? me (?:by (?:not|saying|ignoring|forgetting|leaving|cancelling|lying)|so much (?:by|with))\b|\bhurt my feelings\b|\bwhat (?:he|she|they) said\b[^.!?\n]*\bhurt\b`;
/** A condition that turns "he'd kill me if…" from a figure of speech into control: leaving, telling, the police. */
const CONTROL_CONDITION = String.raw`\b(?:if|when|every time|whenever) (?:i|you) (?:ever |even |so much as )?(?:try to |tried to )?(?:leave|left|go|went|tell|told|call|called|ring|rang|phone|phoned|report|reported|talk to|talked to|speak to|see|saw|text|cheat|cheated|say|said|break up|broke up|dump|dumped|move out|take the kids)\b`;

/** The writer is in the sentence: "I", "me", "my". */
const ABOUT_ME = /\b(?:i|i'm|i've|i'd|i'll|me|my|myself|mine)\b/;
/** Someone who could hurt the writer is named in the entry. */
const SOMEONE_IN_ENTRY = test(String.raw`\b${AGENT}\b`);

/** A means or a way of dying is named somewhere in the entry: makes "ready", "enough", "the nerve" count. */
const MEANS_OR_DEATH_IN_ENTRY = test(
  String.raw`\b(?:${PILLS}|rope|belt|noose|${LETHAL_MEANS}|blades?|razors?|bridge|ledge|roof|tracks|cliff|die|dead|end it|kill myself|suicide|overdose|gone)\b`,
);

/**
 * Placed right after a verb: the verb follows a plan or a wish ("going to take…", "want to swallow…"). A lookbehind,
 * so the regex only looks back when the verb is there (starting with the long list of plans is 10x slower).
 */
const AFTER_A_PLAN = String.raw`(?<=\b(?:${PLAN}|${WISH})(?: [\w'-]+)? \w+)`;

/** Wanting something to happen: "I want it all to end", "praying for it to stop". */
/** A dull thing named beside "I want it all to be over": the renovation, the exams, this week. */
const MUNDANE_ENDING =
  /\b(?:this|the|these|my) (?:renovation|exams?|week|job hunt|project|move|building work|works|term|semester|shift|commute|meeting|deadline|tax return|heatwave|winter|rain|diet|cold|flu|hangover|wedding planning|course|dissertation|essay|assignment|season|journey|flight|queue|match|game)\b/;
const WANTING_IT = String.raw`(?:want(?:s|ed|ing)?|wish(?:es|ed|ing)?|need(?:s|ed)?|would like|'d like|hope|hoping|pray(?:ing)?|long(?:ing)?)(?: for)?`;

// ---------------------------------------------------------------------------------------------------------------
// suicidal_ideation: the wish, the thought, life not worth living, being a burden

const SUICIDAL_IDEATION: TCrisisCue[] = [
  {
    id: 'wish to die',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:${WISH}${gap(2)}|(?:i )?could(?! have)${gap(2)}(?! die\b)) ${DEATH_INFINITIVE}`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'thinking about death',
    kind: 'suicidal_ideation',
    weight: 0.6,
    pattern: rx(
      String.raw`\b${THINK}${gap(2)} death\b(?! (?:of|from|rates?|penalty|in (?:the|a) (?:game|film|book|show)))`,
    ),
    writerIsSubject: true,
    notWhen:
      /\b(?:appreciate|grateful|philosoph\w*|stoic\w*|memento mori|podcast|book|class|course|grief|grieving|since (?:grandad|grandma|nan|dad|mum|my \w+) died)\b/,
  },
  {
    id: 'thinking about dying',
    kind: 'suicidal_ideation',
    weight: 1,
    notWhen: /\bfor fun\b|\bfuneral playlist\b/,
    pattern: rx(String.raw`\b${THINK}${gap(2)} ${DEATH_GERUND}`),
    writerIsSubject: true,
  },
  {
    id: 'wishing I was dead',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\bwish(?:es|ed|ing)?(?: that)? i(?: was| were| had been|'d been| could be|'d| had)? (?:dead|never (?:been )?born|gone|not here|not alive|never existed|never woke up)\b|\bwish(?:es|ed|ing)?(?: that)? i (?:wasn't|weren't|was not|were not) (?:alive|here|around|born)\b`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'killing myself',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:kill|killing|kills|hang|hanging|drown|drowning|shoot|shooting|poison|poisoning|off|offing|top|topping|unalive|unaliving) myself\b${NOT_LITERALLY}|\bkms\b|\bunalive\b`,
    ),
  },
  {
    id: 'ending my life',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(String.raw`\b(?:end|ending) (?:my (?:own )?life|it all)\b|\btak(?:e|ing) my (?:own )?life\b`),
  },
  {
    id: 'suicidal',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\bsuicidal\b(?![- ](?:patients?|people|clients?|friends?|callers?|risk|crisis line))|\b(?:attempt(?:ed|ing)?|consider(?:ed|ing)?|contemplat(?:e|ed|ing)|commit(?:ted|ting)?) suicide\b|\bmy suicide\b`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'no longer wanting to live',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:don't|do not|didn't|did not|no longer|never|don't even|do not even|don't think i) want(?:s|ed)? to (?:(?:live|be alive|exist|keep living|keep existing|stay alive|go on living)\b(?! (?:at|on|in|with|there|near|like that|before|this early|so early|until|during)\b(?! this world))|(?:go on|carry on|keep going|wake up|breathe|see tomorrow)(?= *$| (?:anymore|any more|any longer|ever again|again|tomorrow|for it|like this|without))|(?:be here|be around)(?= (?:anymore|any more|any longer|for it|in this world|on this earth))|stick around\b(?! (?:at|for (?:the|a|dinner|drinks|lunch)|after)))`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'wanting it all to end',
    kind: 'suicidal_ideation',
    weight: 1,
    notWhen: MUNDANE_ENDING,
    pattern: rx(
      String.raw`\b${WANTING_IT} (?:(?:it all|everything|all of it|life|my life|things) to (?:end|stop|be over)(?= *$| ${FOR_GOOD}| now| already)|(?:it|the pain|this pain|the hurt|this|everything|it all) to (?:end|stop|go quiet|go dark|go away|switch off) ${FOR_GOOD})`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'wanting it to stop',
    kind: 'suicidal_ideation',
    weight: 0.6,
    notWhen: MUNDANE_ENDING,
    pattern: rx(String.raw`\b${WANTING_IT} (?:it|this|the pain) to (?:end|stop|be over)(?= *$)`),
    writerIsSubject: true,
  },
  {
    id: 'no reason to live',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\bno (?:reason|point)(?: at all)? (?:to|in|of|for me to) (?:keep |keeping )?(?:living|live|being alive|be alive|staying alive|stay alive|existing|exist|being here|be here|waking up|wake up|going on|go on|carrying on|carry on|keep going)\b|\b(?:what's|what is|whats) the point (?:of|in) (?:carrying on|going on|living|being alive|being here|staying alive|existing|waking up|me|life|any of it anymore|anything anymore|trying anymore)\b|\b(?:don't|do not|can't|cannot|no longer) see (?:the|any|much|a) (?:point|reason) (?:in|of|to) (?:living|being alive|being here|going on|carrying on|life|existing|waking up|staying alive)\b|\bwhy (?:do )?i (?:even )?(?:bother|keep) (?:waking up|living|existing|breathing|going on|trying)\b`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'life not worth living',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:life|living|existing|being alive|my life|my existence)(?:'s| is| feels| seems| has become)? (?:like )?(?:not|isn't|no longer|never|not really) (?:really )?worth (?:living|it|anything)\b|\bnot worth living\b|\b(?:life|living|existing|being alive|my existence|being me)(?:'s| is| feels| seems)(?: like)? (?:a mistake|pointless|meaningless|unbearable)\b(?!-)`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'tired of living',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:tired|weary|sick|exhausted) of (?:living|being alive|life|existing|breathing|waking up|being me)\b(?! (?:in|with|on|at|as)\b)|\b(?:done|finished|through) with (?:life|living|being alive|existing|this life)\b|\bgiv(?:e|ing|en) up on (?:life|living)\b`,
    ),
  },
  {
    id: 'cannot go on',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\bcan(?:'t|not| not) (?:go on|carry on|keep going|keep living|do this|take (?:it|this)|cope)(?= *(?:$|anymore|any more|any longer))`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'cannot go on like this',
    kind: 'suicidal_ideation',
    weight: 0.6,
    pattern: rx(
      String.raw`\bcan(?:'t|not| not) (?:go on|carry on|keep going|live|keep living|go on living|keep doing this|do this) like this\b|\bdone with (?:it all|everything)(?= *$)`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'better off without me',
    kind: 'suicidal_ideation',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:would|'d|will|'ll|are|'re|be|is|were|all|probably|be a)(?: [\w']+){0,2}? ${OTHERS_BETTER}${gap(4)} ${MY_ABSENCE}|\b${MY_ABSENCE}${gap(6)} (?:would|'d|will|'ll|could)(?: [\w']+){0,2}? ${OTHERS_BETTER}\b|\b${MY_ABSENCE}${gap(6)} (?:no one|nobody|noone|none of them|not a single person)(?: would| will|'d)? (?:even )?(?:care|notice|miss me|miss|cry|come)\b|\bbetter off dead\b|\b(?:better|easier|happier|kinder|safer) (?:place|world|life|lives)(?: for (?:everyone|them|him|her|all of them))? without me\b`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'doing everyone a favour',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:i'd|i would|i'll|it would|it'd) be doing (?:everyone|them|the world|my family|you all|everybody) a favou?r(?= *$| (?:if|by) (?:i |me )?(?:disappear|die|dying|disappearing|went|going|wasn't|was gone|left for good|ending it|not being))|\bdo (?:everyone|them|the world|my family) a favou?r and (?:disappear|die|go|leave|end it)\b`,
    ),
  },
  {
    id: 'nobody would miss me',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:nobody|no one|noone|no-one)(?: would| will|'d)? (?:even )?(?:miss|notice|care about|care)(?: me)?(?: if i (?:was|were|wasn't|weren't|died|disappeared|vanished|was gone|were gone|killed myself|didn't wake up|left for good|stopped existing|never came back|didn't come back|wasn't here|wasn't around)\b| me\b(?! (?:at|in|during|for|if i (?:left|skipped|missed))))`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'a burden',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:i'm|i am|i feel like|feel like|i've become|i'm such|i'm just|i'm nothing but|being) (?:a |such a |nothing but a |just a |the |nothing but )?(?:burden|waste of space|waste of (?:space and )?(?:oxygen|air)|drain on (?:everyone|everybody|people|them|my \w+)|dead weight|mistake)\b(?!-)`,
    ),
  },
  {
    id: 'others better off',
    kind: 'suicidal_ideation',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:they|everyone|everybody|my family|the kids|people)(?:'d| would| will|'ll) be (?:better off|happier|fine|relieved)(?= *$)`,
    ),
  },
  {
    id: 'others deserve better than me',
    kind: 'suicidal_ideation',
    weight: 0.5,
    pattern: rx(String.raw`\bdeserves? (?:better|a better \w+|someone better) than me\b`),
  },
  {
    id: 'deserve to die',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:deserve|deserved) to (?:die|be dead|not exist|not be alive|not be here|stop existing|disappear)\b`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'hoping not to wake up',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:hope|hoping|hoped|wish|wishing|pray|praying)(?: that)? (?:i )?(?:won't|don't|never|wouldn't|do not|will not|not to|not) wake up\b|\b(?:go to sleep|fall asleep|sleep|close my eyes) and (?:never|not) wake up\b`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'welcoming an accident',
    kind: 'suicidal_ideation',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:a|the|some) (?:bus|car|lorry|truck|train|van|plane|drunk driver|tram)s? (?:would |could |might |will |just )?(?:hit|hits|ran over|run over|runs over|kill|kills|killed|crash(?:ed|es)? into|took) me\b|\bi (?:got|get|was|were) (?:hit|run over|killed|knocked (?:over|down)|mown down)\b|\b(?:cancer|an illness|a disease|a heart attack|something|someone|it) (?:would |could |will |might )?(?:take|end|kill) me\b|\bif i (?:didn't|never|don't|did not) wake up\b|\bdied in my sleep\b|\b(?:the|my) plane (?:went down|crashed)\b|\bsomething (?:bad )?(?:happens|would happen|will happen|happened) to me\b|\bi (?:get|got|catch|develop) (?:cancer|ill|sick|a terminal illness|something terminal|hit by)\b|\bif i (?:died|was to die|were to die|dropped dead|didn't make it)\b|\bmy (?:heart|body|lungs) (?:would |will |could )?(?:give out|give up|stop|fail|pack in)\b|\b(?:get|got|getting) (?:ill|sick|cancer) and die\b|\b(?:don't|wouldn't|won't) have to do it myself\b`,
    ),
    needsSentence: test(
      String.raw`\b(?:relief|relieved|wouldn't mind|would not mind|don't mind|wouldn't care|be okay with|be ok with|be fine with|wouldn't be sad|glad|okay with|fine with|fine by me|ok by me|okay by me|at peace|hope|hoping|wish|pray|praying|secretly|not the worst|wouldn't be the worst|welcome|easier|better|lighter|peaceful)\b`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'envying the dead',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:envy|envious of|jealous of) (?:people|those|anyone|everyone|the ones) (?:who|that) (?:die|died|are dead|get to die|don't wake up|passed away)\b|\bat least (?:it's|it is) over for (?:them|him|her)\b`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'my own funeral',
    kind: 'suicidal_ideation',
    weight: 0.6,
    pattern: rx(String.raw`\bmy (?:own )?(?:funeral|wake|memorial|obituary|eulogy)\b`),
    notWhen: /\b(?:pre-?paid|plan(?:ned)? (?:ahead|for)|insurance|when i'm (?:old|90|ninety|a hundred))\b/,
  },
  {
    id: 'wondering who would come',
    kind: 'suicidal_ideation',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:wonder(?:ing|ed)?|imagin(?:e|ing|ed)) (?:if|whether|who|how many)\b${gap(3)} (?:would|'d) (?:come|cry|care|notice|miss me|turn up)\b`,
    ),
  },
  {
    id: 'indifferent to my absence',
    kind: 'suicidal_ideation',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:wouldn't|would not|won't|will not|wouldn't even|won't even) (?:be the end of the world|matter|make (?:a|any|much) difference|notice|care|miss me)\b`,
    ),
    needsSentence: test(
      String.raw`\bif i (?:wasn't|weren't|was not|were not) (?:here|around|alive)\b|\bif i (?:was|were) gone\b|\bif i (?:died|disappeared|vanished)\b|\bi could (?:be gone|disappear|die|vanish)\b`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'nothing to live for',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\bnothing (?:left )?to live for\b|\bno reason to (?:get up|go on|keep going)\b(?= *$)|\b(?:what's|whats|what is) the point (?:anymore|any more)(?= *$)`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'nobody needs me',
    kind: 'suicidal_ideation',
    weight: 0.4,
    pattern: rx(String.raw`\b(?:nobody|no one|noone) (?:needs|wants|would need|would want) me\b`),
    negationIsTheSign: true,
  },
  {
    id: 'how easy it would be',
    kind: 'suicidal_ideation',
    weight: 1,
    scope: 'sentence',
    pattern: rx(String.raw`\bhow (?:easy|quick|simple|fast|painless|peaceful) it(?: would|'d) be\b`),
    needsSentence: test(
      String.raw`\b(?:${HIGH_OR_FAST_PLACE}|pillars?|wall|${PILLS}|rope|knife|blade|the drop|the edge|to die|to end it|to go|to take them|to step|to jump|to swerve|to let go|to not)\b`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'welcoming death',
    kind: 'suicidal_ideation',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:i'd|i would|i'll|i) (?:welcome|look forward to|long for|crave|be glad of) (?:it|death|dying|the end)\b|\bnot (?:scared|afraid|frightened) of (?:dying|death) (?:anymore|any more|now)\b`,
    ),
    needsSentence: /\b(?:die|dying|death|dead|the end)\b/,
    negationIsTheSign: true,
  },
  {
    id: 'told to die',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:voices?|something|my head|my brain|a voice)\b${gap(3)} (?:tell|tells|telling|told|keep telling|keeps telling) me (?:to|i should|i need to|i have to|i deserve to) (?:die|kill myself|end it|jump|hang myself|do it)\b`,
    ),
  },
  {
    id: 'had enough of life',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\bhad enough of (?:life|living|being alive|existing|it all|everything|this world)\b`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'wanting out',
    kind: 'suicidal_ideation',
    weight: 0.6,
    pattern: rx(String.raw`\bwant(?:ed)? out(?= *$)|\bi need (?:it|this) to (?:end|stop)(?= *$)`),
    writerIsSubject: true,
  },
  {
    id: 'rather be dead',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:rather|sooner) (?:be dead|die|not exist|not be alive|not wake up|not be here) than (?:keep|carry on|continue|go on|live|living|feel|feeling|be|being|face|facing|wake up|spend another|do this|go through (?:this|it))\b`,
    ),
  },
  {
    id: 'feel like dying',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\bfeel(?:s|ing)? like (?:${DEATH_GERUND}|i want to die|i should (?:die|end it)|giving up on life)(?! (?:of|from|laughing|when (?:i|the|my)))`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'death as the only way out',
    kind: 'suicidal_ideation',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:only|no other|one) (?:way out|way|option|escape|answer|solution|exit|thing that would help)\b${gap(8)} (?:is |would be |seems (?:to be )?|left |feels like )?(?:to )?(?:${DEATH_INFINITIVE}|${DEATH_GERUND})|\b(?:${DEATH_GERUND}|death)${gap(4)} (?:is|seems|feels|would be)(?: like)? (?:the )?(?:only|best|last) (?:way out|option|escape|answer|solution|way|choice)\b|\bno (?:way out|escape|other way|other option|way to stop (?:it|this))\b${gap(4)} (?:except|but|apart from|besides|other than) (?:${DEATH_GERUND}|to die|to end it)`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'wanting out of life',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:want|wanted|need|needed|looking for a way) out of (?:life|this life|living|existence|this world)\b|\bout of life\b`,
    ),
  },
  {
    id: 'courage to end it',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:courage|guts|nerve|strength|bravery|bottle) to (?:end it|end it all|end things|end my life|do it|go through with it|kill myself|take my (?:own )?life|jump)\b(?! (?:with|between))`,
    ),
  },
  {
    id: 'the pull of a drop or a train',
    kind: 'suicidal_ideation',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b${HIGH_OR_FAST_PLACE}\b[^.!?\n]*?\b${TEMPTATION}|\b${TEMPTATION}[^.!?\n]*?\b${HIGH_OR_FAST_PLACE}\b|\b(?:looked|looking|stared|staring|gazed|gazing) (?:down )?(?:at|into|over|off) (?:the |a )?(?:\w+ )?${HIGH_OR_FAST_PLACE}\b[^.!?\n]{0,30}\bfor (?:way |far )?(?:too long|a long time|ages|an hour|hours)`,
    ),
    notWhen:
      /\b(?:photos?|pictures?|fireworks|view|sunrise|sunset|bungee|zip ?wire|diving board|swim(?:ming)?|paddle|kayak|with (?:my|the) (?:kids|cousins|friends|mates))\b/,
  },
  {
    id: 'writing my own eulogy',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:keep|kept|been|started) (?:writing|planning|rehearsing|drafting) my (?:own )?(?:eulogy|obituary|funeral|suicide note)\b`,
    ),
  },
  {
    id: 'only reason I am still here',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\bonly (?:reason|thing) (?:i'm|i am|keeping me|that keeps me|stopping me)(?: still)? (?:here|alive|around|from (?:doing it|ending it|killing myself))\b`,
    ),
  },
  {
    id: 'something keeps me here',
    kind: 'suicidal_ideation',
    weight: 0.5,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:if (?:it (?:wasn't|weren't)|not) for|if i didn't have|if i hadn't got|without) (?:the|my|our) \w+`,
    ),
    needsSentence:
      /\bi(?:'d| would)(?: have|'ve)? (?:gone through with it|done it|ended it|killed myself|be gone|be dead|not be here|have gone|given up)\b/,
  },
  {
    id: 'would have gone through with it',
    kind: 'suicidal_ideation',
    weight: 0.6,
    pattern: rx(
      String.raw`\bi(?:'d| would)(?: have|'ve)? (?:gone through with it|ended it|killed myself|be dead by now|done it (?:already|by now|years ago|long ago))\b`,
    ),
  },
  // Weaker signs, each ordinary on its own, that add up: the passive wish, hopelessness, pictures of dying,
  // recklessness. Most oblique entries carry two or three of them.
  {
    id: 'letting go',
    kind: 'suicidal_ideation',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:want|wanted|ready|need|wish i could)(?: to)? (?:let go|stop everything|stop it all|switch it all off|be done|rest|stop)(?= *$| of (?:it all|everything|life))|^stop everything$`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'soon it will be over',
    kind: 'intent_to_die',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:it'll|it will) (?:all )?be over soon\b|\bit won't be long(?= *$)|\bsoon (?:it'll|it will) (?:all )?be over\b|\bi'll be free soon\b|\b(?:a |the )?permanent solution\b|\bnot long now\b(?= *$)`,
    ),
  },
  {
    id: 'finishing the job',
    kind: 'suicidal_ideation',
    weight: 0.6,
    pattern: rx(String.raw`\bfinish the job\b|\b(?:they|he|she) get to go\b|\bget it over with\b(?= *$)`),
  },
  {
    id: 'not another day',
    kind: 'suicidal_ideation',
    weight: 0.5,
    pattern: rx(
      String.raw`\bnot (?:to )?wake up to another\b|\b(?:can't|cannot) (?:face|do) another (?:day|week|monday|morning|year)\b`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'a life not asked for',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\banother (?:year|day|birthday|morning) (?:i|that i) (?:didn't|never|don't) (?:ask|want) for(?= *$)|\b(?:didn't|never) ask(?:ed)? to be born\b|\b(?:wish|wished) i'd never been born\b`,
    ),
  },
  {
    id: 'the thoughts',
    kind: 'suicidal_ideation',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:those|these|the dark|dark|the bad|bad|the suicidal|intrusive|the) thoughts (?:are|were|came|come|have been|keep|kept|got)${gap(2)} (?:back|bad|loud|louder|worse|again|every night|all day)\b|\brate the thoughts\b|\bthe thoughts\b(?=[^.!?\n]*\b(?:one to ten|1 to 10|out of ten|/10)\b)|\b(?:it's|it is|they're) (?:more like|really) (?:a |an )?(?:seven|eight|nine|ten|7|8|9|10)\b`,
    ),
  },
  {
    id: 'no longer afraid to die',
    kind: 'suicidal_ideation',
    weight: 0.6,
    pattern: rx(
      String.raw`\bused to be (?:scared|afraid|frightened) of (?:dying|death|dead)\b|\bgetting old and (?:still )?(?:feel|feeling) like this\b`,
    ),
  },
  {
    id: 'only until a date',
    kind: 'suicidal_ideation',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:need to|have to|got to|going to|just) (?:get through|make it (?:to|through)|hold on (?:until|till|for)|last until|wait until|stay for) (?:christmas|\w+'s (?:birthday|wedding|exams)|the (?:wedding|holidays|summer|exams|funeral|birth)|\w+day|next \w+)\b`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'not wanting to be',
    kind: 'suicidal_ideation',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:don't|do not|no longer) want to be(?= *$)|\bdon't see how i (?:get old|make it|keep going|go on)\b`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'tired of holding on',
    kind: 'suicidal_ideation',
    weight: 0.4,
    pattern: rx(
      String.raw`\b(?:so )?(?:tired|sick|exhausted) of (?:hanging in there|holding on|fighting|trying|pretending|being here|everything|it all|surviving|waking up)\b|\bcan't do (?:this|it|life) (?:anymore|any more)\b|\btired of being (?:a person|human|me|alive|myself)\b|\b(?:hopeless|worthless|no future|no way out|trapped|nothing (?:will|is going to) change|never going to get better)\b`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'few reasons to stay',
    kind: 'suicidal_ideation',
    weight: 0.7,
    pattern: rx(
      String.raw`\breasons? (?:to|for) (?:stay|staying|live|living|keep going|stay alive|staying alive|be here|carry on)\b(?! (?:in|at|with|on|for|until|here in))|\b(?:only|last) (?:thing|reason|person) (?:keeping me|that keeps me|stopping me)\b`,
    ),
  },
  {
    id: 'hardly any reasons',
    kind: 'suicidal_ideation',
    weight: 0.4,
    pattern: rx(
      String.raw`\b(?:couldn't|could not|can't|didn't) (?:get past|think of more than|come up with more than|find more than) (?:one|two|three|1|2|3)\b|\b(?:only|barely) (?:came up with|thought of|found|managed) (?:one|two|1|2)\b`,
    ),
  },
  {
    id: 'pictures of my death',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:pictures?|images?|visions?|flashes|scenes?|thoughts?) of (?:me|myself) (?:hanging|dead|dying|jumping|falling|in a coffin|bleeding|drowning|on the tracks|under a (?:train|bus|lorry))\b|\b(?:keeps? showing me|can't stop seeing|keep seeing) (?:me|myself)? ?(?:hanging|dead|dying|jumping|falling)\b`,
    ),
  },
  {
    id: 'testing the means',
    kind: 'suicidal_ideation',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:if|whether) (?:the|a|that) (?:barrier|railing|fence|wall|rope|belt|branch|beam|banister|hook|door) (?:would|could|will|'d) (?:stop|hold|take|break|bear)\b|\bhow (?:fast|high) (?:i'd|i would|you'd) (?:need|have) to\b`,
    ),
  },
  {
    id: 'nobody would find me',
    kind: 'suicidal_ideation',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:nobody|no one|noone) would (?:find|notice|miss|look for) me\b|\b(?:nobody|no one|noone) would (?:notice|find out|realise|know) (?:for (?:days|ages|weeks|a while)|if i (?:didn't|never) (?:get up|come home|turn up|wake up))\b|\bhow long (?:it would take|before) (?:anyone|someone|they) (?:would )?(?:noticed?|found?|missed?) me\b`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'imagining the water or the drop',
    kind: 'suicidal_ideation',
    weight: 0.5,
    pattern: rx(
      String.raw`\bhow (?:cold|deep|dark|high|far down|long the drop|quick) (?:the )?(?:water|river|sea|reservoir|drop|fall|bridge|it) (?:would|'d) be\b|\b(?:thought|thinking|think) about (?:the drop|the water|the edge|the tracks|the fall)\b`,
    ),
  },
  {
    id: 'better off with someone else',
    kind: 'suicidal_ideation',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:would be|'d be|are) better (?:with|off with) (?:their|his|her|my|a) (?:dad|mum|mom|father|mother|family|\w+)(?: \w+)? (?:full time|on (?:his|her) own|instead|than me)\b|\bdeserve (?:a )?better (?:mum|mom|dad|mother|father|partner|wife|husband|daughter|son|friend|sister|brother)\b`,
    ),
  },
  {
    id: 'courting an accident',
    kind: 'suicidal_ideation',
    weight: 0.8,
    pattern: rx(
      String.raw`\btake my hands off the wheel\b|\b(?:close|closed|shut) my eyes (?:while|when) (?:i'm )?(?:driving|crossing)\b|\b(?:drove|driving|drive|crossed|crossing)\b[^.!?\n]{0,30}\bwith my eyes (?:shut|closed)\b|\b(?:don't|didn't|stopped) look(?:ing)? (?:when|before) (?:i )?cross(?:ing)?\b|\b(?:wouldn't|won't) (?:care|mind) if (?:i )?(?:crashed|got hit|didn't make it|fell)\b`,
    ),
  },
  {
    id: 'seeing what happens',
    kind: 'suicidal_ideation',
    weight: 0.4,
    pattern: rx(
      String.raw`\bsee what happens\b|\b(?:didn't|don't|did not|wouldn't) care (?:what happened|if i (?:crashed|died|got hit|didn't make it))\b`,
    ),
    negationIsTheSign: true,
    needsEntry:
      /\b(?:wheel|road|traffic|driving|drive|drove|edge|tracks|platform|cross(?:ing)?|eyes shut|eyes closed)\b/,
  },
  {
    id: 'envying the dying',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:swap|trade|switch) places with (?:anyone|someone|people|them|him|her)\b${gap(6)} (?:dying|terminal|cancer|hospice|dead|in a heartbeat)\b|\b(?:swap|trade|switch) places with (?:a dead|someone dying|anyone dying)\b`,
    ),
  },
  {
    id: 'already dead inside',
    kind: 'suicidal_ideation',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:i've|i have|i'm|i am) already (?:died|dead|gone)\b|\bi'm (?:a|like a|just a) ghost\b|\bno one's told my body\b|\bwalking corpse\b|\bghost in my own life\b`,
    ),
  },
  {
    id: 'a mess for others',
    kind: 'suicidal_ideation',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:i'm|i am) (?:just |only )?(?:the |a )?(?:mess|problem|weight|disappointment|failure|drag) (?:they|everyone|people|my family) (?:have to|has to|keep having to)\b|\bruin(?:ing)? (?:everyone's|their|his|her) lives?\b`,
    ),
  },
];

// ---------------------------------------------------------------------------------------------------------------
// intent_to_die: a plan, a time, means made ready, final arrangements, an attempt

const INTENT_TO_DIE: TCrisisCue[] = [
  {
    id: 'plan to die',
    kind: 'intent_to_die',
    weight: 1,
    pattern: rx(String.raw`\b${PLAN}${gap(2)} ${DEATH_ACT}`),
    writerIsSubject: true,
  },
  {
    id: 'planning to do it',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(String.raw`\b(?:${PLAN}|(?:my |the )?plan is to)${gap(1)} (?:do it|go through with it)\b`),
    writerIsSubject: true,
  },
  {
    id: 'knowing how or when',
    kind: 'intent_to_die',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:know|worked out|figured out|decided|chosen|picked)(?: exactly)? (?:how|when|where) (?:i'?d|i'll|i will|i'm going to|to) (?:do it|end it|kill myself|take my (?:own )?life|die)\b|\b(?:fastest|quickest|easiest|painless|painlessly|best|surest|quietest|simplest|least painful) (?:ways?|method|methods) (?:to|of) (?:die|dying|kill myself|killing myself|end (?:it|it all|my life)|ending (?:it|it all|my life)|overdose|not wake up)\b|\b(?:ways? to|how to|how i could|plan to|planning to|going to|could) make (?:it|my death|everything) look like an accident\b`,
    ),
  },
  {
    id: 'researching a lethal dose or place',
    kind: 'intent_to_die',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:looked up|look up|looking up|googled|googling|google|searched|searching|research(?:ed|ing)?|read up on|reading up on|read(?:ing)? about|worked out|working out|checked|checking|asked)\b[^.!?\n]{0,50}?\b(?:lethal|fatal (?:dose|amount|combination)|overdose amounts?|how (?:many|much)(?: of)?(?: my| the)? ${PILLS}(?! (?:is|are) (?:safe|ok|okay|too much for))|how (?:many|much) (?:it )?(?:would |will )?(?:take|kill|be fatal|be lethal)|ways? to (?:die|kill myself|end it|end my life)|which (?:bridge|building|cliff|car park|multi-storey|tower|motorway bridge|railway bridge)${gap(3)} (?:is|was) (?:the )?(?:highest|tallest|closest|quietest|biggest drop)|how (?:high|tall|far down) (?:the|a) (?:bridge|building|cliff|drop)|how long it takes to (?:die|drown|bleed out)|(?:whether|if) it (?:hurts|would hurt) to (?:die|drown|hang|overdose|jump|bleed out|be hit)|(?:does|would) it hurt to (?:die|drown|hang|jump)|how to (?:tie|make) a noose|how to hang (?:myself|yourself|someone))`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'working out how many I would need',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      String.raw`\bhow (?:many|much) (?:i'?d|i would|i'll|i will|it would|it'd|it will) (?:need|take)\b|\b(?:there's|it's|that's|that should be|should be|it'll be|it will be|that'll be|there are|i've got) enough\b(?= *$| now(?= *$))|\bi've checked(?= *$)|\benough ${PILLS}(?: now| saved| stored| here)?(?= *$)|\benough\b${gap(4)} to (?:do it|kill|die|not wake up|end it)\b`,
    ),
    needsEntry: MEANS_OR_DEATH_IN_ENTRY,
  },
  {
    id: 'dwelling on the means',
    kind: 'intent_to_die',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:looking at|staring at|looked at|stared at|thinking about|keep thinking about|can't stop looking at|holding|held|stood (?:there )?(?:holding|with))${gap(3)} (?:${PILLS}|bottle of pills|the rope|the knife|the (?:big |kitchen |sharp )?knife|the gun|the blades?|the bridge|the tracks|the ledge)\b[^.!?\n]*\b(?:a lot|lately|for ages|for a long time|every day|all the time|too long|again|for (?:\w+ )?(?:minutes|hours|an hour))\b`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'stockpiling pills',
    kind: 'intent_to_die',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:sav(?:e|ed|ing)|stockpil\w*|hoard\w*|stash\w*|collect(?:ed|ing)|stor(?:ed|ing)) (?:up )?(?:all )?(?:of )?(?:my |the |enough |some )?${PILLS}\b|\b${PILLS} (?:saved|stockpiled|hoarded|stashed)\b|\bstopped taking (?:my |the )?${PILLS}${gap(3)} (?:keeping|saving|storing|stashing|hiding) them\b`,
    ),
    notWhen: /\b(?:money|prescription charges|costs?|on (?:my|the) prescription)\b/,
  },
  {
    id: 'getting the means',
    kind: 'intent_to_die',
    weight: 0.6,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:bought|buy|buying|got|getting|ordered|ordering|picked up|stocked up on|stocking up on|hid|hidden|hiding|keep|kept|keeping|count(?:ed|ing)?(?: out)?|lined up|lining up|laid out|set aside|have|has|had|holding|held|put|took|popped|emptied|tipped)\b${gap(6)} (?:${PILLS}|a rope|the rope|rope|some rope|${LETHAL_MEANS})\b`,
    ),
    notWhen:
      /\brope (?:to|for) (?:tie|hold|secure|hang (?:the|a) (?:swing|washing|hammock))\b|\b(?:roof rack|christmas tree|tree house|treehouse)\b|\b(?:prescription|pharmacy|pharmacist|dosette|make sure|full month|repeat|for (?:my|his|her|the) (?:cold|flu|headache|back|period|migraine|tooth|toothache|hangover|kids|dog|cat)|hay ?fever|vitamins|washing line|clothes ?line|tent|camping|climbing|boat|garden|swing|tow|dog lead|shooting range|clay pigeon|hunting|skipping)\b/,
    writerIsSubject: true,
  },
  {
    id: 'a gun at hand',
    kind: 'intent_to_die',
    weight: 0.7,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:got|get|getting|took|have|has|keep|kept|hid|hidden|bought|found)\b${gap(4)} ${LETHAL_MEANS}\b`,
    ),
    notWhen: /\b(?:shooting range|clay pigeon|hunting|licen[cs]e|clean(?:ed|ing)? (?:it|the))\b/,
    writerIsSubject: true,
  },
  {
    id: 'means made ready',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:by (?:the|my) bed|under my (?:bed|pillow|mattress)|in my hands?|counted them(?: again)?|at the back of the wardrobe|in an old \w+ tin|out of (?:the|their) (?:packets?|blister packs?|foil|boxes)|everything i need|(?:all )?ready\b(?! for (?:work|school|bed|the))|in a (?:row|pile|line)|lined up|use it|use them|for when (?:it gets|i'm ready)|waiting (?:for|until) (?:everyone|the house|i'm alone|tonight|the right))`,
    ),
    needsEntry: MEANS_OR_DEATH_IN_ENTRY,
  },
  {
    id: 'no questions asked',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      String.raw`\bfrom (?:two|three|several|a few|different) (?:different )?(?:chemists|pharmacies|shops|supermarkets)\b|\bso (?:nobody|no one|noone) would (?:ask|notice|question|suspect)\b|\bwithout (?:anyone|them) (?:noticing|knowing|asking)\b`,
    ),
    needsEntry: MEANS_OR_DEATH_IN_ENTRY,
  },
  {
    id: 'waiting for the nerve',
    kind: 'intent_to_die',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:got|get|have|find|need|needed|work up|build up|working up|building up|waiting (?:until|for) i(?:'ve| have)?(?: got)?) the (?:nerve|courage|guts|bottle)\b(?! to (?:ask|tell|talk|say|quit|leave (?:my|the|this) job|call|speak|apply|sing|dance))`,
    ),
    needsEntry: MEANS_OR_DEATH_IN_ENTRY,
  },
  {
    id: 'a time chosen',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      String.raw`\bthat's when\b|\bi know when\b|\b(?:picked|chosen|set|pick|choose) (?:a|the) (?:date|day|time)\b|\b(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next week|this weekend)(?: is|'s) the (?:day|night)(?= *$)|\bthat's the (?:day|night|date)(?= *$)|\b(?:it's|it is) (?:just )?deciding when\b`,
    ),
  },
  {
    id: 'a decision made',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      String.raw`\bi've (?:made my )?decided?(?= *$)|\bmy mind is made up\b|\bi've made (?:my|the|a) (?:decision|choice)\b(?= *$)|^i'm ready$`,
    ),
  },
  {
    id: 'a place chosen',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:found|picked|chosen|chose|scouted|checked out) (?:the|a) (?:spot|place|location)\b(?! for (?:the|a|our) (?:picnic|party|wedding|tent|photo))`,
    ),
  },
  {
    id: 'an empty house',
    kind: 'intent_to_die',
    weight: 0.6,
    pattern: rx(
      String.raw`\bwhen the (?:house|flat) (?:will be|is|'s|would be|'ll be) empty\b|\b(?:no one|nobody|noone)(?:'s| is| will be)? (?:home|back|around|in)\b(?! (?:for|to))|\b(?:an|the) empty (?:house|flat)\b|\b(?:house|flat|place) to myself\b|\bwhen (?:everyone|my (?:parents|mum|mom|dad|family|flatmate|housemates|wife|husband|partner)|they|he|she)(?:'s|'re| is| are) (?:asleep|out|away|at work|on holiday)\b|\bwaiting for everyone to (?:be asleep|fall asleep|go out|leave|go to bed)\b`,
    ),
  },
  {
    id: 'goodbye letters',
    kind: 'intent_to_die',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:goodbye|farewell|suicide) (?:letters?|notes?|messages?|videos?|texts?|emails?)\b|\b(?:wrote|written|writing|left|leave|leaving|finished) (?:a|the|my) (?:note|letter)s?\b[^.!?\n]{0,40}?\b(?:explaining why|to explain why|saying (?:sorry|goodbye)|for when i'?m gone|so (?:they|she|he|people|everyone) (?:understand|know why|won't blame))`,
    ),
  },
  {
    id: 'last words',
    kind: 'intent_to_die',
    weight: 1,
    pattern: rx(
      String.raw`\bby the time (?:you|anyone|someone|they|people|my \w+) (?:read|reads|find|finds|see|sees) this\b|\bthis (?:is|will be) my (?:last|final) (?:entry|message|note|goodbye|post|day)\b(?! (?:before|for a while|for now|of the|in this|until|till|on|at))|\bwon't be (?:here|around|alive) (?:much|for much|for very|any) longer\b|\b(?:don't think|doubt|not sure) i'?ll (?:still )?be (?:around|here|alive)\b(?! (?:for|at|to) (?:the|dinner|lunch|tea|\d))|\b(?:won't|will not|not going to) (?:still )?be alive\b|\b(?:don't|can't|do not) see myself (?:making it|being (?:here|around|alive)|getting|lasting|surviving) (?:to|through|past|until|beyond|much longer)\b|\bwon't (?:be a (?:problem|burden|bother|worry)|have to (?:put up with|worry about|deal with|look after) me) (?:for )?(?:much longer|for long|soon|anymore|any more)\b`,
    ),
    negationIsTheSign: true,
  },
  ...Object.entries({
    will: 0.5,
    givingAway: 0.4,
    givingAwayEverything: 0.7,
    givingAwayMine: 0.7,
    hotelAlone: 0.4,
    oneWay: 0.4,
    rehoming: 0.5,
    cancelling: 0.3,
    scheduledMessage: 0.4,
    inOrder: 0.5,
    goodbyes: 0.5,
    passwords: 0.3,
  } as const).map(([name, weight]): TCrisisCue => ({
    id: `final arrangements: ${name}`,
    kind: 'intent_to_die',
    weight,
    pattern: rx(FINAL_ARRANGEMENTS[name as keyof typeof FINAL_ARRANGEMENTS]),
  })),
  {
    id: 'once I am gone',
    kind: 'intent_to_die',
    weight: 0.8,
    pattern: rx(
      String.raw`\b(?:once|when|after) i(?:'m| am) (?:gone|dead|not here|not around)\b(?! (?:for|on|to|from|at|until|away|out|back))`,
    ),
  },
  {
    id: 'leaving, as a euphemism',
    kind: 'intent_to_die',
    weight: 0.6,
    pattern: rx(DEPARTURE),
  },
  {
    id: 'as if for the last time',
    kind: 'intent_to_die',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:like|as if|as though) (?:it's|it is|it was|this is) the last time\b|\bthe last time i'(?:ll|d) (?:see|hug|hold|hear|walk)\b|^maybe it is$`,
    ),
  },
  {
    id: 'never coming in again',
    kind: 'intent_to_die',
    weight: 1,
    pattern: rx(
      String.raw`\bwon't be (?:in|back|around|coming (?:in|back)) (?:ever|ever again|again, ever)\b|\bthank(?:-| )you for everything\b(?=[^.!?\n]*\b(?:won't be|goodbye|last)\b)`,
    ),
  },
  {
    id: 'a secret goodbye',
    kind: 'intent_to_die',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:doesn't|don't|didn't|won't) know (?:it's|it was|it is|that it's|that it was|this is) (?:goodbye|the last time)\b|\b(?:said|saying|say) goodbye${gap(3)} (?:without (?:them|her|him) knowing|for the last time)\b`,
    ),
  },
  {
    id: 'clearing my life away',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:deleted|deleting|closed|closing) (?:all )?(?:of )?my (?:social media|accounts|instagram|facebook|profiles)\b`,
    ),
  },
  {
    id: 'handing over my passwords',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(String.raw`\b(?:sent|gave|giving|wrote down|left|shared)${gap(3)} my passwords\b`),
  },
  {
    id: 'not your fault',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:none of (?:it|this) (?:was|is)|it (?:wasn't|isn't|was not|is not)|this (?:isn't|is not)) (?:their|your|his|her|anyone's) fault\b|\bsealed the (?:envelopes?|letters?)\b`,
    ),
  },
  {
    id: 'writing to each of them',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:wrote|written|writing) (?:letters? |notes? |cards? )?(?:to|for) (?:each of|all of|every one of|everyone|the kids|my (?:kids|children|family|parents))\b`,
    ),
  },
  {
    id: 'the note written',
    kind: 'intent_to_die',
    weight: 0.7,
    pattern: rx(
      String.raw`\b(?:wrote|written|finished|left|writing|drafted) (?:my|the) (?:last |final )?(?:note|letter)(?= *$| (?:tonight|last night|today|this morning|and (?:put|left|hid)))`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'where they will find it',
    kind: 'intent_to_die',
    weight: 0.4,
    pattern: rx(
      String.raw`\b(?:where|so) (?:they|she|he|mum|mom|dad|someone|somebody)(?:'ll| will)? find (?:it|them|me)\b|\b(?:in the (?:top )?drawer|on the (?:kitchen )?table|on my pillow|on the bed|under my pillow)\b`,
    ),
    needsEntry: /\b(?:note|notes|letter|letters|envelopes?)\b/,
  },
  {
    id: 'my ashes',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      String.raw`\bmy ashes\b|\bfuneral (?:wishes|plans|songs?|music)\b|\bwhere i want to be buried\b|\bwhat (?:songs?|music) (?:i want|to play) at my funeral\b|\bwhat i want at (?:the|my) funeral\b`,
    ),
  },
  {
    id: 'last things to say',
    kind: 'intent_to_die',
    weight: 0.4,
    pattern: rx(
      String.raw`\b(?:things|what) i want (?:people|them|everyone|you|my \w+) to know\b|\bwhat i'd want (?:people|them|everyone) to know\b`,
    ),
  },
  {
    id: 'easier this way',
    kind: 'intent_to_die',
    weight: 0.3,
    pattern: rx(
      String.raw`\b(?:it's|it is|it'll be) (?:easier|better|kinder) (?:this way|for everyone)\b|\bat peace with (?:it|that|my decision)\b`,
    ),
  },
  {
    id: 'at peace with leaving',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:made (?:my )?peace with|at peace with|ready for) (?:leaving|dying|going|it all ending|my decision|the end)\b`,
    ),
  },
  {
    id: 'an overdose taken',
    kind: 'intent_to_die',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:took|swallowed|taken|downed|taking|swallowing|(?:take|swallow|down)${AFTER_A_PLAN})${gap(1)} (?:a handful|handfuls|a load|loads|lots|a bunch|dozens|a pile|the rest|too many|a lot|the whole (?:bottle|packet|box|pack|strip)|(?:a|an entire|a full) (?:bottle|packet|box|pack|strip)|\d{2,}|twenty|thirty|forty|fifty|(?:twice|double|triple|three times) the (?:dose|amount)|extra|(?:a few |a couple |some |\w+ )?more)(?: of)? (?:my |the |those |her |his |these |all my )?${PILLS}\b(?! (?:for|to help|because of) (?:my|the) (?:back|headache|cold|pain|period))|\b(?:took|swallowed|downed) all (?:of )?(?:my |the )?${PILLS} (?:at once|in one go|i had|i could find|in the house|left)\b|\b(?:take|swallow|down)${AFTER_A_PLAN} (?:all|every one|everything|the lot)(?: of)? (?:my |the |these |those )?${PILLS}|\b(?:took|swallowed|downed|take|swallow|down|taking|swallowing) (?:everything|all the (?:pills|tablets|meds)|whatever i can find|whatever's) in (?:the|my) (?:medicine cabinet|medicine cupboard|first aid box|bathroom cabinet|drawer)\b|\b(?:swallowed|took|downed) (?:what|everything|all) (?:i had|was left|i could find)\b|\b(?:took|taken|had) an overdose\b|\bi (?:overdosed|od'?d)\b(?! on (?:coffee|caffeine|sugar|chocolate|netflix|tv|work|sun|carbs))`,
    ),
    writerIsSubject: true,
    otherwise: {
      when: /\bnot (?:trying |meaning |wanting |going )?to die\b|\b(?:didn't|don't|did not) want to die\b|\bjust (?:wanted )?to (?:feel|sleep|numb|forget|switch off|stop feeling)\b|\bto stop feeling\b|\bto feel (?:numb|nothing)\b/,
      kind: 'self_harm',
    },
  },
  {
    id: 'an attempt',
    kind: 'intent_to_die',
    weight: 1,
    pattern: rx(
      String.raw`\b${ATTEMPT} (?:kill myself|end (?:it|my life|things)|hang myself|overdose|take my (?:own )?life|jump)\b|\b(?:nearly|almost) (?:jumped|stepped (?:off|out|in front)|did it|went through with it|ended it|killed myself|overdosed)(?= *$| off| from| in front| last| tonight| today| yesterday| on (?!my))|\b(?:tied|tie|tying|hung|hang|hanging|fixed|knotted) (?:a |the |my )?(?:belt|rope|cord|scarf|cable|noose|sheet|tie)s? (?:to|around|round|from|over|on) (?:the |a |my )?(?:banister|bannister|door|beam|hook|neck|tree|rail|railing|loft hatch|ceiling|wardrobe)\b|\b(?:practis|practic)(?:ing|ed|e) (?:tying )?(?:the|a) (?:knot|noose)\b|\btying (?:the|a) knot with (?:my |a |the )?(?:dressing gown cord|cord|belt|cable|scarf|tie|rope|sheet)\b|\b(?:bought|got|tied|tie|tying|made|make|making|have) (?:a |the )?noose\b|\b(?:garage|exhaust)\b[^.!?\n]{0,60}?\bengine running\b|\bengine running\b[^.!?\n]{0,60}?\bgarage\b|\b(?:couldn't|could not|didn't|did not|nearly|almost) (?:go through with it|do it|finish it)\b(?=[^.!?\n]*\b(?:${PILLS}|rope|belt|noose|blade|bridge|ledge|edge|tracks)\b)`,
    ),
  },
  {
    id: 'waking up in hospital',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      String.raw`\bwoke up in (?:hospital|the hospital|a&e|a and e|the er|icu|intensive care)\b|\b(?:had my stomach pumped|on a drip for the overdose)\b|^(?:i )?tried (?:again )?(?:last night|tonight|yesterday|this morning|on \w+)$`,
    ),
  },
  {
    id: 'over the railing',
    kind: 'intent_to_die',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\bclimbed (?:over|onto|up on|on to) (?:the|a) (?:railings?|barrier|fence|edge|ledge|parapet|wall)\b|\b(?:talked|talk|coaxed) me (?:back|down) (?:from|off|over)?\b`,
    ),
    needsSentence: test(
      String.raw`\b(?:${HIGH_OR_FAST_PLACE}|edge|ledge|parapet|railing|railings)\b|\btalked me (?:back|down)\b`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'bought a rope',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(String.raw`\b(?:if|whether|when) i'?(?:ll| will)? use it\b|\bgo through with it\b`),
    needsEntry: MEANS_OR_DEATH_IN_ENTRY,
  },
  // Weaker signs of preparation that add up: an alibi, tidying up for afterwards, rehearsing the place, a message
  // for later.
  {
    id: 'nobody looking for me',
    kind: 'intent_to_die',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:nobody|no one|noone) (?:will|would|'ll) (?:be )?(?:look(?:ing)? for|miss|expect|check on|notice) me (?:until|till|before|for)\b`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'a relief for them',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:can|will|'ll) stop (?:worrying|having to worry) about me\b|\bwon't have to worry about me\b|\b(?:one|no) less (?:thing|person|mouth) (?:for them )?to worry about\b`,
    ),
  },
  {
    id: 'papers for afterwards',
    kind: 'intent_to_die',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:called|labelled|marked|named) '?for after(?:wards)?'?|\bfor when i'?m not (?:here|around)\b|\b(?:insurance papers|pin numbers|bank details|policy numbers)\b(?=[^.!?\n]*\b(?:for after|folder|left|envelope|for \w+ to)\b)`,
    ),
  },
  {
    id: 'no way back',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:didn't|did not|won't|not) (?:book|buy|get|need) (?:a )?return(?: ticket| train| journey)?\b|\bno return (?:ticket|train|journey)\b`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'an alibi',
    kind: 'intent_to_die',
    weight: 0.4,
    pattern: rx(
      String.raw`\btold (?:work|mum|mom|dad|everyone|them|my \w+) (?:i'm|i am|that i'm|i'd be|i was) (?:at a friend's|staying (?:at|with)|away|busy|fine|on holiday|going away)\b|\btaking (?:friday|monday|the day|the week|tomorrow) off\b(?=[^.!?\n]*\b(?:nobody|no one|won't)\b)`,
    ),
    needsEntry: /\b(?:nobody|no one|noone) (?:will|would|'ll) (?:be )?(?:look|miss|know|notice|check)/,
  },
  {
    id: 'sparing them the mess',
    kind: 'intent_to_die',
    weight: 0.6,
    pattern: rx(
      String.raw`\bso (?:nobody|no one|they|mum|mom|my \w+) (?:has|have|won't have|doesn't have|don't have) to (?:deal with|clean up|sort out|find|see)${gap(3)} (?:after|afterwards|me)\b|\b(?:nobody|no one) has to deal with (?:a |the )?mess after\b`,
    ),
  },
  {
    id: 'rehearsing the place',
    kind: 'intent_to_die',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:walked|visited|been to|gone to|drove to|driven to|went (?:back )?to|checked) (?:it|there|the (?:bridge|spot|place|cliff|station|car park|edge))(?: again)? (?:\w+ )?(?:times|every (?:day|night)|again)\b|\b(?:practised|practiced|rehearsed|a dry run|trial run)\b(?![^.!?\n]*\b(?:speech|presentation|interview|lines|song|piano|exam|driving test|wedding)\b)`,
    ),
  },
  {
    id: 'knowing the place and time',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:know|worked out|found out) (?:exactly )?(?:which|where|what time|when) (?:the )?(?:bridge|spot|place|building|car park|cliff|train|line|it's quiet|it is quiet|nobody's around|no one's around)\b|\bwhat time it's quiet\b`,
    ),
  },
  {
    id: 'the trains that do not stop',
    kind: 'intent_to_die',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:looked up|look up|checked|googled|found out|learned|know|noted|wrote down)\b[^.!?\n]{0,40}\b(?:fast|express|non-stop|through|freight) (?:line|train|service)s?\b[^.!?\n]{0,30}\b(?:doesn't|don't|do not|does not|never) stop\b`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'a message for later',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:recorded|made|filmed|wrote|written|left) (?:a |some )?(?:video|message|letter|voice note|recording)s? for (?:my |the )?\w+(?: \w+)? to (?:watch|read|hear|open|have) (?:when|after|once|one day|later)\b`,
    ),
  },
  {
    id: 'asking to be forgiven',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      String.raw`\bi hope (?:he|she|they|you|everyone|my \w+) (?:can )?forgives? me\b|\bplease forgive me\b|\b(?:i'm|i am) sorry for what i'm (?:about|going) to\b`,
    ),
  },
];

// ---------------------------------------------------------------------------------------------------------------
// self_harm: hurting oneself on purpose

const SELF_HARM: TCrisisCue[] = [
  {
    id: 'hurting my own body',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      String.raw`\b${HARM_VERB} (?:myself${NOT_HARM_AFTER}|(?:[\w']+ ){0,3}?(?:into |on |across |along |up )?my ${BODY}\b)`,
    ),
    couldBeAccident: true,
    notWhen:
      /\bmy (?:hair|nails|fringe|toenails|beard)\b(?![^.]*\b(?:until|on purpose|to feel|blade|razor)\b)/,
    writerIsSubject: true,
  },
  {
    id: 'self-harm named',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      String.raw`\bself[- ]?harm(?:ing|ed|s)?\b(?![- ](?:awareness|prevention|training|module|lecture|research|support|services?|charity|group|course))|\bsh urges?\b`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'cutting, as a habit',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:been|started|start|starting|back to|urges? to|want to|need to|needed to|itching to|craving|resist(?:ing|ed)?|relapsed into|stopped|stop|quit|by|through|is) (?:cutting|cut|burning|scratching)(?: myself)?(?= *(?:$|again|for|since|tonight|last night|today|when|whenever|to|deep|deeper|so))`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'cutting again',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(String.raw`\b(?:cutting|cut|burning|burnt|burned) again\b(?! (?:the|my|some|a|his|her|our))`),
    couldBeAccident: true,
  },
  {
    id: 'cutting, named in recovery',
    kind: 'self_harm',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:clean|free|sober) (?:from|of) (?:cutting|self[- ]?harm(?:ing)?|sh|burning myself)\b|\b(?:days|weeks|months) without (?:cutting|self[- ]?harm(?:ing)?|hurting myself|burning myself)\b`,
    ),
  },
  {
    id: 'a relapse',
    kind: 'self_harm',
    weight: 0.5,
    pattern: rx(
      String.raw`\brelaps(?:e|ed|ing)\b|\bslipped up\b|\bbroke my (?:clean )?streak\b|\bafter (?:\d+|\w+) (?:days|weeks|months|years) clean\b|\b(?:did|done) it again\b`,
    ),
  },
  {
    id: 'a blade or a lighter',
    kind: 'self_harm',
    weight: 0.4,
    pattern: rx(
      String.raw`\b(?:blades?|razors?|razor blades?|compass|box cutter|stanley knife|craft knife|lighter|scissors|broken glass|shard)\b`,
    ),
    notWhen: /\bshav(?:e|ed|ing)\b|\bwrapping paper\b|\bcraft\b/,
  },
  {
    id: 'blades kept for later',
    kind: 'self_harm',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:razor blades?|blades?|razors?)\b[^.!?\n]{0,50}?\b(?:hidden|hide|hiding|stash|stashed|keep|kept|for when it gets (?:bad|too much|worse)|just in case|out of reach)\b`,
    ),
  },
  {
    id: 'using it on my body',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:use|using|used) (?:it|them|(?:the|a|my) (?:\w+ )?\w+) (?:on|against|across|into) my ${BODY}\b|\b(?:held|hold|holding|put|putting|pressed|pressing|dragged|dragging|ran|running|took|take|taking) (?:a |the |my )?(?:knife|blade|razor|glass|scissors|lighter|broken glass) (?:to|against|on|across|over) my (?:wrists?|arms?|throat|skin|neck|thighs?|legs?|stomach)\b|\b(?:razor|blade|blades|knife|lighter|scissors)\b[^.!?\n]{0,60}?\b(?:on|into|across|against) (?:my )?(?:wrists?|arms?|forearms?|thighs?|legs?|skin|stomach|myself)\b|\b(?:myself|my ${BODY})\b[^.!?\n]{0,40}?\bwith (?:a |the |my |some )?(?:blade|razor|razors|knife|lighter|scissors|compass|hair straighteners|straighteners|cigarettes?|lit match|keys)\b`,
    ),
    couldBeAccident: true,
    writerIsSubject: true,
  },
  {
    id: 'hitting a wall until it hurts',
    kind: 'self_harm',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:hit|hitting|hits|bang|banging|banged|bangs|slam|slamming|slammed|smash|smashing|smashed) my (?:head|fists?|hands?|knuckles|face) (?:against|into|off) (?:the |a )?(?:\w+ )?(?:wall|floor|door|desk|table|mirror|tiles|radiator|window)|\b(?:hit|hitting|hits|bang|banging|banged|bangs|smack|smacked|smacking|slap|slapped) my (?:head|fists?|face) on (?:the |a )?(?:\w+ )?(?:wall|floor|tiles)\b(?=[^.!?\n]*\b(?:to make|to stop|until|till|on purpose|whenever|so hard|deliberately)\b)|\b(?:hit|hitting|hits|bang|banging|banged|bangs|slam|slammed|slamming) my (?:head|fists?|face) (?:on|against|into) (?:the |a )?(?:\w+ )?\w+ (?:over and over|again and again|repeatedly)\b(?=[^.!?\n]*\b(?:until|to make|to stop|on purpose|because i|when i|so hard)\b)|\b(?:punch|punched|punching|punches|hit|hitting|smash|smashed|smashing|kick|kicked|kicking|bang|banged|banging) (?:the |a )?(?:wall|walls|mirror|door|window|brick|bricks|tiles)\b(?=[^.!?\n]*\b(?:until|till|so hard|on purpose|whenever|when it gets|to feel|bled|bleeding|split|broke|broken)\b)`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'digging in until it bleeds',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:dig|digs|digging|dug) (?:my )?(?:nails|fingernails|the \w+)(?: in)?(?:to)? (?:my )?(?:${BODY}|skin|palms?)\b|\bpull(?:ing|ed|s)? (?:out )?(?:my )?(?:hair|eyelashes|lashes|eyebrows)(?: out)?\b(?=[^.!?\n]*\b(?:until|clumps|handfuls|chunks|bald|bleed|bled|patches)\b)|\b(?:make|makes|making|made) myself (?:throw up|vomit|purge|be sick|sick|bleed)\b(?! (?:with|from|over|about|laughing|worrying))|\b(?:make|makes|making|made) myself (?:run|exercise|work out|train|swim)${gap(3)} until (?:i'm sick|i was sick|i throw up|i threw up|i collapse|i collapsed|i faint|i fainted|i can't (?:stand|breathe))\b|\bnails dug (?:in)?to my ${BODY}\b|\b(?:my|i)\b[^.!?\n]{0,60}?\b(?:until|till) (?:it|they|i|my \w+|the skin) (?:\w+ and )?(?:bled|bleeds|was bleeding|were bleeding|started bleeding|bleed|broke|split|blistered|saw stars|went numb|burned|burnt|cracked and bled|rang)\b`,
    ),
    couldBeAccident: true,
    writerIsSubject: true,
  },
  {
    id: 'marks on my body',
    kind: 'self_harm',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:cuts|scars|marks|burns|scabs?)\b(?: \w+){0,3} (?:on|up|across|along|in|down|over) my ${BODY}\b|\bscabbing\b`,
    ),
  },
  {
    id: 'fresh cuts',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:fresh|new|deep|deeper) (?:cuts|burns|slashes|gashes)\b(?: \w+){0,3} (?:on|up|across|along|in|down|over) my ${BODY}\b`,
    ),
    couldBeAccident: true,
  },
  {
    id: 'more marks',
    kind: 'self_harm',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:adding|add|added|making|made) (?:new|more|fresh) (?:ones|cuts|scars|marks|burns)\b`,
    ),
  },
  {
    id: 'hiding the marks',
    kind: 'self_harm',
    weight: 0.4,
    pattern: rx(
      String.raw`\blong sleeves\b|\b(?:hid|hide|hiding|cover|covering|covered) (?:up )?(?:the |my )?(?:marks|scars|cuts|burns|bruises|arms|wrists)\b|\b(?:so|where) (?:no one|nobody|noone|no-one) (?:saw|sees|can see|could see|would see|will see|notices|noticed)\b`,
    ),
  },
  {
    id: 'the urge to hurt myself',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      String.raw`\burges? to (?:cut|hurt myself|harm myself|self[- ]?harm|burn myself|punish myself|bleed)\b|\b(?:want|need|itching|craving) to (?:cut|bleed)\b(?= *(?:$|again|so|myself|tonight|deep))`,
    ),
  },
  {
    id: 'starving as a punishment',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:haven't|not|didn't|stopped|barely|won't let myself|don't let myself) eat(?:en|ing)?${gap(5)} (?:to punish myself|as (?:a )?punishment|because i don't deserve (?:it|to))\b|\bdon't deserve to eat\b|\b(?:skipping|skipped|skip|starving|starved|not eating|stopped eating|refusing food)${gap(2)} (?:on purpose|deliberately)\b(?=[^.!?\n]*\b(?:deserve|punish|empty|hurt|pain)\b)`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'punishing myself',
    kind: 'self_harm',
    weight: 0.6,
    pattern: rx(
      String.raw`\bpunish(?:ed|ing)? myself\b|\bto punish myself\b|\bto feel (?:something|anything|real|pain)\b|\b(?:the right|my|a|as) punishment\b|\bdeserve (?:to (?:feel|hurt|suffer|be in pain|bleed)|the pain|it)\b(?=[^.!?\n]*\b(?:pain|hurt|empty|bleed|suffer)\b|(?= *$))`,
    ),
  },
  // Weaker signs that add up: picking or scalding the skin, a kit, covering up in the heat, what it does for me.
  {
    id: 'picking the skin raw',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:pick(?:ed|ing|s)?|scratch(?:ed|ing|es)?|scrub(?:bed|bing|s)?|rub(?:bed|bing|s)?|dig(?:ging)?|tear(?:ing)?|tore) (?:at )?(?:my )?(?:${BODY}|skin|scabs?)${gap(4)} (?:until|till) (?:they|it|the skin) (?:were|was|went|is|are)? ?(?:raw|bleeding|bloody|red raw)\b`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'burning on purpose',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:put|held|hold|press(?:ed)?|keep) my (?:hand|hands|arm|arms|wrist|fingers?|palm) (?:on|over|under|against|in) (?:the )?(?:hob|flame|iron|kettle|boiling water|hot water|radiator|candle|lighter|cooker|oven door)\b(?=[^.!?\n]*\b(?:count|until|when i|whenever|only thing|on purpose|deserve|shut|stop)\b)`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'snapping a band on my wrist',
    kind: 'self_harm',
    weight: 1,
    couldBeAccident: true,
    pattern: rx(
      String.raw`\bsnap(?:ped|ping|s)? (?:a|the|my) (?:hair ?band|elastic band|rubber band|hair tie|band)\b${gap(3)} (?:against|on) my (?:wrist|arm|skin)\b(?=[^.!?\n]*\b(?:until|welts|bleed|bled|punish|hurts|marks|raw|every time|whenever)\b)|\b(?:safety pin|needle|pin|compass point|pencil sharpener blade)\b${gap(4)} (?:into|across|on) my (?:skin|${BODY})\b`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'swallowing something harmful',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:drank|drink|drinking|swallowed|swallow|swallowing|ate|eaten) (?:some |a bit of |a cup of |a capful of )?(?:bleach|cleaning fluid|antifreeze|batteries|glass|screws|pins|detergent|washing powder|dishwasher tablets?|weedkiller)\b`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'breaking my own bones',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:broke|break|breaking|fractured|dislocated|sprained) my own ${BODY}\b|\b(?:broke|break|fractured) my ${BODY}\b(?=[^.!?\n]*\b(?:on purpose|deliberately)\b)`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'the urges',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:the |my |sh |self-harm |cutting )?urges?\b (?:are|is|were|was|have been|keep|has been|came|come)${gap(2)} (?:bad|strong|loud|back|unbearable|getting worse|overwhelming|intense|awful|constant)\b`,
    ),
    notWhen:
      /\b(?:smok\w*|cigarettes?|vap\w*|drink\w*|alcohol|booze|gambl\w*|sugar|snack\w*|eat\w*|food|binge|chocolate|shop\w*|spend\w*|text him|call him|message (?:him|her))\b/,
  },
  {
    id: 'a kit kept ready',
    kind: 'self_harm',
    weight: 0.6,
    needsEntry: /\b(?:blades?|razors?|plasters|steri-?strips|dressings)\b/,
    pattern: rx(String.raw`\b(?:my|a|little) (?:little )?(?:kit|box|stash|supplies)\b`),
  },
  {
    id: 'nobody knows',
    kind: 'self_harm',
    weight: 0.3,
    pattern: rx(
      String.raw`^(?:nobody|no one|noone) knows$|\b(?:nobody|no one) (?:knows|has noticed|has a clue)\b(?= *$)`,
    ),
    needsEntry: /\b(?:blades?|razors?|cuts?|cutting|burns?|scars|marks|bleed|bled)\b/,
    negationIsTheSign: true,
  },
  {
    id: 'covering up in the heat',
    kind: 'self_harm',
    weight: 0.4,
    pattern: rx(
      String.raw`\b(?:cardigan|hoodie|jumper|long sleeves|tights|jeans) (?:in|on) (?:this|the|a) (?:heat|hot day|summer)\b|\b(?:wearing|wore) (?:a )?(?:cardigan|hoodie|jumper|long sleeves) (?:so|to hide|to cover)\b`,
    ),
  },
  {
    id: 'scalding or freezing on purpose',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:scalding|boiling|freezing|ice cold|burning hot) (?:hot )?(?:water|shower|bath|ice)\b${gap(6)} (?:on purpose|to punish|until|as punishment|because i deserve)\b|\b(?:held|hold|holding|pressed) (?:ice|ice cubes|a hot \w+|a lit \w+) (?:on|to|against) my ${BODY}\b(?=[^.!?\n]*\b(?:until|on purpose|punish|deserve|burn|hurt)\b)`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'what it does for me',
    kind: 'self_harm',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:only thing|the one thing) that (?:shuts|quiets|calms|helps|stops|works|makes)\b|\bshuts my head up\b|\b(?:the )?release (?:it gives|i get)\b|\bthe usual(?= *$)`,
    ),
  },
  {
    id: 'breaking a clean streak',
    kind: 'self_harm',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:\w+ )?(?:days?|weeks?|months?) clean\b${gap(4)} (?:and then|then|until|but) (?:i )?(?:snapped|caved|gave in|broke|slipped|messed up|did it)\b|\b(?:snapped|caved|gave in) (?:again|tonight|last night)\b`,
    ),
  },
];

// ---------------------------------------------------------------------------------------------------------------
// danger_from_other: violence, threats, control, being followed, fear of someone

const VIOLENT_ACT = oneOf(
  ...phrases(`
    punched | punches | punching | kicked | kicks | kicking | slapped | slaps | slapping | choked | chokes
    choking | strangled | strangles | strangling | shoved | shoves | shoving | raped | rapes | assaulted
    assaults | attacked | attacks | abused | abuses | abusing | stabbed | stabs | burned | burnt
    headbutted | smacked | smacks | throttled | throttles | hit | hits | hitting | beat | beats | beaten
    beating | whacked | thumped | thumps | elbowed | spat (?:on|at) | pinned | pins | dragged | drags
    pushed | pushes | pushing | hurt | hurts | hurting | molested | touched | battered | stamped on | kneed
    bit | bites | grabbed | grabs | spits (?:on|at) | spit (?:on|at) | slammed | slams | smashed | smashes
    banged | bangs | scratches | scratched
  `),
);

const DANGER_FROM_OTHER: TCrisisCue[] = [
  {
    id: 'someone hit me',
    kind: 'danger_from_other',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b${AGENT}\b${gap(6)} (?:has |had |keeps |kept |is |was |has been |have been |started |always |still |would |used to |never )?${VIOLENT_ACT}(?: and ${VIOLENT_ACT})? (?:me|us)\b${NOT_VIOLENCE_AFTER}|\b${AGENT}\b${gap(6)} ${VIOLENT_ACT} (?:me )?(?:in |on |into |against )?(?:my|the) (?:head|face|neck|throat|stomach|ribs|back|chest|eye|mouth|jaw|nose|arm|arms|legs?|body|side)\b|\bi (?:was|got|'ve been|have been|had been) (?:hit|punched|kicked|slapped|choked|strangled|raped|assaulted|attacked|beaten|beaten up|stabbed|abused) by\b`,
    ),
    couldBeJoke: true,
    notWhen: test(String.raw`${PLAY}|${HURT_FEELINGS}`),
  },
  {
    id: 'an injury they gave me',
    kind: 'danger_from_other',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:he|she|they|${AGENT})\b${gap(3)} (?:broke|fractured|cracked|split|dislocated|bruised|burst|busted|chipped|knocked out) my (?:nose|ribs?|jaw|wrist|arm|fingers?|cheekbone|eye socket|collarbone|tooth|teeth|lip|eye|skull|hand|leg|ankle)\b|\b(?:he|she|they|${AGENT})\b${gap(3)} gave me (?:a |two )?(?:black eyes?|split lip|fat lip|concussion|bruises?|a broken \w+)\b`,
    ),
    couldBeJoke: true,
    notWhen: test(String.raw`${PLAY}|\bby accident\b|\baccidentally\b`),
  },
  {
    id: 'coming at me with something',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:came|comes|coming|went|goes|ran) (?:at|for|after) me with (?:a|the|his|her|their) (?:\w+ )?(?:belt|knife|bat|hammer|bottle|slipper|stick|cane|fists?|chair|iron|plank|shoe)\b|\bwoke up (?:and|to (?:find )?) ?(?:him|her|he|she)(?: was)? (?:on top of me|touching me|inside me|having sex with me|undressing me)\b`,
    ),
  },
  {
    id: 'asked to keep secrets',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\bsit on (?:his|her) (?:lap|knee)\b|\b(?:our|a) (?:little )?secret\b(?=[^.!?\n]*\b(?:he|she|him|her|don't tell|mum|mom)\b)|\bsends? me (?:pictures|photos|pics) of (?:himself|herself)\b|\basks? me to (?:keep (?:it|secrets)|not tell)\b`,
    ),
  },
  {
    id: 'hands round my neck',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:put|puts|had|has|wrapped|wraps|got|gets|kept) (?:his|her|their|both) hands? (?:round|around|on|over) my (?:neck|throat|mouth)\b|\b(?:grabbed|grabs|grabbing|squeezed|squeezes|held|holds|pressed|gripped|had|got|pinned) (?:me by )?(?:the|my) (?:throat|neck)\b|\b(?:grabbed|grabs|dragged|drags|pulled|pulls) me by (?:the|my) (?:hair|arm|wrist|neck|throat)\b|\bheld me down\b|\b(?:held|holds|holding|pushed|pushes|forced|shoved) (?:my head|me|my face) (?:under|into|down into) (?:the )?(?:water|bath|sink|pillow|toilet)\b|\bforced (?:me|himself|herself) (?:on me|to have sex|into)|\bmade me have sex\b`,
    ),
  },
  {
    id: 'something thrown at me',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:threw|throws|thrown|hurled|hurls|chucked|chucks|flung|flings|lobbed) (?:a |an |the |his |her |their |my )?(?:\w+ )?\w+ (?:at|into) (?:me|my (?:head|face|body|back|chest))\b|\b(?:pushed|shoved|threw|dragged|grabbed) me (?:down|against|across|over|off|out of|into (?:the|a) (?:wall|door|table|floor|ground|car|cupboard))`,
    ),
    notWhen:
      /\b(?:ball|frisbee|pillow|cushion|snowball|sweets|confetti|water balloon|compliment|party|surprise|bouquet|paper plane|toddler|tantrums?|kicked off at bedtime)\b/,
  },
  {
    id: 'violence right next to me',
    kind: 'danger_from_other',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:he|she|they|${AGENT})\b${gap(3)} (?:punched|smashed|kicked|slammed|threw|hit|put)${gap(5)} (?:next to|beside|inches from|an inch from|right by|by|past) (?:my (?:head|face)|me)\b`,
    ),
    couldBeJoke: true,
    notWhen: test(PLAY),
  },
  {
    id: 'a child hurt at home',
    kind: 'danger_from_other',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:shook|shakes|shaking|hit|hits|beat|beats|slapped|slaps|kicked|punched|hurt|hurts|burned|burnt|grabbed|threw|throws|smacked) (?:him|her|them|my (?:son|daughter|kids?|children|baby|boy|girl|little one)|the (?:kids|baby|children))\b${gap(4)} (?:so hard|until|and (?:he|she|they) (?:was|were) (?:sick|crying|bleeding)|black and blue|bruises?|marks|a black eye|he was sick|she was sick|in the face|with a belt|across the (?:face|room))`,
    ),
    needsEntry: /\b(?:son|daughter|kids?|children|child|baby|boy|girl|little one|toddler)\b/,
  },
  {
    id: 'someone at home hurts my family',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b${AGENT}\b${gap(5)} (?:hits|hit|beats|beat|slaps|slapped|punches|punched|kicks|kicked|hurts|chokes|choked|strangles|strangled|shook|shakes|smacks|batters|battered|abuses|abused) (?:my (?:little |baby |younger |big |older )?(?:brother|sister|son|daughter|kids?|children|baby|boy|girl|siblings|mum|mom|mother|dad|father)|the (?:kids|baby|children)|us)\b${NOT_VIOLENCE_AFTER}`,
    ),
    couldBeJoke: true,
    notWhen: test(PLAY),
  },
  {
    id: 'afraid for my child',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:terrified|scared|afraid|frightened|worried sick|dreading) (?:of|about) (?:sending|letting|leaving|taking) (?:him|her|them|my \w+|the kids|the baby) (?:back|there|with|alone|to)\b`,
    ),
  },
  {
    id: 'a threat to hurt me',
    kind: 'danger_from_other',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:said|says|saying|told me|tells me|threatened|threatens|texted|messaged|wrote|warned|swore|swears|keeps saying|kept saying|screamed|shouted|yelled|promised|whispered)\b[^.!?\n]{0,70}?\b(?:he|she|they|i)(?:'d|'ll| would| will| is going to| was going to| are going to|'s going to| could)? ?(?:(?:stab|shoot|beat|batter|attack|drown|bury|hurt|strangle|choke|kill) (?:me|us|the (?:dog|cat|kids|children|baby)|my (?:\w+))\b(?! (?:at|in) (?:chess|cards|the game))|burn (?:the|my|our) (?:house|flat|place|car) down|break (?:my|both my|every bone in my) \w+|put me in (?:hospital|the ground|a wheelchair|my grave|a coffin)|make (?:me|sure i) (?:pay|regret|suffer|never)|come after (?:me|us)|find me|take the kids|(?:i'd|i'll|i would|i will) regret (?:it|this|leaving)|should watch (?:myself|my back|out)|(?:had )?better (?:be careful|watch (?:myself|out|my back)|look over my shoulder)|never see (?:daylight|the kids|my kids|my family)|ruin (?:me|my life)|end me|pay for (?:this|it|that)|(?:be )?next\b|throw acid|set fire to|use (?:it|the gun|the knife|a gun|a knife) on me|kill (?:himself|herself|themselves)(?: and (?:then )?(?:me|us))?)`,
    ),
    couldBeJoke: true,
    notWhen:
      /\b(?:kill|strangle|murder) me\b(?![^.!?\n]*\bif (?:i|you) (?:ever |even )?(?:leave|left|go|went|tell|told|call|called|ring|rang|report|talk to|see|saw|cheat|try|tried|move out|break up|take)\b)(?![^.!?\n]*\bthreaten)|\bbreak my (?:neck|legs?)\b(?=[^.!?\n]*\bif i (?:crash|dent|scratch|break|lose|forget|spill|miss|am late|'m late|was late|mess|ruin)\w*)|\bif i (?:tell|told|say|said)(?: [\w'-]+){0,2}? (?:about|what) (?:the|his|her|my|our) (?:surprise|party|present|gift|plan|plans|spoiler|ending|score|result|secret recipe)\b/,
  },
  {
    id: 'a weapon and a threat',
    kind: 'danger_from_other',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:he|she|they)(?:'ll|'d| will| would| is going to| was going to) use it\b|\b(?:reminds|reminded|shows|showed|tells|told) me (?:it's|that it's|where it is|it is|he has it|she has it)\b|\b(?:waves|waved|points|pointed|cleans|cleaned|gets|got) (?:it|the (?:gun|knife|shotgun|rifle)) (?:out )?(?:at me|in front of me|when we argue|when he's angry|when she's angry)\b`,
    ),
    needsSentence: /\b(?:knife|knives|gun|guns|shotgun|rifle|weapon|bat|hammer|blade|machete)\b/,
  },
  {
    id: 'I am next',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(String.raw`\b(?:i'm|i am|you're|you are|i'd be|i'll be) next\b`),
    needsEntry: /\b(?:he|she|they|him|her)\b/,
    couldBeJoke: true,
    notWhen: /\b(?:queue|line|turn|haircut|interview|up|in line)\b/,
  },
  {
    id: 'an ex who will not let go',
    kind: 'danger_from_other',
    weight: 0.4,
    pattern: rx(
      String.raw`\bmy ex\b${gap(3)} (?:keeps|won't stop|still|has been|kept|started)\b|\b(?:at (?:[1-5]|three|four|two) ?am|in the middle of the night)\b(?=[^.!?\n]*\b(?:turn(?:ed|s|ing)? up|show(?:ed|s|ing)? up|outside|banging|knocking)\b)|\b(?:turn(?:ed|s|ing)? up|show(?:ed|s|ing)? up|banging on my door)\b[^.!?\n]*\b(?:at (?:[1-5]|three|four|two) ?am|in the middle of the night)\b`,
    ),
  },
  {
    id: 'threatened with harm',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\bthreaten(?:ed|s|ing)? (?:to )?(?:kill|hurt|hit|beat|stab|shoot|strangle|choke|attack|burn|set fire|torch|break (?:my|every)|smash my|throw acid|run me over|kill (?:himself|herself|themselves|my)) ?(?:me|us|my|the)?|\bthreaten(?:ed|s|ing)? me with (?:a |an |his |her |their )?(?:knife|gun|weapon|bat|hammer|bottle|blade)\b|\bthreaten(?:ed|s|ing)? to (?:post|share|send|leak|show)${gap(2)} (?:nudes|photos|pictures|videos|images)\b|\bthreaten(?:ed|s|ing)? to \w+${gap(4)} ${CONTROL_CONDITION}|\b${AGENT}\b${gap(4)} (?:held|holds|holding|put|puts|pressed|pulled|pointed|points) (?:a |the |his |her |their )?(?:knife|gun|blade|razor|broken bottle|glass) (?:to|against|on|at) (?:my|me)\b|\b(?:i'll|i will|you'll|you will) regret (?:leaving|it if (?:i|you) (?:leave|go|tell))\b`,
    ),
    couldBeJoke: true,
  },
  {
    id: 'a threat if I leave',
    kind: 'danger_from_other',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`${CONTROL_CONDITION}[^.!?\n]{0,50}?\b(?:he|she|they)(?:'ll|'d| will| would| is going to| was going to) (?:make sure|kill|hurt|find|come after|make (?:me|her|him|them|us)|ruin|destroy|take|burn|end|beat|break|put me|send me|tell (?:them|the police|everyone|social services)|get (?:the kids|the baby|custody))\b`,
    ),
    couldBeJoke: true,
  },
  {
    id: 'kept from leaving',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:won't|will not|wouldn't|doesn't|didn't|never) let me (?:out|leave the (?:house|flat|room)|leave(?= *$)|go out|out of (?:the|his|her|my) (?:room|sight|house|flat))\b|\b(?:won't|will not|doesn't|does not|never) let me${gap(4)} (?:anymore|any more|without (?:him|her))\b|\block(?:s|ed|ing)? me in\b|\block(?:s|ed|ing)? me out(?: of (?:the|our|my) (?:house|flat|home|room|bedroom)| (?:all night|overnight|in the cold))\b|\bblock(?:s|ed|ing)? the (?:door|doorway|exit)\b|\bstands? in the doorway\b|\b(?:not|never) allowed to (?:see|go|leave|talk to|speak to|have|visit|use|call)\b(?=[^.!?\n]*\b(?:him|her|them|he|she|without)\b)|\blet me (?:see|talk to|visit|call|have)\b(?<=\b(?:he|she|they|${RELATION}) (?:won't|doesn't|will not|does not|never) let me \w+(?: to)?)`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'watched phone',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:checks|check|checking|goes through|go through|went through|reads|read|looks through|monitors)(?: all| every one of)? my (?:phone|messages|texts|emails|bank|location|dms|whatsapps)\b|\b(?:keeps|kept|took|takes|holds|controls) my (?:phone|car keys)\b`,
    ),
  },
  {
    id: 'deciding who I see',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\btells? me (?:who|what|where) i (?:can|can't|am allowed to|'m allowed to) (?:talk to|see|speak to|be friends with|wear|eat|go)\b|\b(?:not allowed|isn't allowed) (?:to have|any) friends\b|\bcut me off from (?:my|all my)\b`,
    ),
  },
  {
    id: 'controlled money',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:keeps|kept|took|takes|has|holds|controls|control)${gap(3)} (?:my|the|our|all the) (?:bank card|cards|money|finances|wages|passport|benefits|salary|pay)\b`,
    ),
  },
  {
    id: 'asking for money',
    kind: 'danger_from_other',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:have|had|has) to ask (?:him|her|them) (?:for|before|if|permission)\b|\baccount for every (?:penny|pound|cent|dollar)\b|\bgives? me an allowance\b|\bask(?:ing)? (?:him|her) for money\b|\b(?:only )?allowed (?:£|\$)?\d+ (?:a|per) (?:week|month|day)\b|\bchecks? (?:the|my|all my) receipts\b`,
    ),
  },
  {
    id: 'followed and watched',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:found out|finds out|worked out|found|tracked down|got hold of|has got|got) (?:exactly )?(?:where i (?:live|work|am|'m staying|park)|when i (?:finish|leave|get home|go)|my (?:new )?(?:address|routine|schedule|flat|house))\b|\b(?:follows|followed|following) me (?:home|to work|everywhere|around|from)\b|\b(?:waiting|waits|waited|sat|sits) outside my (?:house|flat|work|door|window)\b|\b(?:waiting|waits|waited) outside(?= *$| for me)|\b(?:tracker|tracking device|airtag|gps) (?:on|in|under) my (?:phone|car|bag|coat)\b|\btracks my (?:location|phone)\b`,
    ),
    notWhen:
      /\b(?:my (?:mum|mom|dad|parents|boss|manager|friend|bestie|best friend)|the (?:postman|delivery))\b(?![^.]*\bex\b)/,
  },
  {
    id: 'someone who knows my movements',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:knows|know|knew)(?: exactly)? (?:where i (?:live|work|am|'m staying|park)|when i (?:finish|leave|get home|go)|my (?:address|routine|schedule))\b|\b(?:keeps|kept|keep) (?:turning up|showing up|coming (?:round|by)) (?:outside|at|to) my\b`,
    ),
    notWhen:
      /\b(?:coffee|flowers|cake|sweet|sweetheart|lovely|kind|surprise|my (?:mum|mom|dad|parents|boss|manager|friend|neighbour|partner) knows)\b/,
  },
  {
    id: 'unwanted contact',
    kind: 'danger_from_other',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:leaving|left|leaves|keeps leaving) (?:notes|things|flowers|messages|letters|dead \w+) (?:on|at|outside|through) my\b|\b(?:a |the )?dead (?:bird|rat|mouse|animal|cat|fox|rabbit) (?:on|at|outside|through) my (?:doorstep|door|step|car|letterbox|windscreen)\b|\b(?:sent|sends|texted|messaged|called)${gap(2)} (?:me )?(?:\d{2,}|dozens of|hundreds of|twenty|thirty|forty|fifty) (?:messages|texts|calls|times)\b|\b(?:messages|calls|texts) (?:me )?from (?:new|different|withheld|unknown) numbers\b|\bchanged my (?:phone )?number (?:\w+ times|again|twice|because)\b|\bpolice (?:said|say|can't|won't|couldn't|didn't)\b|\b(?:restraining|non-molestation|protective|protection) order\b`,
    ),
  },
  {
    id: 'afraid of someone',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:afraid|scared|terrified|frightened|petrified) (?:of )?(?:what )?(?:he|she|they|${AGENT})(?:'ll|'d| will| would| might| could| is going to| was going to|'s going to|'s gonna)? (?:do (?:to me|to us|next|when)|hurt|hit|kill|find me|come (?:back|after|home)|beat|snap|lose it|do something)\b|\b(?:afraid|scared|terrified|frightened|petrified) of (?:him|her|them|my (?:own )?(?:${RELATION}))\b(?! (?:finding out|leaving|getting|being))|\b(?:afraid|scared|terrified|frightened|dread(?:ing)?) (?:to|of) (?:go(?:ing)?|com(?:e|ing)) (?:back )?home\b|\b(?:afraid|scared|terrified|frightened|petrified) (?:he|she|they)(?:'ll|'d| will| would| might) find out\b${gap(6)} (?:a lawyer|a solicitor|the police|a refuge|women's aid|a helpline|leaving|where i (?:am|live|'m staying)|the divorce|escap\w*|a counsellor)\b|\b(?:afraid|scared|terrified|frightened) to be (?:alone )?(?:in the (?:house|flat|same room)|alone with (?:him|her|them))\b`,
    ),
  },
  {
    id: 'not safe',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:not|never|no longer) safe (?:at home|in (?:my|our|the) (?:home|house|flat|room)|around (?:him|her|them|my \w+)|with (?:him|her|them|my \w+))|\b(?:don't|do not|never|no longer|didn't) feel safe\b(?= *(?:$|anymore|any more|at home|at night|in my (?:room|bed|house|flat|home)|around|with|near|when (?:he|she|they)))`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'protecting myself at home',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:chair|wedge|something) (?:wedged )?(?:under|against) the (?:door|handle|door handle)\b|\block (?:my|the) (?:bedroom )?door (?:at night|when he|when she)\b|\bsleep(?:ing)? (?:in|with) my (?:clothes|jeans|shoes|hoodie) on\b|\bsleep(?:ing)? in my (?:clothes|jeans|shoes|hoodie)\b|\bsleep(?:ing)? (?:fully dressed|with my clothes on|in my day clothes)\b|\b(?:hid|hide|hiding|hidden|stashed|stash) (?:some )?(?:money|cash|£?\d+|\w+ quid|a bag|my passport|some cash|a spare key)\b[^.!?\n]{0,40}\bin case\b|\b(?:packed|pack|keep|kept) (?:a|an|my) (?:bag|go bag|escape bag|overnight bag) (?:ready|in case|by the door|hidden)\b`,
    ),
  },
  {
    id: 'ready to flee',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\bin case i (?:have to|need to|need) (?:leave|get out|run|escape|flee|get a taxi|go|a taxi|somewhere to go)\b(?! (?:to the (?:shops|shop|toilet|loo)|early|for work))`,
    ),
  },
  {
    id: 'an escape bag',
    kind: 'danger_from_other',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:packed|pack|keep|kept) (?:a|an|my) (?:\w+ )?(?:bag|suitcase)${gap(6)} (?:hid|hidden|hide|ready|in case|by the door)\b`,
    ),
  },
  {
    id: 'cut off from help',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:broke|smashed|took|hid|threw away|destroyed|takes|hides|breaks)${gap(1)} (?:my|the) (?:phone|keys|car keys|passport|sim card|charger)\b|\bhide (?:in|under) (?:the|my) \w+ (?:when|until|from)\b|\bhid(?:e|ing)? from (?:him|her|them)\b`,
    ),
  },
  {
    id: 'no way to call for help',
    kind: 'danger_from_other',
    weight: 0.5,
    pattern: rx(
      String.raw`\bso i (?:couldn't|can't|wouldn't be able to|won't be able to) (?:call|ring|text|contact|phone|get|go|leave|escape)(?: (?:anyone|anywhere|for help|help|the police|my \w+|out|away))?\b`,
    ),
  },
  {
    id: 'not surviving them',
    kind: 'danger_from_other',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:won't|wouldn't|don't think i'll|don't think i would|not sure i'll|might not|may not) (?:survive|make it|live|get out alive|be alive)${gap(3)} (?:if i stay|if i don't (?:leave|get out)|with (?:him|her)|living with (?:him|her)|much longer with)\b|\b(?:he|she)(?:'s| is)? going to kill me (?:one day|someday|eventually)\b`,
    ),
  },
  {
    id: 'being followed',
    kind: 'danger_from_other',
    weight: 0.8,
    pattern: rx(
      String.raw`\bi(?:'m| am| think i'm| think i am| feel like i'm) being (?:followed|watched|stalked|tracked)\b`,
    ),
  },
  {
    id: 'watched from outside',
    kind: 'danger_from_other',
    weight: 0.6,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:same|a|the|this) (?:car|van|man|guy|person|bloke)\b${gap(4)} (?:outside|parked outside|near|opposite|across from) my (?:house|flat|work|door|window|school)\b${gap(4)} (?:every (?:night|day|morning|evening)|again|all week|for days|for hours)\b`,
    ),
  },
  {
    id: 'walking on eggshells',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\bwalking on eggshells\b|\bnever know (?:which version of (?:him|her)|what mood (?:he|she)|what (?:he|she)'ll be like|who's coming home)\b`,
    ),
  },
  {
    id: 'an angry or drunk partner',
    kind: 'danger_from_other',
    weight: 0.4,
    pattern: rx(
      String.raw`\b(?:he|she|${AGENT})(?: (?:lost it|loses it|lost (?:his|her) temper|loses (?:his|her) temper|flew into a rage|flies into a rage|snapped|went mad|kicked off|gets angry|got angry|was drinking|is drinking|drinks|gets drunk|came home drunk|comes home drunk|gets like (?:this|that))|'s (?:drinking|been drinking|angry|drunk))\b`,
    ),
  },
  {
    id: 'coming into my room at night',
    kind: 'danger_from_other',
    weight: 0.7,
    pattern: rx(
      String.raw`\b(?:came|comes|coming|come|keeps coming) (?:in)?to my (?:room|bed|bedroom)(?: at night| when| late)\b|\bmakes? me (?:touch|do things)\b|\bdidn't (?:let go|stop) when i\b|\bdon't know how to say no to (?:him|her)\b`,
    ),
    needsSentence: /\b(?:again|keeps|at night|every night|when)\b/,
  },
  {
    id: 'blackmailed with pictures',
    kind: 'danger_from_other',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\bblackmail(?:ing|ed|s)? me\b|\b(?:send|share|post|show|leak|put)\b${gap(2)} (?:them|the (?:pictures|pics|photos|videos)|my (?:pictures|pics|photos|videos)|nudes)\b${gap(4)} (?:to|with|online|everyone|my \w+)\b[^.!?\n]{0,40}\bif i (?:don't|do not|won't|stop|refuse|tell|block)\b|\bif i (?:don't|do not|won't|stop|refuse|tell|block)\b[^.!?\n]{0,40}\b(?:send|share|post|show|leak) (?:them|the (?:pictures|pics|photos|videos)|my (?:pictures|pics|photos|videos)|nudes)\b`,
    ),
  },
  {
    id: 'watched undressing',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:watches|watched|watching|films|filmed|filming|peeps? at|stares? at) me (?:in the (?:shower|bath)|undress|getting (?:undressed|changed)|when i (?:change|shower|get changed|sleep))\b|\bcomes? into the bathroom when i(?:'m)? (?:in the shower|showering|in the bath)\b`,
    ),
  },
  {
    id: 'no key of my own',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:won't|doesn't|wouldn't|never) (?:give|let) me (?:my own |a |have a |have my own )?key\b`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'shut out',
    kind: 'danger_from_other',
    weight: 0.5,
    pattern: rx(
      String.raw`\bhave to (?:wait|stand|sit) outside (?:if|until|when|till) (?:he|she|they)\b|\blocked out of (?:the|my|our) (?:house|flat|home)\b`,
    ),
  },
  {
    id: 'kept awake',
    kind: 'danger_from_other',
    weight: 0.5,
    pattern: rx(String.raw`\b(?:won't|doesn't|didn't|never) let me sleep\b`),
    negationIsTheSign: true,
  },
  {
    id: 'woken to argue',
    kind: 'danger_from_other',
    weight: 0.5,
    pattern: rx(
      String.raw`\bwakes? me up (?:to|and) (?:argue|shout|scream|start|have a go|interrogate|yell)\b`,
    ),
  },
  {
    id: 'an ultimatum',
    kind: 'danger_from_other',
    weight: 0.5,
    pattern: rx(
      String.raw`\bheld my (?:phone|laptop|passport|cat|kitten) (?:over|out of|under)\b|\bsaid choose\b|\bgave me an ultimatum\b|\bit's (?:him|her|them) or me\b`,
    ),
  },
  {
    id: 'unable to breathe',
    kind: 'danger_from_other',
    weight: 1,
    scope: 'sentence',
    notWhen: test(PLAY),
    pattern: rx(
      String.raw`\b(?:sat|sits|knelt|kneels|lay|lies|leaned|leant) on (?:me|my chest|my back|my neck)\b|\b(?:so|until|till) i (?:couldn't|could not|can't) breathe\b`,
    ),
    needsEntry: SOMEONE_IN_ENTRY,
  },
  {
    id: 'degraded',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\bma(?:kes|de|king) me (?:kneel|beg|apologi[sz]e in front|crawl|stand in the corner)\b|\blaughed (?:when|while|as) i (?:cried|begged|was crying)\b`,
    ),
  },
  {
    id: 'fed like an animal',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\bma(?:kes|de|king) me eat${gap(3)} (?:off|on|from) the floor\b|\bma(?:kes|de|king) me eat${gap(4)} with the (?:dogs?|cats?|animals)\b|\b(?:don't|doesn't|didn't|won't) (?:let me eat|feed me)\b(?! (?:junk|sweets|chocolate|crisps|after))`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'watched from a distance',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:a )?(?:photo|photos|picture|pictures|photograph)s? of me (?:leaving|outside|at|coming|walking|in my|getting)\b(?=[^.!?\n]*\b(?:yesterday|today|last night|this morning|my flat|my house|work)\b)|\bno return address\b(?=[^\n]*\bof me\b)`,
    ),
  },
  {
    id: 'marks on my child',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\bbruises? (?:shaped like|the shape of|in the shape of) (?:fingers|a hand|fingertips)\b|\b(?:finger|fingertip|hand)(?:-shaped)? (?:bruises|marks)\b|\bhandprint on (?:his|her|their|my \w+'s)\b`,
    ),
    needsEntry: /\b(?:son|daughter|kids?|children|child|baby|boy|girl|little one|toddler)\b/,
  },
  {
    id: 'a phone hidden from them',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\bchecks? (?:it|my phone) (?:while|when) i(?:'m| am)? (?:asleep|sleeping|in the shower|out)\b|\b(?:have to|had to) (?:hide|sleep with|keep) my phone (?:in|under|on)\b`,
    ),
  },
  {
    id: 'leaving only in a box',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:leav(?:e|ing)|get out|go)${gap(4)} (?:is |will be )?in a (?:box|coffin|body bag|wooden box)\b|\bover (?:his|her|my) dead body\b(?=[^.!?\n]*\bleav)`,
    ),
    needsEntry: SOMEONE_IN_ENTRY,
  },
  {
    id: 'told I am worthless',
    kind: 'danger_from_other',
    weight: 0.4,
    pattern: rx(
      String.raw`\b(?:calls|called|tells|told) me (?:i'm |i am |that i'm )?(?:worthless|useless|nothing|a waste of space|pathetic|disgusting|fat and ugly)\b|\b(?:nobody|no one) else would (?:ever )?(?:want|have|love) me\b`,
    ),
    needsEntry: /\b(?:he|she|they|partner|husband|wife|boyfriend|girlfriend|dad|mum|mom|stepdad)\b/,
  },
  {
    id: 'children hiding',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:the kids|my kids|the children|my children|my son|my daughter)\b${gap(2)} (?:hide|hid|hides|run to their rooms?|cry|freeze|flinch)${gap(3)} (?:when|whenever|as soon as|every time) (?:he|she|their dad|their mum|daddy|mummy) (?:comes|gets|walks|shouts|raises)\b`,
    ),
  },
  {
    id: 'what he does to me',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(String.raw`\bwhat (?:he|she|they) (?:does|did|do|has done|keeps doing) to me\b`),
  },
  {
    id: 'touched against my will',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b${AGENT}\b${gap(3)} (?:touch(?:es|ed|ing)?|grop(?:es|ed|ing)) me\b(?= (?:when|at night|where|down there|in (?:my|the|his|her) (?:sleep|night|bed|room)|and i|while))|\b(?:touche[sd]|grop(?:es|ed)) me (?:down there|in my sleep)\b`,
    ),
  },
  {
    id: 'forced into sex',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\bforc(?:es|ed|ing) me (?:to|into) (?:do (?:things|stuff|sexual)|have sex|sleep with|sex)\b|\bma(?:kes|de|king) me (?:have sex|sleep with him|sleep with her|do (?:sexual|things in bed))\b|\bthings i don't want to (?:do )?(?:in bed|sexually)\b|\b(?:doesn't|didn't|won't) stop when i (?:say|said|tell|told) (?:him|her|them)? ?(?:no|to stop)\b`,
    ),
  },
  {
    id: 'silenced',
    kind: 'danger_from_other',
    weight: 1,
    scope: 'sentence',
    pattern: rx(String.raw`\b(?:no one|nobody|noone)(?: would|'d| will)? (?:ever )?believe (?:me|you)\b`),
    needsSentence: /\b(?:says|said|tells me|told me|keeps saying)\b/,
  },
  {
    id: 'abuse named',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b${AGENT} (?:is|has been|was|gets|can be) (?:abusive|violent)\b|\b(?:i'm|i am) (?:in an abusive relationship|being abused)\b`,
    ),
  },
  // Weaker signs of danger that add up, and some that are enough: cover stories for injuries, punishments, a child
  // telling, a broken order, flinching.
  {
    id: 'smashing things in a rage',
    kind: 'danger_from_other',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:he|she|they|${AGENT})\b${gap(3)} (?:smashed|smashes|broke|breaks|punched|punches|kicked|kicks|put his fist through|put her fist through|threw|throws|ripped) (?:the |a |my |our |all the |all my )?(?:door|wall|tv|telly|phone|window|plates?|mirror|things|stuff|furniture|table|chairs?)\b(?! (?:in|at) (?:the )?(?:game|match|gym))`,
    ),
    couldBeJoke: true,
    notWhen: test(PLAY),
  },
  {
    id: 'hurting the animals at home',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:he|she|they|${AGENT})\b${gap(3)} (?:kicked|kicks|hit|hits|hurt|hurts|threw|throws|strangled|drowned|killed) (?:the|my|our) (?:dog|cat|puppy|kitten|pet|rabbit|hamster)\b`,
    ),
    couldBeJoke: true,
  },
  {
    id: 'getting worse',
    kind: 'danger_from_other',
    weight: 0.4,
    pattern: rx(
      String.raw`\b(?:it's|it is|he's|she's|things are|the violence is|the hitting is) (?:getting|got) worse\b|\b(?:more and more|every week now|more often now)\b(?=[^.!?\n]*\b(?:hits?|hurts?|shouts?|angry|rages?)\b)`,
    ),
    needsEntry: /\b(?:he|she|him|her|partner|husband|wife|boyfriend|girlfriend)\b/,
  },
  {
    id: 'keeping them happy',
    kind: 'danger_from_other',
    weight: 0.4,
    pattern: rx(
      String.raw`\b(?:when|if|whenever) i(?:'ve| have)? (?:upset|annoy(?:ed)?|anger(?:ed)?|wound up|displeased|embarrassed|disobey(?:ed)?) (?:him|her|them)\b|\bwhen (?:he's|she's) in (?:a|one of his|one of her) moods?\b`,
    ),
  },
  {
    id: 'an injury explained away',
    kind: 'danger_from_other',
    weight: 0.7,
    pattern: rx(
      String.raw`\b(?:told|tell|telling) (?:the (?:nurse|doctor|gp|teacher|school|hospital|police)|work|everyone|them|people|my \w+) (?:that )?(?:i|it was)${gap(2)} (?:fell|tripped|slipped|walked into|banged|an accident|clumsy)\b`,
    ),
  },
  {
    id: 'a cover story',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\bcover(?:ed|ing)? (?:up )?(?:the |my )?(?:bruises?|marks|black eye) with (?:make-?up|concealer|foundation)\b|\b(?:bruises?|marks|black eye|split lip)\b${gap(5)} (?:i )?(?:tell|told) (?:people|everyone|them|work|the school) (?:are|is|they're|it's|they were|it was) from\b|\b(?:said|told \w+|tell people) (?:that )?i walked into a door\b`,
    ),
  },
  {
    id: 'twisted until it gave',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:he|she|they|${AGENT})\b${gap(3)} (?:twisted|bent|yanked|wrenched|pulled|squeezed|crushed|stood on|sat on|pinned) my (?:arm|wrist|hand|fingers?|neck|head|leg|hair)\b${gap(6)} (?:until|till|so hard|behind my back|popped|snapped|cracked|bruised)\b`,
    ),
    couldBeJoke: true,
    notWhen: test(PLAY),
  },
  {
    id: 'punished by them',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:i )?get punished\b|\b(?:he|she|they) punish(?:es)? me\b|\bmakes? me (?:sleep|stay|stand|kneel|wait|sit) (?:in|outside|on|at)${gap(1)} (?:the )?(?:car|garden|floor|cold|shed|hallway|stairs|doorstep)\b`,
    ),
  },
  {
    id: 'a child tells',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:son|daughter|kids?|child|boy|girl|little one)\b${gap(4)} (?:told|tells|said|says)${gap(3)} (?:daddy|mummy|dad|mum|mommy|he|she|grandad|uncle|my \w+|his \w+|her \w+) (?:hits|hit|hurts|hurt|smacks|smacked|slaps|kicks|touches|touched|shouts and hits|burns) (?:him|her|them|me)\b`,
    ),
  },
  {
    id: 'an order broken',
    kind: 'danger_from_other',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:turned up|showed up|came (?:round|to)|contacted me|messaged me|keeps coming)\b${gap(8)} (?:even though|though|despite|although|when) (?:there's|there is|we have|i have|i've got) (?:a |an )?(?:order|restraining order|non-molestation order|injunction|protection order)\b|\bbroke (?:the|his|her) (?:order|restraining order|bail conditions|injunction)\b`,
    ),
  },
  {
    id: 'knowing where I would be',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\bnever told (?:him|her|them) where i(?:'d| would)? be\b|\b(?:commented on|knew|knows|mentioned) (?:what i (?:was|'m|am) wearing|where i(?:'d| would|'ve| have)? (?:be|been|was))\b`,
    ),
  },
  {
    id: 'flinching',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\bi (?:flinch|flinched|cower|cowered|freeze|froze)\b${gap(3)} (?:when|every time|whenever|if) (?:he|she|they|my \w+) (?:raises?|lifts?|moves?|reaches|comes near|walks in|shouts|gets close)\b`,
    ),
  },
  {
    id: 'false accusations threatened',
    kind: 'danger_from_other',
    weight: 0.8,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:he|she|they)(?:'ll|'d| will| would| is going to) tell (?:them|the police|everyone|social services|the court|people) (?:that )?(?:i'm|i am|it was|i was|i) (?:the one|mad|crazy|unfit|abusive|lying|wanted it|asked for it|started it)\b`,
    ),
    couldBeJoke: true,
  },
  {
    id: 'the children threatened',
    kind: 'danger_from_other',
    weight: 0.6,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:he|she|they)(?:'ll|'d| will| would| is going to) (?:get|take|keep) (?:the kids|the baby|custody|full custody|my kids|my baby|the children|my children)\b|\b(?:never|won't) see (?:the kids|my kids|the baby|my baby|the children) again\b`,
    ),
    couldBeJoke: true,
  },
  {
    id: 'a stranger who knows too much',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:messages?|texts?|calls?|following me|follow requests?|contact(?:ing)? me)\b${gap(3)} (?:from|on|through|via) (?:fake|new|different|anonymous|burner|multiple) (?:accounts?|profiles?|numbers?)\b|\b(?:made|set up|created|using) (?:a )?(?:fake|new|another) (?:account|profile)s? to (?:message|contact|follow|watch) me\b`,
    ),
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Loose signs: broad families of words, each about a third of an alarm. New wording rarely matches a precise cue,
// but a crisis entry usually carries several of these at once (a place, a means, despair, hiding it), where a
// look-alike carries one. They count only in sentences about the writer (or, for danger, with someone acting on
// the writer), and the usual guards apply (denial, topic talk, jokes).

/**
 * A family of loose signs. Signs of danger need someone in the entry and the writer in the sentence; the others
 * need the writer as the subject (said or, in a diary, implied).
 */
const loose = (
  id: string,
  kind: TCrisisKind,
  weight: number,
  source: string,
  { aboutOthers = false }: { aboutOthers?: boolean } = {},
): TCrisisCue => ({
  id: `loose: ${id}`,
  kind,
  weight,
  pattern: rx(source),
  family: true,
  ...(kind === 'danger_from_other'
    ? { needsEntry: SOMEONE_IN_ENTRY, needsSentence: ABOUT_ME }
    : { writerIsSubject: !aboutOthers }),
});

const LOOSE_SIGNS: TCrisisCue[] = [
  loose(
    'dying, said of me',
    'suicidal_ideation',
    0.5,
    String.raw`\bi(?:'m|'ll|'d| am| was| will| would| could| might| want to| wish i was| wish i could)? (?:die|dying|be dead|dead)\b(?! (?:of|for|from|to|than|laughing|tired|on my feet|serious|chuffed|set|easy|inside|good|keen|end|meat|funny|cute)\b)`,
  ),
  loose(
    'ending words',
    'suicidal_ideation',
    0.5,
    String.raw`\b(?:end it|end things|end my life|ending it|not (?:wake|waking) up|in my sleep|(?:take|took) me\b(?! (?:to|out|home|back|for|with|through|ages|forever|a while|an hour|\d))|let (?:it|death|the illness|the cancer|the disease) take me|stop existing|cease to exist|not exist|not be here|not being here|be gone|gone for good|disappear(?:ing)? for good|switch off for good|the other side|afterlife|my funeral|my grave|a coffin|ghost already|drown(?:ing)?|hang myself|overdos(?:e|ing)|suicid\w*|(?:and )?then i can (?:stop|go|rest|be done|let go)(?= *$| for good| forever)|if i (?:just )?(?:didn't|never) (?:get|got) up(?: again)?|ready to (?:leave|go)(?: it| it all| this)?(?= *$)|and then i'm (?:done|gone|out)(?= *$| for good| forever)|waiting for (?:the rest of me|my body|it all|the end) to (?:catch up|give up|finish|end|stop))\b`,
  ),
  loose(
    'despair',
    'suicidal_ideation',
    0.35,
    String.raw`\b(?:hopeless|pointless|worthless|no future|no way out|trapped|can't cope|can't go on|can't do this|can't take (?:it|this|any more|anymore)|given up|giving up|give up on|done with (?:it all|everything|life)|hate (?:myself|my life|being alive)|nobody cares|no one cares|(?:i'm|i am|i feel) (?:so )?(?:empty|numb|broken|alone)|burden|can't picture (?:being|myself)|can't see (?:a|any) future|don't see how i|(?:no|any) reason to (?:stay|live|be here)|what's the point|stop pretending|tired of (?:everything|it all|life|trying|fighting|this))\b`,
  ),
  loose(
    'refusing care',
    'suicidal_ideation',
    0.5,
    String.raw`\b(?:not|won't|refuse to|refusing to|stopped|not going to) (?:have|having|take|taking|start|starting|go to) (?:the |my |any )?(?:treatment|chemo|chemotherapy|meds|medication|insulin|dialysis|tablets|appointments?)\b(?! (?:today|this week|on holiday|until))`,
  ),
  loose(
    'others would cope',
    'suicidal_ideation',
    0.4,
    String.raw`\b(?:would|'d|will|'ll) (?:just )?(?:cope|manage|carry on|move on|get over it|be fine|barely notice|forget me)\b(?= *$| without me| if i)|\b(?:would|'d|will|'ll) (?:just )?(?:shuffle|rearrange|sort out|fill) (?:the|my) (?:rota|shifts|desk|place|job)\b|\b(?:would|'d|will|'ll) (?:just )?replace me\b|\b(?:would|will|'d|'ll) (?:get|have|inherit|take) my (?:flat|house|car|things|stuff|room|savings|money)\b`,
    { aboutOthers: true },
  ),
  loose(
    'a means or a drop',
    'suicidal_ideation',
    0.3,
    String.raw`\b(?:${HIGH_OR_FAST_PLACE}|railings?|edge|barrier|reservoir|viewpoint|quarry|knife|blade|razor|rope|belt|noose|${PILLS}|dose|doses|engine running|exhaust|garage|gun|shotgun|lorries)\b`,
  ),
  loose(
    'dwelling on it',
    'suicidal_ideation',
    0.25,
    String.raw`\b(?:holding (?:the|a|my) (?:\w+ )?(?:knife|blade|pills|tablets|rope|razor|belt)|for (?:ages|hours|an hour|twenty minutes|half an hour|a long time|way too long)|(?:googl\w+|search\w*|looking up|looked up|read(?:ing)? up on) (?:whether|if|how much) it hurts|working out (?:if|how|whether|when)|googl\w+ (?:whether|how|if)|wonder(?:ing)? (?:whether|if) it (?:hurts|would hurt)|(?:stood|sat|standing|sitting|stayed|waited) (?:there|on the edge|at the edge|in the car|on it|up there)|climbed (?:over|onto|up)|watching the (?:lorries|trucks|trains|traffic|water))\b`,
  ),
  loose(
    'hiding how I am',
    'suicidal_ideation',
    0.3,
    String.raw`\b(?:told|tell|telling) (?:my |the )?(?:therapist|counsellor|doctor|gp|mum|mom|dad|everyone|them|people|her|him) (?:i'm|i am|i was|that i'm|that i was) (?:fine|okay|ok|good|alright)\b|\bpretend(?:ing)? (?:i'm|to be|that i'm) (?:fine|okay|ok|happy|alright)\b|\b(?:that was|it was) a lie\b`,
  ),
  loose(
    'asking to be taken',
    'suicidal_ideation',
    0.5,
    String.raw`\b(?:ask|asked|asking|beg|begged|begging|pray|prayed|praying) (?:god|him|the universe|someone|anyone)? ?(?:to|that he'd|that he would|that it would) (?:take me|let me go|end it|not wake me)\b`,
  ),
  loose(
    'when it is all sorted',
    'intent_to_die',
    0.5,
    String.raw`\b(?:it's all sorted|all sorted|everything's sorted|all in order|if i go|when i go|once i go|after that it's|deciding when|that's the day|the code for the safe|what's in my bank|delay on it|on a timer|bought the stuff|got the stuff|made sure the kids (?:are|will be)|changed the subject|didn't tell (?:her|him|them) why)\b`,
  ),
  loose(
    'tools of self-harm',
    'self_harm',
    0.35,
    String.raw`\b(?:blades?|razors?|sharpener|lighter|compass|scissors|bandages?|plasters|steri-?strips|dressings|antiseptic|tweezers)\b`,
  ),
  loose(
    'wounds',
    'self_harm',
    0.35,
    String.raw`\b(?:cuts|cutting|burns|burning|scratch(?:ed|ing|es)?|bruises|bled|bleeding|blood|scars?|marks|wounds?|welts|blisters?|hurting|stung)\b`,
  ),
  loose(
    'secrecy and relapse',
    'self_harm',
    0.35,
    String.raw`\b(?:relaps\w*|clean streak|\w+ (?:days|weeks|months) clean|nobody knows|no one knows|long sleeves|in the toilets|locked (?:myself )?in the bathroom|so (?:nobody|no one) (?:sees|saw|can see)|running out)\b`,
  ),
  loose(
    'not eating',
    'self_harm',
    0.35,
    String.raw`\b(?:ate nothing|haven't eaten|not eating|didn't eat|skipp(?:ed|ing) (?:meals|breakfast|lunch|dinner|food)|starv\w+|purg\w+|throw(?:ing)? up|made myself sick|like (?:it|the) hurting|feel the hunger|if i'm hungry)\b`,
  ),
  loose(
    'what hurting does',
    'self_harm',
    0.35,
    String.raw`\b(?:deserve (?:it|this|the pain|to hurt)|punish\w*|to feel (?:something|anything|nothing|real|in control)|don't have to feel|calm(?:s)? me down|release|numb(?:s)? (?:it|me))\b`,
  ),
  loose(
    'their hands on me',
    'danger_from_other',
    0.4,
    String.raw`\b(?:puts?|put|had|got) (?:his|her|their) hands on me\b|\bon top of me\b|\bcame for me\b|\bface (?:right )?in (?:mine|my face)\b|\bin my face\b|\bagainst the wall\b|\bwith (?:the|his|her|a) (?:belt|slipper|shoe|wooden spoon|cane|stick|fist)\b|\b(?:cornered|trapped|pinned|grabbed|shoved|dragged) me\b`,
  ),
  loose(
    'being made to',
    'danger_from_other',
    0.4,
    String.raw`\b(?:won't|doesn't|will not|didn't) (?:let|give) me\b|\b(?:have|had) to (?:ask|wait|beg|explain|account)\b|\bnot allowed\b|\bmakes? me\b|\bso i (?:couldn't|can't|wouldn't)\b|\bi(?:'d| had)? (?:said|say|told him|told her) no\b|\bi don't want to\b|\bdidn't (?:stop|let go)\b|\bkeeps? asking me to\b|\bpretending to be\b|\bchanged my number\b|\bfind out (?:my|where i|when i)\b|\bor else\b|\btry it\b|\bif i (?:said|say|tell|told) (?:anything|anyone)\b`,
  ),
  loose(
    'afraid of them',
    'danger_from_other',
    0.4,
    String.raw`\b(?:scared|afraid|terrified|frightened|petrified|panic(?:ked)?|flinch\w*|shaking|hid|hiding|hide)\b|\bsleeping at (?:my )?(?:mum's|mom's|dad's|a friend's|my sister's|nan's)\b|\brefuge\b`,
  ),
  loose(
    'an injury or the police',
    'danger_from_other',
    0.4,
    String.raw`\b(?:a&e|a and e|the er|hospital|my ribs|bruises|black eye|stitches|police|injur\w+|concussion)\b`,
  ),
  loose(
    'drink and rage',
    'danger_from_other',
    0.3,
    String.raw`\b(?:drunk|drinking|angry|rage|temper|lost it|snapped|shouted|shouting|screamed|screaming|furious)\b`,
  ),
  loose(
    'harm threatened',
    'danger_from_other',
    0.5,
    String.raw`\b(?:(?:they|he|she)(?:'d|'ll| would| will) (?:glass|stab|knife|batter|do|sort|get|hurt|kill|smash|burn) me|said (?:i'd|i would|i'll) (?:regret|pay|be sorry))\b`,
  ),
];

export const CRISIS_CUES: readonly TCrisisCue[] = [
  ...INTENT_TO_DIE,
  ...DANGER_FROM_OTHER,
  ...SELF_HARM,
  ...SUICIDAL_IDEATION,
  ...LOOSE_SIGNS,
];
