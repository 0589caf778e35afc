import type { TCrisisKind } from './crisis-screen.ts';
import { ABOUT_ME, SOMEONE_IN_ENTRY, rx } from './crisis-cue.ts';
import type { TCrisisCue } from './crisis-cue.ts';
import { HIGH_OR_FAST_PLACE, PILLS } from './crisis-terms.ts';

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
    ? { needsEntry: SOMEONE_IN_ENTRY, needsSentence: ABOUT_ME, couldBeJoke: true }
    : { writerIsSubject: !aboutOthers }),
});

export const LOOSE_SIGNS: TCrisisCue[] = [
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
    String.raw`\b(?:end it|end things|end my life|ending it|not (?:wake|waking) up|in my sleep|(?:take|took) me\b(?! (?:to|out|home|back|for|with|through|ages|forever|a while|an hour|\d))|let (?:it|death|the illness|the cancer|the disease) take me|stop existing|cease to exist|not exist|not be here|not being here|be gone|gone for good|disappear(?:ing)? for good|switch off for good|the other side|afterlife|my funeral|my grave|a coffin|ghost already|drown(?:ing)?(?! in)|hang myself|overdos(?:e|ing)|suicid\w*|(?:and )?then i can (?:stop|go|rest|be done|let go)(?= *$| for good| forever)|if i (?:just )?(?:didn't|never) (?:get|got) up(?: again)?|ready to (?:leave|go)(?: it| it all| this)?(?= *$)|and then i'm (?:done|gone|out)(?= *$| for good| forever)|waiting for (?:the rest of me|my body|it all|the end) to (?:catch up|give up|finish|end|stop))\b`,
  ),
  loose(
    'despair',
    'suicidal_ideation',
    0.35,
    String.raw`\b(?:hopeless(?! (?:at|about|with) )|pointless|worthless|no future|no way out|trapped|can't cope|can't go on|can't do this|can't take (?:it|this|any more|anymore)|given up|giving up|give up on|done with (?:it all|everything|life)|hate (?:myself|my life|being alive)|nobody cares|no one cares|(?:i'm|i am|i feel) (?:so )?(?:empty|numb|broken|alone)|burden|can't picture (?:being|myself)|can't see (?:a|any) future|don't see how i|(?:no|any) reason to (?:stay|live|be here)|what's the point|stop pretending|tired of (?:everything|it all|life|trying|fighting|this))\b|\b(?:end of my (?:tether|rope)|breaking point|rock bottom|falling apart|nothing left(?: in me| to give)?)\b`,
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
    String.raw`\b(?:they|everyone|everybody|he|she|people|the kids|work|my (?:family|kids|mum|mom|dad|partner|husband|wife|friends|sister|brother))(?:'d|'ll| would| will) (?:just )?(?:cope|manage|carry on|move on|get over it|be fine|barely notice|forget me)\b(?= *$| without me| if i)|\b(?:would|'d|will|'ll) (?:just )?(?:shuffle|rearrange|sort out|fill) (?:the|my) (?:rota|shifts|desk|place|job)\b|\b(?:would|'d|will|'ll) (?:just )?replace me\b|\b(?:would|will|'d|'ll) (?:get|have|inherit|take) my (?:flat|house|car|things|stuff|room|savings|money)\b`,
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
    String.raw`\b(?:cuts|cutting|burns|burning|scratch(?:ed|ing|es)?|bruises|bled|bleeding|blood|scars?|marks|wounds?|welts|blisters?|hurting|stung)\b|\b(?:stitches|steri ?strips|gash(?:es)?|slashes|bruising)\b`,
  ),
  loose(
    'secrecy and relapse',
    'self_harm',
    0.35,
    String.raw`\b(?:relaps\w*|clean streak|\w+ (?:days|weeks|months) clean|nobody knows|no one knows|long sleeves|in the toilets|locked (?:myself )?in the bathroom|so (?:nobody|no one) (?:sees|saw|can see)|running out)\b|\b(?:hide it|hiding it|nobody can know|no one can find out|locked the (?:bathroom )?door)\b`,
  ),
  loose(
    'not eating',
    'self_harm',
    0.35,
    String.raw`\b(?:ate nothing|haven't eaten|not eating|didn't eat|skipp(?:ed|ing) (?:meals|breakfast|lunch|dinner|food)|starv\w+|purg\w+|throw(?:ing)? up|made myself sick|like (?:it|the) hurting|feel the hunger|if i'm hungry)\b|\b(?:calories|laxatives|restrict(?:ing|ed)|count(?:ing)? every calorie)\b`,
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
    String.raw`\b(?:puts?|put|had|got) (?:his|her|their) hands on me\b|\bon top of me\b|\bcame for me\b|\bface (?:right )?in (?:mine|my face)\b|\bin my face\b|\bagainst the wall\b|\bwith (?:the|his|her|a) (?:belt|slipper|shoe|wooden spoon|cane|stick|fist)\b|\b(?:cornered|trapped|pinned|grabbed|shoved|dragged) me\b|\b(?:raised (?:his|her|their) (?:hand|fist) (?:to|at) me|held me down|pinned me down)\b`,
  ),
  loose(
    'being made to',
    'danger_from_other',
    0.4,
    String.raw`\b(?:won't|doesn't|will not|didn't) (?:let|give) me\b|\b(?:have|had) to (?:ask|wait|beg|explain|account)\b|\bnot allowed\b|\bmakes? me\b(?! (?:so |really |very |feel )?(?:angry|happy|sad|laugh|cry|smile|feel|think|want|nervous|anxious|mad|sick|proud|jealous|tired|hungry|giggle)\b)|\bso i (?:couldn't|can't|wouldn't)\b|\bi(?:'d| had)? (?:said|say|told him|told her) no\b|\bi don't want to\b|\bdidn't (?:stop|let go)\b|\bkeeps? asking me to\b|\bpretending to be\b|\bchanged my number\b|\bfind out (?:my|where i|when i)\b|\bor else\b|\btry it\b|\bif i (?:said|say|tell|told) (?:anything|anyone)\b|\b(?:controll?ing|isolat(?:ed|ing) me|checks where i am|tracks my|monitors my)\b`,
  ),
  loose(
    'afraid of them',
    'danger_from_other',
    0.4,
    String.raw`\b(?:scared|afraid|terrified|frightened|petrified|panic(?:ked)?|flinch\w*|shaking)\b|\b(?:hid|hiding|hide)\b(?= from (?:him|her|them)| in the (?:bathroom|bedroom|car|wardrobe|garden)| when (?:he|she))|\bsleeping at (?:my )?(?:mum's|mom's|dad's|a friend's|my sister's|nan's)\b|\brefuge\b|\b(?:eggshells|dread (?:him|her) coming home|(?:heart|stomach) (?:races|drops|sinks) when (?:he|she|his|her))\b`,
  ),
  loose(
    'an injury or the police',
    'danger_from_other',
    0.4,
    String.raw`\b(?:a&e|a and e|the er|hospital|my ribs|bruises|black eye|stitches|police|injur\w+|concussion)\b|\b(?:swollen|split lip|bruised)\b`,
  ),
  loose(
    'drink and rage',
    'danger_from_other',
    0.3,
    String.raw`\b(?:drunk|drinking|angry|rage|temper|lost it|snapped|shouted|shouting|screamed|screaming|furious)\b|\b(?:punched the wall|slammed (?:the )?doors?|threw things|smash(?:ed|ing) things)\b`,
  ),
  loose(
    'harm threatened',
    'danger_from_other',
    0.5,
    String.raw`\b(?:(?:they|he|she)(?:'d|'ll| would| will) (?:glass|stab|knife|batter|do|sort|get|hurt|kill|smash|burn) me|said (?:i'd|i would|i'll) (?:regret|pay|be sorry))\b`,
  ),
];
