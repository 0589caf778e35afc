import { AFTER_A_PLAN, MEANS_OR_DEATH_IN_ENTRY, anyOf, rx, test } from './crisis-cue.ts';
import type { TCrisisCue } from './crisis-cue.ts';
import {
  ATTEMPT,
  DEATH_ACT,
  DEPARTURE,
  FINAL_ARRANGEMENTS,
  HIGH_OR_FAST_PLACE,
  LETHAL_MEANS,
  PILLS,
  PLAN,
  gap,
} from './crisis-terms.ts';

// ---------------------------------------------------------------------------------------------------------------
// intent_to_die: a plan, a time, means made ready, final arrangements, an attempt

export const INTENT_TO_DIE_CUES: TCrisisCue[] = [
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
      anyOf(
        String.raw`\b(?:know|worked out|figured out|decided|chosen|picked)(?: exactly)? (?:how|when|where) (?:i'?d|i'll|i will|i'm going to|to) (?:do it|end it|kill myself|take my (?:own )?life|die)\b`,
        String.raw`\b(?:fastest|quickest|easiest|painless|painlessly|best|surest|quietest|simplest|least painful) (?:ways?|method|methods) (?:to|of) (?:die|dying|kill myself|killing myself|end (?:it|it all|my life)|ending (?:it|it all|my life)|overdose|not wake up)\b`,
        String.raw`\b(?:ways? to|how to|how i could|plan to|planning to|going to|could) make (?:it|my death|everything) look like an accident\b`,
      ),
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
      anyOf(
        String.raw`\bhow (?:many|much) (?:i'?d|i would|i'll|i will|it would|it'd|it will) (?:need|take)\b`,
        String.raw`\b(?:there's|it's|that's|that should be|should be|it'll be|it will be|that'll be|there are|i've got) enough\b(?= *$| now(?= *$))`,
        String.raw`\bi've checked(?= *$)`,
        String.raw`\benough ${PILLS}(?: now| saved| stored| here)?(?= *$)`,
        String.raw`\benough\b${gap(4)} to (?:do it|kill|die|not wake up|end it)\b`,
      ),
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
      anyOf(
        String.raw`\b(?:sav(?:e|ed|ing)|stockpil\w*|hoard\w*|stash\w*|collect(?:ed|ing)|stor(?:ed|ing)) (?:up )?(?:all )?(?:of )?(?:my |the |enough |some )?${PILLS}\b`,
        String.raw`\b${PILLS} (?:saved|stockpiled|hoarded|stashed)\b`,
        String.raw`\bstopped taking (?:my |the )?${PILLS}${gap(3)} (?:keeping|saving|storing|stashing|hiding) them\b`,
      ),
    ),
    notWhen: /\b(?:money|prescription charges|costs?|on (?:my|the) prescription)\b/,
  },
  {
    id: 'getting the means',
    kind: 'intent_to_die',
    weight: 0.6,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:bought|buy|buying|got|getting|ordered|ordering|picked up|stocked up on|stocking up on|hid|hidden|hiding|keep|kept|keeping|count(?:ed|ing)?(?: out)?|lined up|lining up|laid out|set aside|have|has|had|holding|held|put|took|popped|emptied|tipped|there's|there is|there are)\b${gap(6)} (?:${PILLS}|a rope|the rope|rope|some rope|${LETHAL_MEANS})\b`,
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
      String.raw`\b(?:by (?:the|my) bed|under my (?:bed|pillow|mattress)|in my hands?|(?:are|is|'s|'re) in (?:my (?:bag|pocket|coat|car|drawer|desk|locker)|the (?:\w+ )?(?:drawer|boot|glovebox|glove box|shed|garage|wardrobe|cupboard|cabinet))|counted them(?: again)?|at the back of the wardrobe|in an old \w+ tin|out of (?:the|their) (?:packets?|blister packs?|foil|boxes)|everything i need|(?:all )?ready\b(?! for (?:work|school|bed|the))|in a (?:row|pile|line)|lined up|use it|use them|for when (?:it gets|i'm ready)|waiting (?:for|until) (?:everyone|the house|i'm alone|tonight|the right))`,
    ),
    needsEntry: MEANS_OR_DEATH_IN_ENTRY,
  },
  {
    id: 'no questions asked',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\bfrom (?:two|three|several|a few|different) (?:different )?(?:chemists|pharmacies|shops|supermarkets)\b`,
        String.raw`\bso (?:nobody|no one|noone) would (?:ask|notice|question|suspect)\b`,
        String.raw`\bwithout (?:anyone|them) (?:noticing|knowing|asking)\b`,
      ),
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
      anyOf(
        String.raw`\bthat's when\b`,
        String.raw`\bi know when\b`,
        String.raw`\b(?:picked|chosen|set|pick|choose) (?:a|the) (?:date|day|time|night|weekend|moment)\b`,
        String.raw`\b(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next week|this weekend)(?: is|'s) the (?:day|night)(?= *$)`,
        String.raw`\bthat's the (?:day|night|date)(?= *$)`,
        String.raw`\b(?:it's|it is) (?:just )?deciding when\b`,
      ),
    ),
  },
  {
    id: 'a decision made',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\bi've (?:made my )?decided?(?= *$)`,
        String.raw`\bmy mind is made up\b`,
        String.raw`\bi've made (?:my|the|a) (?:decision|choice)\b(?= *$)`,
        String.raw`^i'm ready$`,
      ),
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
      anyOf(
        String.raw`\bwhen the (?:house|flat) (?:will be|is|'s|would be|'ll be) empty\b`,
        String.raw`\b(?:no one|nobody|noone)(?:'s| is| will be)? (?:home|back|around|in)\b(?! (?:for|to))`,
        String.raw`\b(?:an|the) empty (?:house|flat)\b`,
        String.raw`\b(?:house|flat|place) to myself\b`,
        String.raw`\bwhen (?:everyone|my (?:parents|mum|mom|dad|family|flatmate|housemates|wife|husband|partner)|they|he|she)(?:'s|'re| is| are) (?:asleep|out|away|at work|on holiday)\b`,
        String.raw`\bwaiting for everyone to (?:be asleep|fall asleep|go out|leave|go to bed)\b`,
      ),
    ),
  },
  {
    id: 'goodbye letters',
    kind: 'intent_to_die',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:goodbye|farewell|suicide) (?:letters?|notes?|messages?|videos?|texts?|emails?)\b`,
        String.raw`\b(?:wrote|written|writing|left|leave|leaving|finished) (?:a|the|my) (?:note|letter)s?\b[^.!?\n]{0,40}?\b(?:explaining why|to explain why|saying (?:sorry|goodbye)|for when i'?m gone|so (?:they|she|he|people|everyone) (?:understand|know why|won't blame))`,
      ),
    ),
  },
  {
    id: 'last words',
    kind: 'intent_to_die',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\bby the time (?:you|anyone|someone|they|people|my \w+) (?:read|reads|find|finds|see|sees) this\b`,
        String.raw`\bthis (?:is|will be) my (?:last|final) (?:entry|message|note|goodbye|post|day)\b(?! (?:before|for a while|for now|of the|in this|until|till|on|at))`,
        String.raw`\bwon't be (?:here|around|alive) (?:much|for much|for very|any) longer\b`,
        String.raw`\b(?:don't think|doubt|not sure) i'?ll (?:still )?be (?:around|here|alive)\b(?! (?:for|at|to) (?:the|dinner|lunch|tea|\d))`,
        String.raw`\b(?:won't|will not|not going to) (?:still )?be alive\b`,
        String.raw`\b(?:don't|can't|do not) see myself (?:making it|being (?:here|around|alive)|getting|lasting|surviving) (?:to|through|past|until|beyond|much longer)\b`,
        String.raw`\bwon't (?:be a (?:problem|burden|bother|worry)|have to (?:put up with|worry about|deal with|look after) me) (?:for )?(?:much longer|for long|soon|anymore|any more)\b`,
      ),
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
      anyOf(
        String.raw`\b(?:like|as if|as though) (?:it's|it is|it was|this is) the last time\b`,
        String.raw`\bthe last time i'(?:ll|d) (?:see|hug|hold|hear|walk)\b`,
        String.raw`^maybe it is$`,
      ),
    ),
  },
  {
    id: 'never coming in again',
    kind: 'intent_to_die',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\bwon't be (?:in|back|around|coming (?:in|back)) (?:ever|ever again|again, ever)\b`,
        String.raw`\bthank(?:-| )you for everything\b(?=[^.!?\n]*\b(?:won't be|goodbye|last)\b)`,
      ),
    ),
  },
  {
    id: 'a secret goodbye',
    kind: 'intent_to_die',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:doesn't|don't|didn't|won't) know (?:it's|it was|it is|that it's|that it was|this is) (?:goodbye|the last time)\b`,
        String.raw`\b(?:said|saying|say) goodbye${gap(3)} (?:without (?:them|her|him) knowing|for the last time)\b`,
      ),
    ),
  },
  {
    id: 'clearing my life away',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\b(?:deleted|deleting|closed|closing) (?:all )?(?:of )?my (?:social media|accounts|instagram|facebook|profiles)\b`,
        String.raw`\b(?:cleared|clearing|wiped|wiping|deleted|deleting|erased|erasing) (?:all )?(?:of )?(?:my )?(?:search|browser|browsing|internet|google) history\b`,
        String.raw`\b(?:wiped|wiping|factory reset|reset) my (?:phone|laptop|computer|pc|tablet)\b`,
      ),
    ),
    notWhen:
      /\b(?:sell|selling|sold|trade(?:d)? (?:it )?in|new one|upgrade|giving it to|gave it to|surprise|present|gift)\b/,
  },
  {
    id: 'handing over my passwords',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      String.raw`\b(?:sent|gave|giving|wrote down|written down|left|leaving|shared)${gap(3)} (?:my|the|all the|all my|all of my) (?:passwords|pin numbers|pins|bank details|logins)\b`,
    ),
  },
  {
    id: 'not your fault',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\b(?:none of (?:it|this) (?:was|is)|it (?:wasn't|isn't|was not|is not)|this (?:isn't|is not)) (?:their|your|his|her|anyone's) fault\b`,
        String.raw`\bsealed the (?:envelopes?|letters?)\b`,
      ),
    ),
  },
  {
    id: 'writing to each of them',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\b(?:wrote|written|writing) (?:letters? |notes? |cards? )?(?:to|for) (?:each of|all of|every one of|everyone|the kids|my (?:kids|children|family|parents))\b`,
        // Letters to the people closest: "wrote letters to Mum and my sister".
        String.raw`\b(?:wrote|written|writing|left|leaving) (?:\w+ )?(?:letters|notes) (?:to|for) (?:mum|mom|dad|nan|gran|my \w+|him|her|them|\w+ and \w+)\b`,
      ),
    ),
    notWhen:
      /\b(?:future self|pen ?pals?|workshop|thank[- ]you|cover letters?|council|complaint|mp|birthday|christmas|mother's day|father's day|valentine|wedding|school|teacher|lunchbox|fridge|shopping)\b/,
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
      anyOf(
        String.raw`\b(?:where|so) (?:they|she|he|mum|mom|dad|someone|somebody)(?:'ll| will)? find (?:it|them|me)\b`,
        String.raw`\b(?:in the (?:top )?drawer|on the (?:kitchen )?table|on my pillow|on the bed|under my pillow)\b`,
      ),
    ),
    needsEntry: /\b(?:note|notes|letter|letters|envelopes?)\b/,
  },
  {
    id: 'my ashes',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\bmy ashes\b`,
        String.raw`\bfuneral (?:wishes|plans|songs?|music)\b`,
        String.raw`\bwhere i want to be buried\b`,
        String.raw`\bwhat (?:songs?|music) (?:i want|to play) at my funeral\b`,
        String.raw`\bwhat i want at (?:the|my) funeral\b`,
      ),
    ),
  },
  {
    id: 'last things to say',
    kind: 'intent_to_die',
    weight: 0.4,
    pattern: rx(
      anyOf(
        String.raw`\b(?:things|what) i want (?:people|them|everyone|you|my \w+) to know\b`,
        String.raw`\bwhat i'd want (?:people|them|everyone) to know\b`,
      ),
    ),
  },
  {
    id: 'easier this way',
    kind: 'intent_to_die',
    weight: 0.3,
    pattern: rx(
      anyOf(
        String.raw`\b(?:it's|it is|it'll be) (?:easier|better|kinder) (?:this way|for everyone)\b`,
        String.raw`\bat peace with (?:it|that|my decision)\b`,
      ),
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
      anyOf(
        String.raw`\b(?:took|swallowed|taken|downed|taking|swallowing|(?:take|swallow|down)${AFTER_A_PLAN})${gap(1)} (?:a handful|handfuls|a load|loads|lots|a bunch|dozens|a pile|the rest|too many|a lot|the whole (?:bottle|packet|box|pack|strip)|(?:a|an entire|a full) (?:bottle|packet|box|pack|strip)|\d{2,}|twenty|thirty|forty|fifty|(?:twice|double|triple|three times) the (?:dose|amount)|extra|(?:a few |a couple |some |\w+ )?more)(?: of)? (?:my |the |those |her |his |these |all my )?${PILLS}\b(?! (?:for|to help|because of) (?:my|the) (?:back|headache|cold|pain|period))`,
        String.raw`\b(?:took|swallowed|downed) all (?:of )?(?:my |the )?${PILLS} (?:at once|in one go|i had|i could find|in the house|left)\b`,
        String.raw`\b(?:take|swallow|down)${AFTER_A_PLAN} (?:all|every one|everything|the lot)(?: of)? (?:my |the |these |those )?${PILLS}`,
        String.raw`\b(?:took|swallowed|downed|take|swallow|down|taking|swallowing) (?:everything|all the (?:pills|tablets|meds)|whatever i can find|whatever's) in (?:the|my) (?:medicine cabinet|medicine cupboard|first aid box|bathroom cabinet|drawer)\b`,
        String.raw`\b(?:swallowed|took|downed) (?:what|everything|all) (?:i had|was left|i could find)\b`,
        String.raw`\b(?:took|taken|had) an overdose\b`,
        String.raw`\bi (?:overdosed|od'?d)\b(?! on (?:coffee|caffeine|sugar|chocolate|netflix|tv|work|sun|carbs))`,
      ),
    ),
    writerIsSubject: true,
    notWhen:
      /\b(?:the vet|for the (?:dog|cat)|(?:one|two|three) a day|twice a day|as prescribed|course of)\b/,
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
      anyOf(
        String.raw`\b${ATTEMPT} (?:kill myself|end (?:it|my life|things)|hang myself|overdose|take my (?:own )?life|jump)\b`,
        String.raw`\b(?:nearly|almost) (?:jumped|stepped (?:off|out|in front)|did it|went through with it|ended it|killed myself|overdosed)(?= *$| off| from| in front| last| tonight| today| yesterday| on (?!my))`,
        String.raw`\b(?:tied|tie|tying|hung|hang|hanging|fixed|knotted) (?:a |the |my )?(?:belt|rope|cord|scarf|cable|noose|sheet|tie)s? (?:to|around|round|from|over|on) (?:the |a |my )?(?:banister|bannister|door|beam|hook|neck|tree|rail|railing|loft hatch|ceiling|wardrobe)\b`,
        String.raw`\b(?:practis|practic)(?:ing|ed|e) (?:tying )?(?:the|a) (?:knot|noose)\b`,
        String.raw`\btying (?:the|a) knot with (?:my |a |the )?(?:dressing gown cord|cord|belt|cable|scarf|tie|rope|sheet)\b`,
        String.raw`\b(?:bought|got|tied|tie|tying|made|make|making|have) (?:a |the )?noose\b`,
        String.raw`\b(?:garage|exhaust)\b[^.!?\n]{0,60}?\bengine running\b`,
        String.raw`\bengine running\b[^.!?\n]{0,60}?\bgarage\b`,
        String.raw`\b(?:couldn't|could not|didn't|did not|nearly|almost) (?:go through with it|do it|finish it)\b(?=[^.!?\n]*\b(?:${PILLS}|rope|belt|noose|blade|bridge|ledge|edge|tracks)\b)`,
      ),
    ),
  },
  {
    id: 'waking up in hospital',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\bwoke up in (?:hospital|the hospital|a&e|a and e|the er|icu|intensive care)\b`,
        String.raw`\b(?:had my stomach pumped|on a drip for the overdose)\b`,
        String.raw`^(?:i )?tried (?:again )?(?:last night|tonight|yesterday|this morning|on \w+)$`,
      ),
    ),
  },
  {
    id: 'over the railing',
    kind: 'intent_to_die',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      anyOf(
        String.raw`\bclimbed (?:over|onto|up on|on to) (?:the|a) (?:railings?|barrier|fence|edge|ledge|parapet|wall)\b`,
        String.raw`\b(?:talked|talk|coaxed) me (?:back|down) (?:from|off|over)?\b`,
      ),
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
      anyOf(
        String.raw`\b(?:can|will|'ll) stop (?:worrying|having to worry) about me\b`,
        String.raw`\bwon't have to worry about me\b`,
        String.raw`\b(?:one|no) less (?:thing|person|mouth) (?:for them )?to worry about\b`,
      ),
    ),
  },
  {
    id: 'papers for afterwards',
    kind: 'intent_to_die',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:called|labelled|marked|named) '?for after(?:wards)?'?`,
        String.raw`\bfor when i'?m not (?:here|around)\b`,
        String.raw`\b(?:insurance papers|pin numbers|bank details|policy numbers)\b(?=[^.!?\n]*\b(?:for after|folder|left|envelope|for \w+ to)\b)`,
      ),
    ),
  },
  {
    id: 'no way back',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\b(?:didn't|did not|won't|not) (?:book|buy|get|need) (?:a )?return(?: ticket| train| journey)?\b`,
        String.raw`\bno return (?:ticket|train|journey)\b`,
      ),
    ),
    negationIsTheSign: true,
  },
  {
    id: 'an alibi',
    kind: 'intent_to_die',
    weight: 0.4,
    pattern: rx(
      anyOf(
        String.raw`\btold (?:work|mum|mom|dad|everyone|them|my \w+) (?:i'm|i am|that i'm|i'd be|i was) (?:at a friend's|staying (?:at|with)|away|busy|fine|on holiday|going away)\b`,
        String.raw`\btaking (?:friday|monday|the day|the week|tomorrow) off\b(?=[^.!?\n]*\b(?:nobody|no one|won't)\b)`,
      ),
    ),
    needsEntry: /\b(?:nobody|no one|noone) (?:will|would|'ll) (?:be )?(?:look|miss|know|notice|check)/,
  },
  {
    id: 'sparing them the mess',
    kind: 'intent_to_die',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\bso (?:nobody|no one|they|mum|mom|my \w+) (?:has|have|won't have|doesn't have|don't have) to (?:deal with|clean up|sort out|find|see)${gap(3)} (?:after|afterwards|me)\b`,
        String.raw`\b(?:nobody|no one) has to deal with (?:a |the )?mess after\b`,
      ),
    ),
  },
  {
    id: 'rehearsing the place',
    kind: 'intent_to_die',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\b(?:walked|visited|been to|gone to|drove to|driven to|went (?:back )?to|checked) (?:it|there|the (?:bridge|spot|place|cliff|station|car park|edge))(?: again)? (?:\w+ )?(?:times|every (?:day|night)|again)\b`,
        String.raw`\b(?:practised|practiced|rehearsed|a dry run|trial run)\b(?![^.!?\n]*\b(?:speech|presentation|interview|lines|song|piano|exam|driving test|wedding)\b)`,
      ),
    ),
  },
  {
    id: 'knowing the place and time',
    kind: 'intent_to_die',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\b(?:know|worked out|found out) (?:exactly )?(?:which|where|what time|when) (?:the )?(?:bridge|spot|place|building|car park|cliff|train|line|it's quiet|it is quiet|nobody's around|no one's around)\b`,
        String.raw`\bwhat time it's quiet\b`,
      ),
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
      anyOf(
        String.raw`\bi hope (?:he|she|they|you|everyone|my \w+) (?:can )?forgives? me\b`,
        String.raw`\bplease forgive me\b`,
        String.raw`\b(?:i'm|i am) sorry for what i'm (?:about|going) to\b`,
      ),
    ),
  },
  // Farewell told as behaviour: love said to everyone at once, a longer hug, "it was goodbye".
  {
    id: 'saying goodbye without saying it',
    kind: 'intent_to_die',
    weight: 0.4,
    pattern: rx(
      anyOf(
        String.raw`\b(?:told|telling|tell|texted|messaged|rang|called|phoned)(?: [\w']+){0,4}? (?:everyone|everybody|them all|all of them|each of them|every one of them|all my \w+|the whole family|them)(?: [\w']+){0,3}? (?:that )?(?:i love(?:d)? (?:them|you|her|him)|how much i love(?:d)? them)\b`,
        String.raw`\bhug(?:ged|ging)? (?:him|her|them|everyone|mum|mom|dad|my \w+)(?: \w+)? (?:a bit |a little |so much |way )?(?:longer|tighter) than (?:usual|normal|i normally do|i usually do|necessary)\b`,
        String.raw`\b(?:thanked|thanking) (?:everyone|each of them|all of them|them all) for everything\b`,
        String.raw`\b(?:gave|returned|giving back|gave back) (?:back )?everything i(?:'d| had)? borrowed\b`,
      ),
    ),
  },
  {
    id: 'it was goodbye',
    kind: 'intent_to_die',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\b(?:it|that|this|today|tonight|those|they)(?: was|'s| is| were| felt like)(?: my| a| our)?(?: (?:way of saying|last|final|secret|silent|quiet|private|real))? (?:goodbye|goodbyes|farewell)(?= *$)`,
        String.raw`\b(?:it was|that was|this is|it's) (?:me )?saying goodbye(?= *$)`,
        String.raw`\b(?:none of them|nobody|no one|they|she|he|mum|mom|dad|my \w+) (?:knows?|knew|realised|realized|noticed)(?: that)? (?:it was|it's|it is|that was|i was saying) (?:goodbye|my goodbye)\b`,
      ),
    ),
    negationIsTheSign: true,
  },
  // Means and timing told without naming the act: "decided it'll be Friday", "going to take the pills in the drawer",
  // a calm that follows the decision, and the people provided for.
  {
    id: 'a day chosen for it',
    kind: 'intent_to_die',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:decided|i've decided|deciding|settled on|worked out|picked|chosen|chose|know)(?: that)? (?:it'll|it will|it's going to|it is going to|it has to|it should|it'd|it would) (?:be|happen) (?:on |this |next |at |after |before |in )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tonight|tomorrow|the weekend|weekend|week|the \d+\w*|\d+\w*|payday|christmas|new year|my birthday|the (?:end|start|first|last|night|day|morning))\b`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'a plan with the pills',
    kind: 'intent_to_die',
    weight: 0.6,
    pattern: rx(
      String.raw`\b${PLAN}${gap(2)} (?:take|swallow|down|neck) (?:the|those|these|them|all|every|the whole|all (?:the|my|of (?:the|my|them)))(?: \w+)? ${PILLS}`,
    ),
    notWhen:
      /\b(?:with (?:food|breakfast|lunch|dinner|water|meals?)|as prescribed|doctor|gp|pharmacist|dose|morning|before bed|every (?:day|night)|from now on|course|antibiotics|hay ?fever|headache|back|period|cold|flu)\b/,
    writerIsSubject: true,
  },
  {
    id: 'a plan with a rope or a gun',
    kind: 'intent_to_die',
    weight: 1,
    pattern: rx(
      String.raw`\b${PLAN}${gap(2)} (?:use|get out|take) (?:the|that|my|a) (?:rope|noose|gun|shotgun|rifle|pistol)\b`,
    ),
    notWhen:
      /\b(?:tie|tarp|tow|hang (?:the|a) (?:swing|washing|hammock|picture)|climb\w*|camping|boat|garden|swing|washing|range|clay|hunting|shoot(?:ing)? (?:rabbits|pigeons|targets)|clean)\b/,
    writerIsSubject: true,
  },
  {
    id: 'calm once decided',
    kind: 'intent_to_die',
    weight: 0.4,
    pattern: rx(
      anyOf(
        String.raw`\b(?:calm|at peace|peaceful|settled)(?: about (?:it|it all|everything)(?= *$)| now(?= *$)| since (?:i (?:decided|made up my mind|made the decision|chose)|deciding)| now (?:that )?i've (?:decided|made up my mind|got a plan|made a plan|chosen))`,
        String.raw`\b(?:i feel|i'm|i am|i felt|feel|feeling) (?:weirdly |strangely |oddly |eerily )?calm(?= *$)`,
      ),
    ),
  },
  {
    id: 'provided for afterwards',
    kind: 'intent_to_die',
    weight: 0.4,
    pattern: rx(
      anyOf(
        String.raw`\bso (?:the (?:rent|bills|mortgage|funeral|cat|dog|kids)|everything|rent)(?:'s|'re| is| are| will be|'ll be)? (?:covered|paid|looked after|taken care of|sorted|provided for)(?: for \w+)?\b`,
        String.raw`\bmade sure (?:\w+|the kids|the cat|the dog|mum|mom|dad)(?: will be|'ll be| is|'s| are|'re| would be) (?:okay|ok|alright|looked after|taken care of|provided for|covered|sorted)(?= *$| (?:after|without|when)\b)`,
      ),
    ),
    notWhen:
      /\b(?:while i'm (?:away|off|in hospital|abroad)|holiday|trip|abroad|travelling|maternity|paternity|operation|surgery|hospital|course|training|deployment|tour)\b/,
  },
  {
    id: 'for them to find after',
    kind: 'intent_to_die',
    weight: 0.4,
    pattern: rx(
      String.raw`\b(?:find|read|open|see|watch|get|have|hear) (?:it|them|this|these|those|that|me)? ?after(?:wards)?(?= *$)|\bfor after(?:wards)?(?= *$)`,
    ),
    needsEntry: /\b(?:notes?|letters?|envelopes?|videos?|recordings?|voice notes?)\b/,
  },
];
