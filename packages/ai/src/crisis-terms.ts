/**
 * The vocabulary of the crisis screen (crisis-screen.ts): named concepts, each a regex source over normalised text
 * (lower case, straight apostrophes, "dont" → "don't", filler adverbs removed, single spaces).
 *
 * The screen composes these: a cue is "the writer + a wish or a thought + a way of dying", "someone + an act of
 * violence + me", "means + getting them ready". A new wording is caught when its parts are in these lists, so the
 * lists name kinds of words, not whole sentences. Keep each list to one idea; say why when an entry looks odd.
 */

/** Alternatives written one after another, separated by " | " or line breaks (no " | " inside a group). */
export const phrases = (text: string): string[] =>
  text
    .split(/\n| \| /)
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase.length > 0);
/** A set of single words written in one string. */
export const words = (text: string): Set<string> =>
  new Set(text.split(/\s+/).filter((word) => word.length > 0));
/** `(?:a|b|c)`: one of the alternatives. */
export const oneOf = (...alternatives: readonly string[]): string => `(?:${alternatives.join('|')})`;
/** Up to `n` words in between (lazy), e.g. "want to (just quietly) die". */
export const gap = (n: number): string => String.raw`(?: [\w'-]+){0,${n}}?`;

// ---------------------------------------------------------------------------------------------------------------
// Who

/** The writer, as subject, object or owner. */
export const FIRST_PERSON_WORDS = words(`
  i i'm i've i'd i'll me myself mine we we're we've we'd
`);
/** Someone else as the subject of what follows: "she wants to die", "a friend who self-harms". */
export const OTHER_SUBJECT_WORDS = words(`
  he he's he'd he'll she she's she'd she'll they they're they'd they'll you you're you'd someone somebody
  who people everyone everybody
`);
/**
 * People (and pets) named by a noun ("the character kills himself", "my friend wants to die", "my cat scratched my
 * arm"): the subject is someone else when such a noun is the nearest one before the cue.
 */
export const SOMEONE_ELSE_NOUNS = words(`
  cat dog kitten puppy pet horse rabbit hamster friend friends mate mates bestie character characters
  patient patients client clients man woman girl boy guy person author poet narrator hero heroine
  protagonist singer kid kids child teenager student students colleague coworker caller callers son
  daughter brother sister mum mom dad mother father partner husband wife boyfriend girlfriend cousin uncle
  aunt grandad grandma gran nan neighbour flatmate roommate classmate nephew niece ex doctor nurse
  therapist counsellor teacher boss manager user poster actor actress celebrity detective
`);

/** The people around the writer who may hurt them. "my" is optional: diaries drop it ("Stepdad came in"). */
export const RELATION = oneOf(
  ...phrases(`
    partner | husband | wife | boyfriend | girlfriend | bf | gf | fianc[eé]e? | dad | father | stepdad
    step-?father | mum | mom | mother | step-?mum | step-?mom | step-?mother | brother | stepbrother | sister
    son | daughter | uncle | aunt | auntie | grandad | granddad | grandpa | cousin | flatmate | roommate
    housemate | landlord | carer | neighbour | neighbor | stalker | (?:best )?friend | mate | classmate
    colleague | coworker | teacher | coach | boss | manager
  `),
  String.raw`ex(?:-?(?:partner|husband|wife|boyfriend|girlfriend|bf|gf))?`,
  String.raw`(?:son|daughter|kids|children|baby|kid)'s (?:dad|father|mum|mother)`,
);
/** Someone who can hurt the writer: a pronoun, "my partner", "someone". Never a thing ("the car hit me"). */
export const AGENT = oneOf(
  ...phrases(`
    he | she | they | someone | somebody | a man | a guy | a stranger
  `),
  String.raw`(?:my |our |the )?${RELATION}`,
);

// ---------------------------------------------------------------------------------------------------------------
// Wishing, thinking, planning: the modality in front of a way of dying

