import {
  CONTROL_CONDITION,
  HURT_FEELINGS,
  NOT_VIOLENCE_AFTER,
  PLAY,
  SOMEONE_IN_ENTRY,
  anyOf,
  rx,
  test,
} from './crisis-cue.ts';
import type { TCrisisCue } from './crisis-cue.ts';
import { AGENT, RELATION, gap, oneOf, phrases } from './crisis-terms.ts';

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

/**
 * An unknown word right before the act, read as a name ("Jake slapped me"): not a function word, an animal, a thing
 * or a feeling ("reality hit me", "homesickness hit me"), nor an abstract noun by its ending.
 */
const UNKNOWN_SUBJECT = String.raw`(?<=\b[a-z]+ )(?<!\b(?:it|that|this|which|what|who|and|then|also|suddenly|accidentally|the|a|an|my|his|her|their|our|your|to|i|you|would|could|might|will|'ll|can|may|should|must|never|not|nearly|almost|please|finally|something|nothing|everything|reality|life|karma|fate|universe|grief|sadness|anxiety|panic|depression|exhaustion|tiredness|fatigue|jetlag|heat|cold|wave|news|memory|thought|smell|sound|music|song|words|idea|truth|loneliness|guilt|shame|fear|feeling|feelings|sleep|sleepiness|hangover|nostalgia|karma|work|school|exams?|monday|mondays|inflation|bills|rent|baby|bump|dog|cat|puppy|kitten|horse|pony|goose|swan|cow|toddler|ball|door|car|bus|van|lorry|truck|train|bike|branch|wind|rain|hail|sun|light|wasp|bee|mosquito|mosquitoes|virus|bug|mood|cramp|pain|migraine) )(?<!(?:ness|tion|sion|ity|ism|ment) )`;
/** Animals, babies, sleep and accidents: what makes "kicked me", "bit me" no one's violence. */
const NOT_A_PERSON_HURTING = String.raw`\b(?:bone|lead|walkies|vet|treats?|paw|bark\w*|fur|litter|kennel|collar|saddle|stable|foal|nappy|tantrum|by accident|accidentally|in (?:his|her|their|my) sleep)\b`;

/** What is done to a child or a parent at home ("Dad hit Lily with the belt"). */
const HOME_VIOLENCE = String.raw`(?:hit|hits|hitting|beat|beats|beating|slapped|slaps|kicked|kicks|punched|punches|smacked|smacks|whacked|whacks|thrashed|belted|shook|shakes|threw|throws|dragged|drags|choked|strangled|battered|hurt|hurts|burned|burnt)`;

/** Telling or warning, the start of a reported threat. */
const SPEECH = oneOf(
  ...phrases(`
    said | says | saying | told me | tells me | telling me | warned | warns | warning | threatened | threatens
    swore | swears | promised | promises | texted | messaged | whispered | screamed | shouted | yelled
    made it clear | reminded me | reminds me | keeps saying | kept saying | let me know
  `),
);
/** What a threat forbids: leaving, telling anyone, the police. */
const LEAVING_OR_TELLING = oneOf(
  String.raw`(?:leav(?:e|ing)|left)(?= *$|[,;]| (?:him|her|them|you|me|home|the house|the flat|the relationship|the marriage|for good|again|with)\b)`,
  String.raw`(?:go|went)(?= *$|[,;]| (?:to the police|away|anywhere|out)\b)`,
  String.raw`(?:tell|told|say|said) (?:anyone|anybody|a word|anything|someone|the police|a teacher|my \w+|mum|mom|dad|what happened|about (?:this|it|him|her|what))`,
  String.raw`(?:call|called|ring|rang|phone|phoned) (?:the police|anyone|999|911|for help)`,
  String.raw`report(?:ed)? (?:him|her|them|it)`,
  String.raw`(?:break|broke) up`,
  String.raw`(?:move|moved) out`,
  String.raw`(?:take|took) the kids`,
  String.raw`(?:speak|spoke|talk|talked) to (?:anyone|the police|a lawyer|a solicitor)`,
);

export const DANGER_FROM_OTHER_CUES: TCrisisCue[] = [
  {
    id: 'someone hit me',
    kind: 'danger_from_other',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      anyOf(
        String.raw`\b${AGENT}\b${gap(6)} (?:has |had |keeps |kept |is |was |has been |have been |started |always |still |would |used to |never )?${VIOLENT_ACT}(?: and ${VIOLENT_ACT})? (?:me|us)\b${NOT_VIOLENCE_AFTER}`,
        String.raw`\b${AGENT}\b${gap(6)} ${VIOLENT_ACT} (?:me )?(?:in |on |into |against )?(?:my|the) (?:head|face|neck|throat|stomach|ribs|back|chest|eye|mouth|jaw|nose|arm|arms|legs?|body|side)\b`,
        String.raw`\bi (?:was|got|'ve been|have been|had been) (?:hit|punched|kicked|slapped|choked|strangled|raped|assaulted|attacked|beaten|beaten up|stabbed|abused) by\b`,
      ),
    ),
    couldBeJoke: true,
    notWhen: test(String.raw`${PLAY}|${HURT_FEELINGS}|\b(?:slapped|thumped|clapped|patted) me on the back\b`),
  },
  {
    id: 'an injury they gave me',
    kind: 'danger_from_other',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      anyOf(
        String.raw`\b(?:he|she|they|${AGENT})\b${gap(3)} (?:broke|fractured|cracked|split|dislocated|bruised|burst|busted|chipped|knocked out) my (?:nose|ribs?|jaw|wrist|arm|fingers?|cheekbone|eye socket|collarbone|tooth|teeth|lip|eye|skull|hand|leg|ankle)\b`,
        String.raw`\b(?:he|she|they|${AGENT})\b${gap(3)} gave me (?:a |two )?(?:black eyes?|split lip|fat lip|concussion|bruises?|a broken \w+)\b`,
      ),
    ),
    couldBeJoke: true,
    notWhen: test(String.raw`${PLAY}|\bby accident\b|\baccidentally\b`),
  },
  {
    id: 'coming at me with something',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:came|comes|coming|went|goes|ran) (?:at|for|after) me with (?:a|the|his|her|their) (?:\w+ )?(?:belt|knife|bat|hammer|bottle|slipper|stick|cane|fists?|chair|iron|plank|shoe)\b`,
        String.raw`\bwoke up (?:and|to (?:find )?) ?(?:him|her|he|she)(?: was)? (?:on top of me|touching me|inside me|having sex with me|undressing me)\b`,
      ),
    ),
  },
  {
    id: 'asked to keep secrets',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\bsit on (?:his|her) (?:lap|knee)\b`,
        String.raw`\b(?:our|a) (?:little )?secret\b(?=[^.!?\n]*\b(?:he|she|him|her|don't tell|mum|mom)\b)`,
        String.raw`\bsends? me (?:pictures|photos|pics) of (?:himself|herself)\b`,
        String.raw`\basks? me to (?:keep (?:it|secrets)|not tell)\b`,
      ),
    ),
  },
  {
    id: 'hands round my neck',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:put|puts|had|has|wrapped|wraps|got|gets|kept) (?:his|her|their|both) hands? (?:round|around|on|over) my (?:neck|throat|mouth)\b`,
        String.raw`\b(?:grabbed|grabs|grabbing|squeezed|squeezes|held|holds|pressed|gripped|had|got|pinned) (?:me by )?(?:the|my) (?:throat|neck)\b`,
        String.raw`\b(?:grabbed|grabs|dragged|drags|pulled|pulls) me by (?:the|my) (?:hair|arm|wrist|neck|throat)\b`,
        String.raw`\bheld me down\b`,
        String.raw`\b(?:held|holds|holding|pushed|pushes|forced|shoved) (?:my head|me|my face) (?:under|into|down into) (?:the )?(?:water|bath|sink|pillow|toilet)\b`,
        String.raw`\bforced (?:me|himself|herself) (?:on me|to have sex|into)`,
        String.raw`\bmade me have sex\b`,
      ),
    ),
  },
  {
    id: 'something thrown at me',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:threw|throws|thrown|hurled|hurls|chucked|chucks|flung|flings|lobbed) (?:a |an |the |his |her |their |my )?(?:\w+ )?\w+ (?:at|into) (?:me|my (?:head|face|body|back|chest))\b`,
        String.raw`\b(?:pushed|shoved|threw|dragged|grabbed) me (?:down|against|across|over|off|out of|into (?:the|a) (?:wall|door|table|floor|ground|car|cupboard))`,
      ),
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
      String.raw`\b${AGENT}\b${gap(5)} (?:hits|hit|beats|beat|slaps|slapped|punches|punched|kicks|kicked|hurts|chokes|choked|strangles|strangled|shook|shakes|smacks|batters|battered|abuses|abused) (?:(?:my|his|her|their) (?:little |baby |younger |big |older )?(?:brother|sister|son|daughter|kids?|children|baby|boy|girl|siblings|mum|mom|mother|dad|father|little one)|the (?:kids|baby|children)|us)\b${NOT_VIOLENCE_AFTER}`,
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
      /\b(?:kill|strangle|murder) me\b(?![^.!?\n]*\bif (?:i|you) (?:ever |even )?(?:leave|left|go|went|tell|told|call|called|ring|rang|report|talk to|see|saw|cheat|try|tried|move out|break up|take)\b)(?![^.!?\n]*\bthreaten)|\bbreak my (?:neck|legs?)\b(?=[^.!?\n]*\bif i (?:crash|dent|scratch|break|lose|forget|spill|miss|am late|'m late|was late|mess|ruin)\w*)|\bif i (?:ever )?(?:tell|told|say|said)(?: [\w'-]+){0,2}? (?:about|what) (?:the|his|her|my|our) (?:surprise|party|present|gift|plan|plans|spoiler|ending|score|result|secret recipe)\b/,
  },
  {
    id: 'a weapon and a threat',
    kind: 'danger_from_other',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      anyOf(
        String.raw`\b(?:he|she|they)(?:'ll|'d| will| would| is going to| was going to) use it\b`,
        String.raw`\b(?:reminds|reminded|shows|showed|tells|told) me (?:it's|that it's|where it is|it is|he has it|she has it)\b`,
        String.raw`\b(?:waves|waved|points|pointed|cleans|cleaned|gets|got) (?:it|the (?:gun|knife|shotgun|rifle)) (?:out )?(?:at me|in front of me|when we argue|when he's angry|when she's angry)\b`,
      ),
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
      anyOf(
        String.raw`\bmy ex\b${gap(3)} (?:keeps|won't stop|still|has been|kept|started)\b`,
        String.raw`\b(?:at (?:[1-5]|three|four|two) ?am|in the middle of the night)\b(?=[^.!?\n]*\b(?:turn(?:ed|s|ing)? up|show(?:ed|s|ing)? up|outside|banging|knocking)\b)`,
        String.raw`\b(?:turn(?:ed|s|ing)? up|show(?:ed|s|ing)? up|banging on my door)\b[^.!?\n]*\b(?:at (?:[1-5]|three|four|two) ?am|in the middle of the night)\b`,
      ),
    ),
  },
  {
    id: 'threatened with harm',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\bthreaten(?:ed|s|ing)? (?:to )?(?:kill|hurt|hit|beat|stab|shoot|strangle|choke|attack|burn|set fire|torch|break (?:my|every)|smash my|throw acid|run me over|kill (?:himself|herself|themselves|my)) ?(?:me|us|my|the)?`,
        String.raw`\bthreaten(?:ed|s|ing)? me with (?:a |an |his |her |their )?(?:knife|gun|weapon|bat|hammer|bottle|blade)\b`,
        String.raw`\bthreaten(?:ed|s|ing)? to (?:post|share|send|leak|show)${gap(2)} (?:nudes|photos|pictures|videos|images)\b`,
        String.raw`\bthreaten(?:ed|s|ing)? to \w+${gap(4)} ${CONTROL_CONDITION}`,
        String.raw`\b${AGENT}\b${gap(4)} (?:held|holds|holding|put|puts|pressed|pulled|pointed|points) (?:a |the |his |her |their )?(?:knife|gun|blade|razor|broken bottle|glass) (?:to|against|on|at) (?:my|me)\b`,
        String.raw`\b(?:i'll|i will|you'll|you will) regret (?:leaving|it if (?:i|you) (?:leave|go|tell))\b`,
      ),
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
    notWhen: /\b(?:surprise|party|present|gift|spoiler|ending|score|result|secret recipe)\b/,
  },
  {
    id: 'kept from leaving',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:won't|will not|wouldn't|doesn't|didn't|never) let me (?:out|leave the (?:house|flat|room)|leave(?= *$)|go out|out of (?:the|his|her|my) (?:room|sight|house|flat))\b`,
        String.raw`\b(?:won't|will not|doesn't|does not|never) let me${gap(4)} (?:anymore|any more|without (?:him|her))\b`,
        String.raw`\block(?:s|ed|ing)? me in\b`,
        String.raw`\block(?:s|ed|ing)? me out(?: of (?:the|our|my) (?:house|flat|home|room|bedroom)| (?:all night|overnight|in the cold))\b`,
        String.raw`\bblock(?:s|ed|ing)? the (?:door|doorway|exit)\b`,
        String.raw`\bstands? in the doorway\b`,
        String.raw`\b(?:not|never) allowed to (?:see|go|leave|talk to|speak to|have|visit|use|call)\b(?=[^.!?\n]*\b(?:him|her|them|he|she|without)\b)`,
        String.raw`\blet me (?:see|talk to|visit|call|have)\b(?<=\b(?:he|she|they|${RELATION}) (?:won't|doesn't|will not|does not|never) let me \w+(?: to)?)`,
      ),
    ),
    negationIsTheSign: true,
  },
  {
    id: 'watched phone',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\b(?:checks|check|checking|goes through|go through|went through|reads|read|looks through|monitors)(?: all| every one of)? my (?:phone|messages|texts|emails|bank|location|dms|whatsapps)\b`,
        String.raw`\b(?:keeps|kept|took|takes|holds|controls) my (?:phone|car keys)\b`,
      ),
    ),
  },
  {
    id: 'deciding who I see',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\btells? me (?:who|what|where) i (?:can|can't|am allowed to|'m allowed to) (?:talk to|see|speak to|be friends with|wear|eat|go)\b`,
        String.raw`\b(?:not allowed|isn't allowed) (?:to have|any) friends\b`,
        String.raw`\bcut me off from (?:my|all my)\b`,
      ),
    ),
  },
  {
    id: 'controlled money',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:keeps|kept|took|taken|takes|has|holds|controls|control|hid|hides|hidden|confiscated|locked away)${gap(3)} (?:my|the|our|all the) (?:bank card|cards|money|finances|wages|passport|benefits|salary|pay|id|driving licence|visa|papers)\b`,
    ),
  },
  {
    id: 'asking for money',
    kind: 'danger_from_other',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\b(?:have|had|has) to ask (?:him|her|them) (?:for|before|if|permission)\b`,
        String.raw`\baccount for every (?:penny|pound|cent|dollar)\b`,
        String.raw`\bgives? me an allowance\b`,
        String.raw`\bask(?:ing)? (?:him|her) for money\b`,
        String.raw`\b(?:only )?allowed (?:£|\$)?\d+ (?:a|per) (?:week|month|day)\b`,
        String.raw`\bchecks? (?:the|my|all my) receipts\b`,
      ),
    ),
  },
  {
    id: 'followed and watched',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:found out|finds out|worked out|found|tracked down|got hold of|has got|got) (?:exactly )?(?:where i (?:live|work|am|'m staying|park)|when i (?:finish|leave|get home|go)|my (?:new )?(?:address|routine|schedule|flat|house))\b`,
        String.raw`\b(?:follows|followed|following) me (?:home|to work|everywhere|around|from)\b`,
        String.raw`\b(?:waiting|waits|waited|sat|sits) outside my (?:house|flat|work|door|window)\b`,
        String.raw`\b(?:waiting|waits|waited) outside(?= *$| for me)`,
        String.raw`\btracks my (?:location|phone)\b`,
      ),
    ),
    notWhen:
      /\b(?:my (?:mum|mom|dad|parents|boss|manager|friend|bestie|best friend)|the (?:postman|delivery))\b(?![^.]*\bex\b)/,
  },
  {
    id: 'someone who knows my movements',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\b(?:knows|know|knew)(?: exactly)? (?:where i (?:live|work|am|'m staying|park)|when i (?:finish|leave|get home|go)|my (?:address|routine|schedule))\b`,
        String.raw`\b(?:keeps|kept|keep) (?:turning up|showing up|coming (?:round|by)) (?:outside|at|to) my\b`,
      ),
    ),
    notWhen:
      /\b(?:coffee|flowers|cake|sweet|sweetheart|lovely|kind|surprise|my (?:mum|mom|dad|parents|boss|manager|friend|neighbour|partner) knows)\b/,
  },
  {
    id: 'unwanted contact',
    kind: 'danger_from_other',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\b(?:leaving|left|leaves|keeps leaving) (?:notes|things|flowers|messages|letters|dead \w+) (?:on|at|outside|through) my\b`,
        String.raw`\b(?:a |the )?dead (?:bird|rat|mouse|animal|cat|fox|rabbit) (?:on|at|outside|through) my (?:doorstep|door|step|car|letterbox|windscreen)\b`,
        String.raw`\b(?:sent|sends|texted|messaged|called)${gap(2)} (?:me )?(?:\d{2,}|dozens of|hundreds of|twenty|thirty|forty|fifty) (?:messages|texts|calls|times)\b`,
        String.raw`\b(?:messages|calls|texts) (?:me )?from (?:new|different|withheld|unknown) numbers\b`,
        String.raw`\bchanged my (?:phone )?number (?:\w+ times|again|twice|because)\b`,
        String.raw`\bpolice (?:said|say|can't|won't|couldn't|didn't)\b`,
        String.raw`\b(?:restraining|non-molestation|protective|protection) order\b`,
      ),
    ),
  },
  {
    id: 'afraid of someone',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:afraid|scared|terrified|frightened|petrified) (?:of )?(?:what )?(?:he|she|they|${AGENT})(?:'ll|'d| will| would| might| could| is going to| was going to|'s going to|'s gonna)? (?:do (?:to me|to us|next|when)|hurt|hit|kill|find me|come (?:back|after|home)|beat|snap|lose it|do something)\b`,
        String.raw`\b(?:afraid|scared|terrified|frightened|petrified) of (?:him|her|them|my (?:own )?(?:${RELATION}))\b(?! (?:finding out|leaving|getting|being))`,
        String.raw`\b(?:afraid|scared|terrified|frightened|dread(?:ing)?) (?:to|of) (?:go(?:ing)?|com(?:e|ing)) (?:back )?home\b`,
        String.raw`\b(?:afraid|scared|terrified|frightened|petrified) (?:he|she|they)(?:'ll|'d| will| would| might) find out\b${gap(6)} (?:a lawyer|a solicitor|the police|a refuge|women's aid|a helpline|leaving|where i (?:am|live|'m staying)|the divorce|escap\w*|a counsellor)\b`,
        String.raw`\b(?:afraid|scared|terrified|frightened) to be (?:alone )?(?:in the (?:house|flat|same room)|alone with (?:him|her|them))\b`,
      ),
    ),
  },
  {
    id: 'not safe',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:not|never|no longer) safe (?:at home|in (?:my|our|the) (?:home|house|flat|room)|around (?:him|her|them|my \w+)|with (?:him|her|them|my \w+))`,
        String.raw`\b(?:don't|do not|never|no longer|didn't) feel safe\b(?= *(?:$|anymore|any more|at home|at night|in my (?:room|bed|house|flat|home)|around|with|near|when (?:he|she|they)))`,
      ),
    ),
    negationIsTheSign: true,
  },
  {
    id: 'protecting myself at home',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\b(?:chair|wedge|something) (?:wedged )?(?:under|against) the (?:door|handle|door handle)\b`,
        String.raw`\block (?:my|the) (?:bedroom )?door (?:at night|when he|when she)\b`,
        String.raw`\bsleep(?:ing)? (?:in|with) my (?:clothes|jeans|shoes|hoodie) on\b`,
        String.raw`\bsleep(?:ing)? in my (?:clothes|jeans|shoes|hoodie)\b`,
        String.raw`\bsleep(?:ing)? (?:fully dressed|with my clothes on|in my day clothes)\b`,
        String.raw`\b(?:hid|hide|hiding|hidden|stashed|stash) (?:some )?(?:money|cash|£?\d+|\w+ quid|a bag|my passport|some cash|a spare key)\b[^.!?\n]{0,40}\bin case\b`,
        String.raw`\b(?:packed|pack|keep|kept) (?:a|an|my) (?:bag|go bag|escape bag|overnight bag) (?:ready|in case|by the door|hidden)\b`,
      ),
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
      anyOf(
        String.raw`\b(?:broke|smashed|took|hid|threw away|destroyed|takes|hides|breaks)${gap(1)} (?:my|the) (?:phone|keys|car keys|passport|sim card|charger)\b`,
        String.raw`\bhide (?:in|under) (?:the|my) \w+ (?:when|until|from)\b`,
        String.raw`\bhid(?:e|ing)? from (?:him|her|them)\b`,
      ),
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
      anyOf(
        String.raw`\b(?:won't|wouldn't|don't think i'll|don't think i would|not sure i'll|might not|may not) (?:survive|make it|live|get out alive|be alive)${gap(3)} (?:if i stay|if i don't (?:leave|get out)|with (?:him|her)|living with (?:him|her)|much longer with)\b`,
        String.raw`\b(?:he|she)(?:'s| is)? going to kill me (?:one day|someday|eventually)\b`,
      ),
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
      String.raw`\b(?:same|a|the|this|his|her|their|my ex's) (?:car|van|man|guy|person|bloke)\b${gap(4)} (?:outside|parked outside|near|opposite|across from) my (?:house|flat|work|door|window|school)\b${gap(4)} (?:every (?:night|day|morning|evening)|again|all week|for days|for hours)\b`,
    ),
  },
  {
    id: 'walking on eggshells',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\bwalking on eggshells\b`,
        String.raw`\bnever know (?:which version of (?:him|her)|what mood (?:he|she)|what (?:he|she)'ll be like|who's coming home)\b`,
      ),
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
      anyOf(
        String.raw`\b(?:came|comes|coming|come|keeps coming) (?:in)?to my (?:room|bed|bedroom)(?: at night| when| late)\b`,
        String.raw`\bmakes? me (?:touch|do things)\b`,
        String.raw`\bdidn't (?:let go|stop) when i\b`,
        String.raw`\bdon't know how to say no to (?:him|her)\b`,
      ),
    ),
    needsSentence: /\b(?:again|keeps|at night|every night|when)\b/,
  },
  {
    id: 'blackmailed with pictures',
    kind: 'danger_from_other',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      anyOf(
        String.raw`\bblackmail(?:ing|ed|s)? me\b`,
        String.raw`\b(?:send|share|post|show|leak|put)\b${gap(2)} (?:them|the (?:pictures|pics|photos|videos)|my (?:pictures|pics|photos|videos)|nudes)\b${gap(4)} (?:to|with|online|everyone|my \w+)\b[^.!?\n]{0,40}\bif i (?:don't|do not|won't|stop|refuse|tell|block)\b`,
        String.raw`\bif i (?:don't|do not|won't|stop|refuse|tell|block)\b[^.!?\n]{0,40}\b(?:send|share|post|show|leak) (?:them|the (?:pictures|pics|photos|videos)|my (?:pictures|pics|photos|videos)|nudes)\b`,
      ),
    ),
  },
  {
    id: 'watched undressing',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:watches|watched|watching|films|filmed|filming|peeps? at|stares? at) me (?:in the (?:shower|bath)|undress|getting (?:undressed|changed)|when i (?:change|shower|get changed|sleep))\b`,
        String.raw`\bcomes? into the bathroom when i(?:'m)? (?:in the shower|showering|in the bath)\b`,
      ),
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
      anyOf(
        String.raw`\bhave to (?:wait|stand|sit) outside (?:if|until|when|till) (?:he|she|they)\b`,
        String.raw`\blocked out of (?:the|my|our) (?:house|flat|home)\b`,
      ),
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
      anyOf(
        String.raw`\bheld my (?:phone|laptop|passport|cat|kitten) (?:over|out of|under)\b`,
        String.raw`\bsaid choose\b`,
        String.raw`\bgave me an ultimatum\b`,
        String.raw`\bit's (?:him|her|them) or me\b`,
      ),
    ),
  },
  {
    id: 'unable to breathe',
    kind: 'danger_from_other',
    weight: 1,
    scope: 'sentence',
    notWhen: test(PLAY),
    pattern: rx(
      anyOf(
        String.raw`\b(?:sat|sits|knelt|kneels|lay|lies|leaned|leant) on (?:me|my chest|my back|my neck)\b`,
        String.raw`\b(?:so|until|till) i (?:couldn't|could not|can't) breathe\b`,
      ),
    ),
    needsEntry: SOMEONE_IN_ENTRY,
  },
  {
    id: 'degraded',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\bma(?:kes|de|king) me (?:kneel|beg|apologi[sz]e in front|crawl|stand in the corner)\b`,
        String.raw`\blaughed (?:when|while|as) i (?:cried|begged|was crying)\b`,
      ),
    ),
  },
  {
    id: 'fed like an animal',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\bma(?:kes|de|king) me eat${gap(3)} (?:off|on|from) the floor\b`,
        String.raw`\bma(?:kes|de|king) me eat${gap(4)} with the (?:dogs?|cats?|animals)\b`,
        String.raw`\b(?:don't|doesn't|didn't|won't) (?:let me eat|feed me)\b(?! (?:junk|sweets|chocolate|crisps|after))`,
      ),
    ),
    negationIsTheSign: true,
  },
  {
    id: 'watched from a distance',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:a )?(?:photo|photos|picture|pictures|photograph)s? of me (?:leaving|outside|at|coming|walking|in my|getting)\b(?=[^.!?\n]*\b(?:yesterday|today|last night|this morning|my flat|my house|work)\b)`,
        String.raw`\bno return address\b(?=[^\n]*\bof me\b)`,
      ),
    ),
  },
  {
    id: 'marks on my child',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\bbruises? (?:shaped like|the shape of|in the shape of) (?:fingers|a hand|fingertips)\b`,
        String.raw`\b(?:finger|fingertip|hand)(?:-shaped)? (?:bruises|marks)\b`,
        String.raw`\bhandprint on (?:his|her|their|my \w+'s)\b`,
      ),
    ),
    needsEntry: /\b(?:son|daughter|kids?|children|child|baby|boy|girl|little one|toddler)\b/,
  },
  {
    id: 'a phone hidden from them',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\bchecks? (?:it|my phone) (?:while|when) i(?:'m| am)? (?:asleep|sleeping|in the shower|out)\b`,
        String.raw`\b(?:have to|had to) (?:hide|sleep with|keep) my phone (?:in|under|on)\b`,
      ),
    ),
  },
  {
    id: 'leaving only in a box',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:leav(?:e|ing)|get out|go)${gap(4)} (?:is |will be )?in a (?:box|coffin|body bag|wooden box)\b`,
        String.raw`\bover (?:his|her|my) dead body\b(?=[^.!?\n]*\bleav)`,
      ),
    ),
    needsEntry: SOMEONE_IN_ENTRY,
  },
  {
    id: 'told I am worthless',
    kind: 'danger_from_other',
    weight: 0.4,
    pattern: rx(
      anyOf(
        String.raw`\b(?:calls|called|tells|told) me (?:i'm |i am |that i'm )?(?:worthless|useless|nothing|a waste of space|pathetic|disgusting|fat and ugly)\b`,
        String.raw`\b(?:nobody|no one) else would (?:ever )?(?:want|have|love) me\b`,
      ),
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
      anyOf(
        String.raw`\b${AGENT}\b${gap(3)} (?:touch(?:es|ed|ing)?|grop(?:es|ed|ing)) me\b(?= (?:when|at night|where|down there|in (?:my|the|his|her) (?:sleep|night|bed|room)|and i|while))`,
        String.raw`\b(?:touche[sd]|grop(?:es|ed)) me (?:down there|in my sleep)\b`,
      ),
    ),
  },
  {
    id: 'forced into sex',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\bforc(?:es|ed|ing) me (?:to|into) (?:do (?:things|stuff|sexual)|have sex|sleep with|sex)\b`,
        String.raw`\bma(?:kes|de|king) me (?:have sex|sleep with him|sleep with her|do (?:sexual|things in bed))\b`,
        String.raw`\bthings i don't want to (?:do )?(?:in bed|sexually)\b`,
        String.raw`\b(?:doesn't|didn't|won't) stop when i (?:say|said|tell|told) (?:him|her|them)? ?(?:no|to stop)\b`,
      ),
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
      anyOf(
        String.raw`\b${AGENT} (?:is|has been|was|gets|can be) (?:abusive|violent)\b`,
        String.raw`\b(?:i'm|i am) (?:in an abusive relationship|being abused)\b`,
      ),
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
      anyOf(
        String.raw`\b(?:it's|it is|he's|she's|things are|the violence is|the hitting is) (?:getting|got) worse\b`,
        String.raw`\b(?:more and more|every week now|more often now)\b(?=[^.!?\n]*\b(?:hits?|hurts?|shouts?|angry|rages?)\b)`,
      ),
    ),
    needsEntry: /\b(?:he|she|him|her|partner|husband|wife|boyfriend|girlfriend)\b/,
  },
  {
    id: 'keeping them happy',
    kind: 'danger_from_other',
    weight: 0.4,
    pattern: rx(
      anyOf(
        String.raw`\b(?:when|if|whenever) i(?:'ve| have)? (?:upset|annoy(?:ed)?|anger(?:ed)?|wound up|displeased|embarrassed|disobey(?:ed)?) (?:him|her|them)\b`,
        String.raw`\bwhen (?:he's|she's) in (?:a|one of his|one of her) moods?\b`,
      ),
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
      anyOf(
        String.raw`\bcover(?:ed|ing)? (?:up )?(?:the |my )?(?:bruises?|marks|black eye) with (?:make-?up|concealer|foundation)\b`,
        String.raw`\b(?:bruises?|marks|black eye|split lip)\b${gap(5)} (?:i )?(?:tell|told) (?:people|everyone|them|work|the school) (?:are|is|they're|it's|they were|it was) from\b`,
        String.raw`\b(?:said|told \w+|tell people) (?:that )?i walked into a door\b`,
      ),
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
      anyOf(
        String.raw`\b(?:i )?get punished\b`,
        String.raw`\b(?:he|she|they) punish(?:es)? me\b`,
        String.raw`\bmakes? me (?:sleep|stay|stand|kneel|wait|sit) (?:in|outside|on|at)${gap(1)} (?:the )?(?:car|garden|floor|cold|shed|hallway|stairs|doorstep)\b`,
      ),
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
      anyOf(
        String.raw`\b(?:turned up|showed up|came (?:round|to)|contacted me|messaged me|keeps coming)\b${gap(8)} (?:even though|though|despite|although|when) (?:there's|there is|we have|i have|i've got) (?:a |an )?(?:order|restraining order|non-molestation order|injunction|protection order)\b`,
        String.raw`\bbroke (?:the|his|her) (?:order|restraining order|bail conditions|injunction)\b`,
      ),
    ),
  },
  {
    id: 'knowing where I would be',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\bnever told (?:him|her|them) where i(?:'d| would)? be\b`,
        String.raw`\b(?:commented on|knew|knows|mentioned) (?:what i (?:was|'m|am) wearing|where i(?:'d| would|'ve| have)? (?:be|been|was))\b`,
      ),
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
      String.raw`\b(?:he|she|they)(?:'ll|'d| will| would| is going to) tell (?:them|the police|everyone|social services|the court|people) (?:that )?(?:i'm|i am|it was|i was|i) (?:the one|mad|crazy|unfit|abusive|lying|wanted it|asked for it|started it|hit|hurt|attacked|abused|assaulted|beat|touched|pushed)\b`,
    ),
    couldBeJoke: true,
  },
  {
    id: 'the children threatened',
    kind: 'danger_from_other',
    weight: 0.6,
    scope: 'sentence',
    pattern: rx(
      anyOf(
        String.raw`\b(?:he|she|they)(?:'ll|'d| will| would| is going to) (?:get|take|keep) (?:the kids|the baby|custody|full custody|my kids|my baby|the children|my children)\b`,
        String.raw`\b(?:never|won't) see (?:the kids|my kids|the baby|my baby|the children) again\b`,
      ),
    ),
    couldBeJoke: true,
  },
  {
    id: 'a stranger who knows too much',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\b(?:messages?|texts?|calls?|following me|follow requests?|contact(?:ing)? me)\b${gap(3)} (?:from|on|through|via) (?:fake|new|different|anonymous|burner|multiple) (?:accounts?|profiles?|numbers?)\b`,
        String.raw`\b(?:made|set up|created|using) (?:a )?(?:fake|new|another) (?:account|profile)s? to (?:message|contact|follow|watch) me\b`,
      ),
    ),
  },
  // Danger from a named person, and threats told as what happens if the writer leaves or tells: names are unknown
  // words, so the act must be one only a person does to a person ("Jake slapped me", not "reality hit me").
  {
    id: 'a named person hurt me',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b(?=(?:slapped|choked|strangled|headbutted|throttled|raped|molested|assaulted|battered|shoved|elbowed|kneed|spat|beat|smacked) )${UNKNOWN_SUBJECT}(?:slapped|choked|strangled|headbutted|throttled|raped|molested|assaulted|battered|shoved|elbowed|kneed|spat (?:on|at)|beat up|smacked) me\b${NOT_VIOLENCE_AFTER}`,
    ),
    couldBeJoke: true,
    notWhen: test(String.raw`${PLAY}|${HURT_FEELINGS}|${NOT_A_PERSON_HURTING}`),
  },
  {
    // "hit me", "punched me" also have figurative subjects ("nostalgia hit me", "exams punched me in the face"): on
    // their own they need another sign, or a real occasion in the sentence.
    id: 'a named person hit me',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?=(?:punched|kicked|hit|attacked) me\b)${UNKNOWN_SUBJECT}(?:punched|kicked|hit|attacked) me\b${NOT_VIOLENCE_AFTER}(?! (?:hard|in the (?:gut|feels|wallet|teeth|heart)|like a))`,
    ),
    couldBeJoke: true,
    notWhen: test(String.raw`${PLAY}|${HURT_FEELINGS}|${NOT_A_PERSON_HURTING}`),
  },
  {
    id: 'a named person hit me, on an occasion',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b(?=(?:punched|kicked|hit|attacked) me )${UNKNOWN_SUBJECT}(?:punched|kicked|hit|attacked) me (?:again|last night|tonight|yesterday|this morning|twice|three times|in front of|when i|because i|for (?:asking|saying|talking|looking|being|not))\b`,
    ),
    couldBeJoke: true,
    notWhen: test(String.raw`${PLAY}|${HURT_FEELINGS}|${NOT_A_PERSON_HURTING}`),
  },
  {
    id: 'a named person I fear',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:afraid|scared|terrified|frightened|petrified)(?: of)?(?: what)? (?!(?:it|this|that|the|a|an|my|i|you|we)\b)[a-z]+(?:'ll|'d| will| would| might| could| is going to|'s going to) (?:do (?:to me|to us|next|if|when)|hurt (?:me|us|the kids)|hit me|kill me|find (?:me|out where)|come (?:back|after me|for me|round)|track me down|turn up)\b`,
        String.raw`\b(?:afraid|scared|terrified|frightened|petrified) of (?!(?:it|this|that|the|a|an|my|heights|spiders|the dark|dogs|flying)\b)[a-z]+ (?:when|whenever|after|if) (?:he|she)(?:'s| is| gets| has| comes| drinks| starts| loses|'s been| has been)\b`,
        String.raw`\b(?:scares|frightens|terrifies) me\b(?<=\b(?:he|she|${AGENT}) \w+ me)(?! (?:to death|half to death|silly|stiff|with (?:his|her) (?:driving|stories|jokes)))`,
      ),
    ),
  },
  {
    id: 'a warning against leaving or telling',
    kind: 'danger_from_other',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      anyOf(
        String.raw`\b${SPEECH}\b[^.!?\n]{0,60}?\bif (?:i|you)(?: ever| even| so much as| dare| dared)?(?: (?:try|tried|think about|thought about)(?: to)?)? ${LEAVING_OR_TELLING}`,
        String.raw`\b${SPEECH}\b[^.!?\n]{0,30}?\b(?:(?:i'd|i had|i) better not|(?:me )?not to|(?:me )?never to) (?:tell|say|leave|call|speak|talk|go)\b`,
      ),
    ),
    needsSentence: test(
      String.raw`\b(?:next|find me|find (?:my )?body|(?:nobody|no one|noone) (?:would|will|'d|'ll) (?:ever )?(?:find|know|believe|hear)|regret|be sorry|pay|kill|hurt|dead|die|disappear|ditch|hospital|grave|never see|take the kids|lose the kids|tell (?:everyone|the police|social services|people)|make sure|ruin|destroy|come after|end me|watch my back|or else|you'll see|the same|what happens|what (?:he|she|they)(?:'ll|'d| will| would) do|burn|break|beat|smash|hunt|track)\b`,
    ),
    couldBeJoke: true,
    notWhen:
      /\b(?:surprise|party|present|gift|spoiler|ending|score|result|secret recipe|diet|homework|my room|the dishes|the washing up|curfew)\b/,
  },
  {
    id: 'taken at their word',
    kind: 'danger_from_other',
    weight: 0.4,
    pattern: rx(
      String.raw`\b(?:i think|i know|i'm sure|pretty sure|i believe|i'm certain|i could tell)(?: that)? (?:he|she|they) (?:meant|means|mean|was serious|is serious|would do it|will do it|'d do it|'ll do it|could do it)(?: it)?\b`,
    ),
    needsEntry: /\b(?:said|says|told me|threaten\w*|warned|texted|swore)\b/,
  },
  {
    id: 'knowing who did it',
    kind: 'danger_from_other',
    weight: 0.4,
    pattern: rx(
      String.raw`\b(?:i know|i'm sure i know|we both know|i've a good idea|i have a good idea)(?: exactly)? who (?:did it|it was|did|put (?:it|them) there|sent (?:it|them)|is doing (?:it|this)|'s doing (?:it|this)|left (?:it|them))\b`,
    ),
    needsEntry:
      /\b(?:tracker|tracking|airtag|gps|following|followed|outside my|camera|notes?|messages|turns up|turned up|doorstep|windscreen|slashed|tyres)\b/,
  },
  {
    id: 'a tracker on my things',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:tracker|tracking device|airtag|gps|tile)(?: [\w']+){0,2}? (?:on|in|under|inside|attached to|taped to|taped inside|hidden in) my (?:phone|car|bag|coat|bike|keys|pram|handbag|jacket|wheel arch)\b`,
    ),
    notWhen:
      /\b(?:i (?:put|'ve put|bought|got|added|stuck|attached|fitted)|(?:mum|mom|dad|my \w+) (?:put|added|fitted) (?:it|one)|turns out|in case (?:it|they|i)|lose|lost|stolen|nicked|find (?:it|them|my)|insurance|dog|cat)\b/,
  },
  // Someone who comes into the writer's home uninvited, or will not stop turning up.
  {
    id: 'letting himself in',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:let|lets|letting) (?:himself|herself|themselves) in(?:to)?(?: (?:my|the|our) (?:flat|house|room|bedroom|home|place))?\b`,
    ),
  },
  {
    id: 'letting himself in at night',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:let|lets|letting) (?:himself|herself|themselves) in\w*${gap(4)} (?:at night|in the night|while i (?:was|'m|am) (?:asleep|sleeping|in the shower|out)|when i'm (?:asleep|out|sleeping|in the shower)|whenever (?:he|she|they) (?:likes?|wants?|feels? like it)|without (?:asking|knocking|warning|telling me))\b`,
    ),
  },
  {
    id: 'woken to someone there',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      String.raw`\bwoke (?:up )?(?:and |to find |to see |with |to )?(?:him|her|them|someone|a man|he|she|my \w+|the \w+)(?: was| were)? (?:standing|sitting|watching me|in my room|at the end of my bed|over me|on my bed|in the hallway|in the doorway|by my bed|next to my bed)\b`,
    ),
  },
  {
    id: 'will not stop turning up',
    kind: 'danger_from_other',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\bblocked (?:him|her|them)(?: \w+){0,2}? (?:everywhere|on everything|on all|again|on every)\b`,
        String.raw`\b(?:he|she|they|keeps?|kept|still|always) (?:turns?|turned|turning|shows?|showed|showing) up (?:at|outside|wherever|everywhere|where)\b`,
        String.raw`\b(?:he|she|they) (?:turns?|shows?) up(?= *$)`,
        String.raw`\b(?:third|fourth|fifth|sixth|tenth|\d+(?:rd|th)) time (?:this|that) (?:week|month|weekend|fortnight)\b`,
        String.raw`\bwon't leave me alone\b`,
        String.raw`\b(?:new|another|different) (?:number|account|profile) (?:every time|each time|whenever) i block\b`,
      ),
    ),
    needsEntry: test(String.raw`\b(?:${AGENT}|him|her|them)\b`),
  },
  // Control told as rules: where the writer may go, and the feeling of being a prisoner at home.
  {
    id: 'rules about going out',
    kind: 'danger_from_other',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\b(?:says|said|tells me|told me|decided|decides)(?: that)? i (?:can't|cannot|am not allowed to|'m not allowed to|mustn't|must not|am not to|'m not to|have to ask before i|need permission to) (?:leave|go|go out|go anywhere|see|visit|drive|work|talk to|speak to|use|have|wear)${gap(5)} without (?:him|her|them|asking|his|her|their)\b(?! (?:finishing|doing|eating|a coat))`,
        String.raw`\bi (?:can't|cannot|am not allowed to|'m not allowed to) (?:leave|go out|go anywhere|leave the (?:house|flat))${gap(3)} without (?:him|her|them)(?: (?:knowing|saying|checking|coming|asking|permission))?(?= *$)`,
      ),
    ),
  },
  {
    id: 'a prisoner at home',
    kind: 'danger_from_other',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:prisoner|hostage|trapped|locked up|caged)(?: \w+){0,2} in (?:my|our|this|the) (?:own )?(?:home|house|flat|marriage|relationship)\b`,
    ),
    needsEntry: SOMEONE_IN_ENTRY,
  },
  // A child or a parent hurt at home, named or heard through the wall.
  {
    id: 'a named person hurt at home',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b(?=${HOME_VIOLENCE} )(?<=\b(?:he|she|they|${AGENT})\b${gap(3)} )${HOME_VIOLENCE} (?!(?:it|this|that|the|a|an|me|us|him|her|them|my|his|their|our|back|out|up|off|on|in|at|into|to|something|someone|everything|anything|snooze|send|traffic|golf|balls?|gold|home|walls?|doors?|again)\b)[a-z]+ (?:with (?:the|a|his|her|their|my) (?:belt|slipper|shoe|stick|cane|wooden spoon|spoon|hairbrush|cable|wire|lead|buckle|fist|remote|bat|hanger|ruler)|so hard|across the \w+|in the (?:face|head|stomach|ribs|mouth)|black and blue|until (?:he|she|they) (?:cried|bled|screamed|was|were|couldn't))\b`,
    ),
    couldBeJoke: true,
    notWhen: test(
      String.raw`${PLAY}|\b(?:racket|bat and ball|shot|golf|cricket|rounders|baseball|softball|hockey|pool|swimming|trampoline|sea|waves|bouncy castle)\b`,
    ),
  },
  {
    id: 'hearing violence at home',
    kind: 'danger_from_other',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:heard|hear|hearing|could hear|can hear|listening to) (?:him|her|them|he|she|${AGENT}) (?:hitting|beating|slapping|hurting|strangling|choking|kicking|punching|smacking|battering) (?:her|him|mum|mom|dad|my \w+|the kids|the baby|(?!(?:the|a|an|it|this|that|some|up|out|eggs?|cream|drums?|carpets?|rugs?|walls?|doors?|balls?|dough|mixture|batter)\b)[a-z]+)\b(?! (?:at|in) (?:the )?(?:game|match))`,
    ),
    notWhen: test(PLAY),
  },
  {
    id: 'not wanting to hear it',
    kind: 'danger_from_other',
    weight: 0.4,
    pattern: rx(
      String.raw`\b(?:turned|turn|turning|put) (?:the (?:telly|tv|music|radio)|my (?:music|headphones|telly|tv)|the volume)(?: \w+)? (?:up|on)${gap(2)} so (?:i|we|the kids) (?:didn't|don't|couldn't|wouldn't|can't) (?:have to )?hear (?:her|him|them|it|the \w+)\b`,
    ),
    needsEntry: SOMEONE_IN_ENTRY,
  },
];