/** Wanting it: "want to", "wish I could", "part of me wants", "the pull to", "the kindest thing I could do is". */
export const WISH = oneOf(
  String.raw`want(?:s|ed|ing)? to`,
  String.raw`wish(?:es|ed|ing)?(?: that)?(?: i)?(?: could| would|'d| was| were| had| might)?(?: to)?`,
  String.raw`(?:would|'d) (?:like|love|prefer) to`,
  String.raw`long(?:ing)? to`,
  String.raw`(?:hope|hoping|pray|praying) to`,
  String.raw`tempted to`,
  String.raw`(?:urges?|pull|temptation|need|desire) to`,
  String.raw`(?:can't|cannot) wait to`,
  String.raw`waiting (?:for the day|until|for when)(?: when)?(?: i)?(?: can| could| get to)?`,
  String.raw`waiting to`,
  String.raw`(?:would be|'d be|is|it's|seems|feels) (?:so |too |very |much |a lot )?(?:easy|easier|better|simpler|kinder|tempting|simple|peaceful|a relief|nice) to`,
  String.raw`wonder(?:ing|ed)? what it(?: would|'d) (?:be|feel) like to`,
  String.raw`(?:the )?(?:kindest|best|only|right) (?:thing|present|gift|favou?r) (?:i could (?:do|give)|to do|left)(?: for [\w' ]+?)?(?: everyone| them)? (?:is|would be|was)(?: to)?`,
  String.raw`all i want(?: is)?(?: to)?`,
  String.raw`(?:i'd|i would) give anything to`,
  String.raw`ready to`,
);

/** Dwelling on it: "keep thinking about", "picturing", "thoughts of". */
export const THINK = oneOf(
  // "thinking more and more about", "thought a lot about": how often is not a different thought.
  String.raw`(?:think|thinks|thinking|thought|thoughts)(?: (?:a lot|so much|too much|way too much|more|more and more|loads|constantly|all the time|non-?stop|again|lately|recently|every day|a bit))? (?:about|of)`,
  String.raw`(?:imagine|imagining|imagined|picture|picturing|pictured|fantasi[sz](?:e|ing|ed)|obsess(?:ing|ed)?|dream(?:ing|t|ed)?|daydream(?:ing|ed)?)(?: about| of)?`,
  String.raw`(?:keep|kept|been) (?:writing|planning|rehearsing)`,
  String.raw`(?:the )?(?:idea|thought) of`,
  String.raw`wonder(?:ing|ed)? (?:about|what it would be like|what it'd be like)`,
  String.raw`(?:can't|couldn't) (?:stop thinking about|get (?:the idea of )?)`,
  String.raw`(?:fixated|obsessed) (?:on|with)`,
  String.raw`(?:ones|ideas|fantasies|images|daydreams) (?:about|of)`,
  String.raw`keep seeing myself`,
);

/** Planning or about to: "going to", "decided to", "tonight I'll". */
export const PLAN = oneOf(
  String.raw`(?:going|gonna) to`,
  String.raw`(?:plan|plans|planned|planning|plotting) (?:on |out )?(?:to|how to|how i'?d)`,
  String.raw`(?:decided|deciding|made up my mind|intend|intending|about) to`,
  String.raw`(?:have|got|made) a plan (?:to|for how to)`,
  String.raw`(?:i'll|i will|tonight i'?ll|i'm finally going to)`,
);

/** Trying, or nearly: an attempt. */
export const ATTEMPT = oneOf(
  String.raw`(?:tried|try|trying|attempted|attempting|attempt) to`,
  'nearly',
  'almost',
);

// ---------------------------------------------------------------------------------------------------------------
// Ways of dying, said of oneself

/** It lasts: turns "switch off", "fade out", "disappear" from a rest into an ending. */
export const FOR_GOOD = oneOf(
  ...phrases(`
    permanently | forever | for ever | for good | for real | properly | and be finished | and never be seen again | completely | once and for all
    off the face of the earth | from existence | and never come back | and not come back | and be done
    and stay gone | off for good
  `),
  String.raw`and (?:never|not) wake up`,
);

/** End of the clause (nothing more follows): "I want to disappear." vs "disappear under a duvet for a week". */
const CLAUSE_END = String.raw`(?= *$)`;

/** After "kill myself": the figure of speech ("killed myself laughing", "kill myself for forgetting"). */
export const NOT_LITERALLY = String.raw`(?! (?:laughing|in the foot|in work|with work|at work|at the gym|to (?:get|finish|meet|make|hit|pay|keep)|working|over (?:this|that)|for (?:this|that|a|the|nothing|\w+ing)))`;

/** Places one can jump from, step in front of or walk into. */
const DROP_OR_TRAFFIC = oneOf(
  ...phrases(`
    bridge | building | roof | cliff | balcony | train | bus | lorry | truck | traffic | car | platform
    tower | car park | window | ledge | river | sea | tracks | canal | lake | motorway | oncoming traffic
  `),
);

/** Ending one's own life, as an act: what a plan or an attempt names ("going to ___", "tried to ___"). */
export const DEATH_ACT = oneOf(
  String.raw`(?:kill|hang|drown|shoot|poison|off|top|unalive|gas) myself${NOT_LITERALLY}`,
  String.raw`end (?:it all|my life|everything|it|things|my own life)(?! (?:with|between|off|for (?:him|her|them|us)|at work))`,
  String.raw`take my (?:own )?life`,
  String.raw`overdose(?! on)`,
  String.raw`(?:jump|throw myself|step|walk|fall|drive|crash|swerve|steer)(?: my car| the car)? (?:off|from|in front of|under|into|out of) (?:a |the |this |that )?(?:\w+ )?${DROP_OR_TRAFFIC}`,
  String.raw`(?:crash|drive|swerve|steer)(?: my car| the car)?(?= (?:on purpose|deliberately))`,
  String.raw`go through with it`,
  String.raw`do it (?:tonight|tomorrow|this weekend|on \w+day|when)`,
  String.raw`take the (?:easy|coward's|cowards|quick|only) way out\b(?! (?:and|with|by|of (?:the|this) (?:meeting|job|party)))`,
  String.raw`(?:ctb|rope myself|sewer ?slide)`,
);

/**
 * Dying, as an infinitive after a wish or plan ("want to ___"). Each ends at a word boundary; those with an everyday
 * sense carry a condition (FOR_GOOD or the end of the clause).
 */
export const DEATH_INFINITIVE = oneOf(
  DEATH_ACT,
  // "die" but not "die of embarrassment", "dying to see", "die my hair".
  String.raw`die\b(?! (?:of|from|for|laughing|inside|a little|on (?:stage|the inside)|to (?:see|know|go|get|try|hear|meet|watch|find)|before|without|with (?:laughter|embarrassment)|my|her|his|their|the|it|them)\b)`,
  String.raw`be dead`,
  String.raw`(?:not|never) (?:be alive|exist|be here|be around|have been born|wake up|be in (?:the picture|this world))`,
  String.raw`(?:stop|cease to|quit) (?:existing|exist|living|breathing|being alive|being here)`,
  String.raw`(?:disappear|vanish|fade (?:out|away)|switch off|shut down|turn off|drift off|check out|log off|clock out|bow out|tap out|sign off|be gone|go away|leave|sleep|go to sleep|fall asleep|rest|stop|end|go quiet|go dark) ${FOR_GOOD}`,
  // Not being a person at all: "I want to not be anyone anymore", "wish I could be erased".
  String.raw`(?:not|never|stop) (?:be|being) (?:a person|anyone|anything|conscious|a thing)(?= *$| (?:anymore|any more|again|for good|forever)\b)`,
  String.raw`be (?:erased|deleted|wiped out|nothing|no more|un-?made)(?= *$| (?:for good|forever|from (?:existence|the world|the earth|everything)))`,
  String.raw`un-?exist`,
  String.raw`(?:disappear|vanish|be gone|not be here anymore|fade away)${CLAUSE_END}`,
  String.raw`(?:go to sleep|sleep|fall asleep|close my eyes) and (?:never|not) wake up`,
  String.raw`(?:go to sleep|fall asleep) and stay asleep`,
  String.raw`give up on (?:life|living|everything)`,
  String.raw`leave this (?:world|life|earth)`,
  String.raw`not (?:be|have to be) (?:alive|here) (?:anymore|any more|any longer|tomorrow)`,
  String.raw`(?:be|get) out of (?:this life|life|this world|existence)`,
);

/** Dying, as a gerund or noun after a thought ("thinking about ___"). */
export const DEATH_GERUND = oneOf(
  String.raw`(?:dying|suicide)(?![- ](?:of|from|laughing|prevention|awareness|rates?|statistics|risk|my hair|in (?:the|a) (?:game|film|book|show)))`,
  String.raw`being dead`,
  String.raw`(?:not|never) (?:existing|being (?:alive|here|around)|waking up|having been born)`,
  String.raw`(?:stopping|ceasing to) (?:exist|existing|live|living)`,
  // The euphemisms of DEATH_INFINITIVE as gerunds: "thinking about checking out for good".
  String.raw`(?:disappearing|vanishing|fading (?:out|away)|switching off|shutting down|turning off|checking out|logging off|clocking out|bowing out|tapping out|signing off|going away|going to sleep|falling asleep|sleeping|resting|leaving|going quiet|going dark|drifting off) ${FOR_GOOD}`,
  String.raw`(?:killing|hanging|drowning|shooting|poisoning) myself`,
  String.raw`ending (?:it all|my life|everything|it|things)(?! (?:with|between))`,
  String.raw`taking my (?:own )?life`,
  String.raw`overdosing`,
  String.raw`(?:jumping|stepping|throwing myself|walking|falling)(?: (?:off|from|in front of|under|into|out) (?:a |the |this |that )?(?:bridge|building|roof|cliff|balcony|train|bus|lorry|truck|traffic|car|platform|tower|car park|window|ledge|river|sea|tracks))?${CLAUSE_END}`,
  String.raw`(?:jumping|stepping|throwing myself|walking|falling) (?:off|from|in front of|under|into) (?:a |the |this |that )?(?:bridge|building|roof|cliff|balcony|train|bus|lorry|truck|traffic|car|platform|tower|car park|window|ledge|tracks)`,
  String.raw`(?:swerving|driving|steering|crashing)(?: my car| the car)? (?:into|off|in front of) (?:a |the )?(?:wall|tree|bridge|lorry|truck|river|cliff|oncoming traffic|traffic|barrier|motorway barrier|road|sea|lake|canal|bus)`,
  String.raw`my (?:own )?(?:funeral|death|suicide|grave|eulogy|obituary)`,
  String.raw`going through with it`,
  String.raw`taking the (?:easy|coward's|cowards|quick|only) way out\b(?! (?:and|with|by))`,
  String.raw`how (?:i'?d|i would|to) do it`,
);

/** Life, which the warning sign says no to: "I don't want to live", "no reason to keep going". */
export const GO_ON_LIVING = oneOf(
  ...phrases(`
    live | living | be alive | being alive | stay alive | staying alive | exist | existing | be here
    being here | go on | going on | carry on | carrying on | keep going | keep living | keep existing
    wake up | waking up | breathe | breathing | get up in the morning | try | trying | life
  `),
);

/** Everyday qualifiers that make "I don't want to be here / be alive / wake up" about a moment, not about living. */
export const JUST_THIS_MOMENT = String.raw`(?= (?:at|on|in|with|for (?:the|this|that|a)|before|this (?:early|morning|week)|today|until|so early|when|during|right now)\b(?! (?:this world|it)\b))`;

// ---------------------------------------------------------------------------------------------------------------
// Being a burden, others better off

/** "would be better off", "would get on fine", "would be relieved": what others gain. */
export const OTHERS_BETTER = oneOf(
  ...phrases(`
    better off | happier | better | fine | okay | ok | easier | relieved | lighter | freer | free
    get on fine | get on | cope | manage | move on | keep spinning | keep turning | carry on | get over it
    forget me | not notice | not even notice | not miss me | not care | be fine | be okay | be better
    a better place | simpler | calmer | safer
  `),
);
/** "without me", "if I wasn't in the picture", "once I'm gone": the writer's absence. */
export const MY_ABSENCE = oneOf(
  String.raw`without me(?! (?:for|on|at|this|today|tonight|tomorrow|while|there|around|to|in (?:the|a) (?:meeting|team|group)|(?:kicking|snoring|fidgeting|hogging|singing|humming|tapping|chattering)\b))`,
  String.raw`if i (?:was|were|wasn't|weren't|was not|were not) (?:gone|dead|here|around|alive|in (?:the picture|it|them|their lives|this world|the world))(?! (?:for|on|at|this|today|tomorrow|next))`,
  String.raw`if i (?:disappeared|died|left for good|didn't exist|never existed|killed myself|stopped existing|vanished|wasn't in (?:it|them)|(?:stepped|fell|jumped) off (?:it|the (?:world|planet|earth)))`,
  String.raw`(?:once|when|after) i'm (?:gone|dead|not here|not around)(?! (?:for|on|to|from|at|until))`,
  String.raw`with me (?:gone|dead|out of the (?:way|picture))`,
  String.raw`if i (?:was|were|got) out of (?:the picture|the way|(?:his|her|their|the kids'|everyone's) (?:life|lives|way))`,
  String.raw`me not being (?:here|around|alive)`,
);

/**
 * What others would gain from the writer's absence, beyond "better off": "she'd have more money", "they'd sleep
 * better", "Mum would have so much less stress", "my family would save a fortune".
 */
export const OTHERS_GAIN = oneOf(
  String.raw`(?:have|get|save|sleep|live|feel|worry|spend|breathe|cope|manage|enjoy|laugh|smile|be)(?: [\w']+){0,2}? (?:more|less|better|easier|fewer|happier|freer|lighter|richer|so much|a lot|a fortune|far)\b`,
);
/** The writer's absence, only where nothing follows that makes it a place or a moment ("without me and my drums"). */
export const MY_ABSENCE_ALONE = oneOf(
  String.raw`without me(?= *$| (?:around|here|in (?:the picture|their lives|it)|anymore|any more|gone)\b)`,
  String.raw`if i (?:was|were|wasn't|weren't|was not|were not) (?:gone|dead|here|around|alive|in (?:the picture|their lives|this world|the world))(?= *$| (?:anymore|any more|at all|now)\b)`,
  String.raw`if i (?:disappeared|died|left for good|didn't exist|never existed|stopped existing|vanished)\b`,
  String.raw`(?:once|when|after) i'm (?:gone|dead|not here|not around)(?= *$)`,
  String.raw`with me (?:gone|dead|out of the (?:way|picture))`,
);

// ---------------------------------------------------------------------------------------------------------------
// Means and preparation

/** Medicines by name: people write "my sertraline", "the codeine from my knee op". */
const DRUG_NAMES = oneOf(
  ...phrases(`
    paracetamol | acetaminophen | tylenol | ibuprofen | aspirin | co-?codamol | codeine | tramadol | morphine
    oxycodone | oxy | fentanyl | insulin | sertraline | citalopram | fluoxetine | prozac | amitriptyline
    mirtazapine | venlafaxine | propranolol | diazepam | valium | zopiclone | lorazepam | xanax | lithium
    quetiapine | olanzapine | pregabalin | gabapentin | sleepers | benzos | opioids
  `),
);
/** Tablets people overdose on. */
export const PILLS = String.raw`(?:\w+ )?(?:pills|tablets|meds|medication|medicine|painkillers|capsules|antidepressants|sleeping pills|sleeping tablets|${DRUG_NAMES})`;
/** Means with no everyday use in a diary: a gun at home, a noose. */
export const LETHAL_MEANS = oneOf(
  ...phrases(`
    gun | shotgun | rifle | pistol | firearm | noose | charcoal | helium
    hose(?: pipe)? (?:from|to|on) the exhaust
  `),
);
/** Places people name when picturing a way to die. */
export const HIGH_OR_FAST_PLACE = oneOf(
  ...phrases(`
    platform(?: edge)? | trains? | edge of the platform | tracks | railway | train line | bridge | ledge | roof
    rooftop | cliffs?(?: edge)? | balcony | multi-storey | car park | motorway | oncoming traffic | traffic
    river | top floor | tower block | overpass | viaduct | footbridge | flyover | dual carriageway
  `),
);
/** The pull of a drop or a train: "felt a pull to step forward", "how easy it would be". */
export const TEMPTATION = oneOf(
  ...phrases(`
    pull to | urge to | step forward | step off | step out | lean (?:forward|over)
    let go of the (?:rail|railing|edge|wheel) | over the edge | over the railing
  `),
  String.raw`tempt\w*`,
  String.raw`how (?:easy|quick|simple|fast|painless|peaceful) it(?: would|'d| is|'s)? (?:be|would be)?`,
  String.raw`looked down for (?:a long time|ages|an hour|a while)`,
  String.raw`(?:stared|staring|looking) down for`,
  String.raw`(?:thinking|thought|think) about (?:jumping|stepping|falling|letting go)`,
  String.raw`want(?:ed)? to (?:jump|step|fall)`,
  String.raw`(?:stood|standing|sat|sitting) on the (?:edge|ledge|railing|wall)`,
  String.raw`(?:stayed|stood|sat|waited) (?:there|on it|up there) (?:until|for|till)`,
  String.raw`watching the (?:lorries|trucks|trains|traffic|cars|water) (?:go (?:by|past)|below|underneath|rush)?`,
  String.raw`(?:drawn|pulled|drifting) (?:to|towards|toward) (?:the )?(?:edge|tracks|drop|railing|water|road)`,
);

/** Arrangements people make before dying. Each alone is ordinary (people write wills); together they are not. */
export const FINAL_ARRANGEMENTS = {
  will: String.raw`\b(?:wrote|written|writing|write|updated|updating|made|making|sorted|finished|did|redid|redone) (?:out )?(?:my|a) will\b`,
  givingAway: String.raw`\b(?:gave|given|giving|give) (?:away )?(?:my|all my|most of my) (?:\w+ )?(?:\w+ )?(?:to|away)\b|\b(?:gave|given|giving|give) away (?:my|all my|all of my|most of my)\b`,
  givingAwayEverything: String.raw`\b(?:gave|given|giving|give) away (?:all )?(?:of )?my (?:things|stuff|belongings|possessions)\b`,
  givingAwayMine: String.raw`\b(?:gave|given|giving|give) (?:all )?my (?:things|stuff|belongings|possessions) away\b`,
  rehoming: String.raw`\b(?:rehom(?:ed|ing|e)|found (?:a )?(?:new )?home for) (?:my |our )?\w+|\bleft (?:the|my) (?:cat|dog|pets?|fish|rabbit|hamster|bird) with \w+`,
  cancelling: String.raw`\bcancel(?:led|ed|ling)? (?:all )?(?:of )?(?:my |the )?(?:gym|subscriptions?|appointments?|plans|memberships?|phone contract|bookings?|direct debits?)\b`,
  scheduledMessage: String.raw`\bschedul(?:ed|ing|e) (?:an? |my |the |some )?(?:email|e-mail|message|text|post)s?\b|\bset up (?:an? |my |the )?(?:email|e-mail|message|text|post) to (?:send|go out|be sent)\b`,
  inOrder: String.raw`\beverything(?:'s| is| was)? (?:in order|sorted|ready|arranged|taken care of|tied up)\b|\b(?:affairs|things) in order\b|^all (?:done|sorted)$`,
  goodbyes: String.raw`\b(?:said|saying|say) (?:my )?goodbyes?\b(?! to (?:my |our |the )?(?:favourite|old|lovely|last) )`,
  passwords: String.raw`\b(?:passwords|life insurance|paid off (?:my |the |all my )?(?:debts|credit cards?|loans?|overdraft))\b`,
  oneWay: String.raw`\bone-?way (?:ticket|train ticket|trip)\b(?! (?:to (?:spain|australia|canada|new|the us|america|london|paris)|abroad|for my new))|\blife insurance (?:pays out|covers|will pay|would pay)\b`,
  hotelAlone: String.raw`\bbooked (?:a|myself a|the) (?:hotel|room|b&b|airbnb|cottage|cabin)\b[^.!?\n]*\b(?:on my own|alone|by myself|just me|one night only|for one night)\b`,
} as const;
/** Leaving, as a euphemism: "before I go", "once I'm gone", "I won't be coming back". */
export const DEPARTURE = oneOf(
  String.raw`before i (?:go|leave)\b(?! (?:on|to|away|abroad|out|home|back|into|for|shopping|travelling|through|ahead|over|off|in|up|down|with|from|until|camping|and))`,
  String.raw`won't (?:be coming back|(?:need|be needing) (?:it|them|any of it|anything|any of (?:this|that|them)|those|these) (?:anymore|any more|where i'm going|after (?:this|that|tonight|tomorrow|the weekend|this weekend|next week|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the \d+\w*|christmas|then)\b))`,
  String.raw`where i'm going`,
  String.raw`(?:i'm )?not coming (?:home|back)\b(?! (?:for|until|till|this|tonight|today|tomorrow|from|to|after))`,
  String.raw`(?:something|things) to remember me by`,
);
