import { BODY, HARM_VERB, NOT_HARM_AFTER, anyOf, rx } from './crisis-cue.ts';
import type { TCrisisCue } from './crisis-cue.ts';
import { gap } from './crisis-terms.ts';

// ---------------------------------------------------------------------------------------------------------------
// self_harm: hurting oneself on purpose

export const SELF_HARM_CUES: TCrisisCue[] = [
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
      anyOf(
        String.raw`\bself[- ]?harm(?:ing|ed|s)?\b(?![- ](?:awareness|prevention|training|module|lecture|research|support|services?|charity|group|course))`,
        String.raw`\bsh urges?\b`,
      ),
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
      anyOf(
        String.raw`\b(?:clean|free|sober) (?:from|of) (?:cutting|self[- ]?harm(?:ing)?|sh|burning myself)\b`,
        String.raw`\b(?:days|weeks|months) without (?:cutting|self[- ]?harm(?:ing)?|hurting myself|burning myself)\b`,
      ),
    ),
  },
  {
    id: 'a relapse',
    kind: 'self_harm',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\brelaps(?:e|ed|ing)\b`,
        String.raw`\bslipped up\b`,
        String.raw`\bbroke my (?:clean )?streak\b`,
        String.raw`\bafter (?:\d+|\w+) (?:days|weeks|months|years) clean\b`,
        String.raw`\b(?:did|done) it again\b`,
      ),
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
      anyOf(
        String.raw`\b(?:use|using|used) (?:it|them|(?:the|a|my) (?:\w+ )?\w+) (?:on|against|across|into) my ${BODY}\b`,
        String.raw`\b(?:held|hold|holding|put|putting|pressed|pressing|dragged|dragging|ran|running|took|take|taking) (?:a |the |my )?(?:knife|blade|razor|glass|scissors|lighter|broken glass) (?:to|against|on|across|over) my (?:wrists?|arms?|throat|skin|neck|thighs?|legs?|stomach)\b`,
        String.raw`\b(?:razor|blade|blades|knife|lighter|scissors)\b[^.!?\n]{0,60}?\b(?:on|into|across|against) (?:my )?(?:wrists?|arms?|forearms?|thighs?|legs?|skin|stomach|myself)\b`,
        String.raw`\b(?:myself|my ${BODY})\b[^.!?\n]{0,40}?\bwith (?:a |the |my |some )?(?:blade|razor|razors|knife|lighter|scissors|compass|hair straighteners|straighteners|cigarettes?|lit match|keys)\b`,
      ),
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
      anyOf(
        String.raw`\b(?:hit|hitting|hits|bang|banging|banged|bangs|slam|slamming|slammed|smash|smashing|smashed) my (?:head|fists?|hands?|knuckles|face) (?:against|into|off) (?:the |a )?(?:\w+ )?(?:wall|floor|door|desk|table|mirror|tiles|radiator|window)`,
        String.raw`\b(?:hit|hitting|hits|bang|banging|banged|bangs|smack|smacked|smacking|slap|slapped) my (?:head|fists?|face) on (?:the |a )?(?:\w+ )?(?:wall|floor|tiles)\b(?=[^.!?\n]*\b(?:to make|to stop|until|till|on purpose|whenever|so hard|deliberately)\b)`,
        String.raw`\b(?:hit|hitting|hits|bang|banging|banged|bangs|slam|slammed|slamming) my (?:head|fists?|face) (?:on|against|into) (?:the |a )?(?:\w+ )?\w+ (?:over and over|again and again|repeatedly)\b(?=[^.!?\n]*\b(?:until|to make|to stop|on purpose|because i|when i|so hard)\b)`,
        String.raw`\b(?:punch|punched|punching|punches|hit|hitting|smash|smashed|smashing|kick|kicked|kicking|bang|banged|banging) (?:the |a )?(?:wall|walls|mirror|door|window|brick|bricks|tiles)\b(?=[^.!?\n]*\b(?:until|till|so hard|on purpose|whenever|when it gets|to feel|bled|bleeding|split|broke|broken)\b)`,
      ),
    ),
    writerIsSubject: true,
  },
  {
    id: 'digging in until it bleeds',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:dig|digs|digging|dug) (?:my )?(?:nails|fingernails|the \w+)(?: in)?(?:to)? (?:my )?(?:${BODY}|skin|palms?)\b`,
        String.raw`\bpull(?:ing|ed|s)? (?:out )?(?:my )?(?:hair|eyelashes|lashes|eyebrows)(?: out)?\b(?=[^.!?\n]*\b(?:until|clumps|handfuls|chunks|bald|bleed|bled|patches)\b)`,
        String.raw`\b(?:make|makes|making|made) myself (?:throw up|vomit|purge|be sick|sick|bleed)\b(?! (?:with|from|over|about|laughing|worrying))`,
        String.raw`\b(?:make|makes|making|made) myself (?:run|exercise|work out|train|swim)${gap(3)} until (?:i'm sick|i was sick|i throw up|i threw up|i collapse|i collapsed|i faint|i fainted|i can't (?:stand|breathe))\b`,
        String.raw`\bnails dug (?:in)?to my ${BODY}\b`,
        String.raw`\b(?:my|i)\b[^.!?\n]{0,60}?\b(?:until|till) (?:it|they|i|my \w+|the skin) (?:\w+ and )?(?:bled|bleeds|was bleeding|were bleeding|started bleeding|bleed|broke|split|blistered|saw stars|went numb|burned|burnt|cracked and bled|rang)\b`,
      ),
    ),
    couldBeAccident: true,
    writerIsSubject: true,
  },
  {
    id: 'marks on my body',
    kind: 'self_harm',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\b(?:cuts|scars|marks|burns|scabs?)\b(?: \w+){0,3} (?:on|up|across|along|in|down|over) my ${BODY}\b`,
        String.raw`\bscabbing\b`,
      ),
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
      anyOf(
        String.raw`\blong sleeves\b`,
        String.raw`\b(?:kept|keep|keeping|pulled|pulling|pull|tugged|tugging) (?:my )?sleeves (?:down|over my (?:hands|wrists|arms))\b`,
        String.raw`\b(?:hid|hide|hiding|cover|covering|covered) (?:up )?(?:the |my )?(?:marks|scars|cuts|burns|bruises|arms|wrists)\b`,
        String.raw`\b(?:so|where) (?:no one|nobody|noone|no-one)(?: at \w+)? (?:saw|sees|can see|could see|would see|will see|notices|noticed|asks|asked|will ask|would ask|questions)\b`,
        // Dressings kept out of sight, and the people they are hidden from: "so my flatmate doesn't ask".
        String.raw`\b(?:hid|hide|hides|hiding|hidden|stash(?:ed|ing)?|keep|keeps|kept|keeping|carry|carrying) (?:a stash of |some |spare |the |my |extra |all the )?(?:plasters|bandages|dressings|steri-?strips|gauze|blades?|razors?|bloody (?:tissues|towels|clothes|sheets|plasters))\b`,
        String.raw`\bso (?:my \w+|mum|mom|dad|they|he|she|people|anyone|the \w+)(?: at \w+)? (?:doesn't|don't|won't|can't|wouldn't|couldn't|didn't|never|do not|does not|will not) (?:ask|see|notice|find out|spot|question)\b`,
      ),
    ),
  },
  {
    id: 'the urge to hurt myself',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\burges? to (?:cut|hurt myself|harm myself|self[- ]?harm|burn myself|punish myself|bleed)\b`,
        String.raw`\b(?:want|need|itching|craving) to (?:cut|bleed)\b(?= *(?:$|again|so|myself|tonight|deep))`,
      ),
    ),
  },
  {
    id: 'starving as a punishment',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:haven't|not|didn't|stopped|barely|won't let myself|don't let myself) eat(?:en|ing)?${gap(5)} (?:to punish myself|as (?:a )?punishment|because i don't deserve (?:it|to))\b`,
        String.raw`\b(?:don't|do not|didn't) deserve (?:to eat|food|meals|dinner|lunch|breakfast|to have (?:food|dinner|lunch|breakfast))\b`,
        String.raw`\b(?:skipping|skipped|skip|starving|starved|not eating|stopped eating|refusing food)${gap(2)} (?:on purpose|deliberately)\b(?=[^.!?\n]*\b(?:deserve|punish|empty|hurt|pain)\b)`,
      ),
    ),
    negationIsTheSign: true,
  },
  {
    id: 'punishing myself',
    kind: 'self_harm',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\bpunish(?:ed|ing)? myself\b`,
        String.raw`\bto punish myself\b`,
        String.raw`\bto feel (?:something|anything|real|pain)\b`,
        String.raw`\b(?:the right|my|a|as) punishment\b`,
        String.raw`\bdeserve (?:to (?:feel|hurt|suffer|be in pain|bleed)|the pain|it)\b(?=[^.!?\n]*\b(?:pain|hurt|empty|bleed|suffer)\b|(?= *$))`,
      ),
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
      anyOf(
        String.raw`\bsnap(?:ped|ping|s)? (?:a|the|my) (?:hair ?band|elastic band|rubber band|hair tie|band)\b${gap(3)} (?:against|on) my (?:wrist|arm|skin)\b(?=[^.!?\n]*\b(?:until|welts|bleed|bled|punish|hurts|marks|raw|every time|whenever)\b)`,
        String.raw`\b(?:safety pin|needle|pin|compass point|pencil sharpener blade)\b${gap(4)} (?:into|across|on) my (?:skin|${BODY})\b`,
      ),
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
      anyOf(
        String.raw`\b(?:broke|break|breaking|fractured|dislocated|sprained) my own ${BODY}\b`,
        String.raw`\b(?:broke|break|fractured) my ${BODY}\b(?=[^.!?\n]*\b(?:on purpose|deliberately)\b)`,
      ),
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
      anyOf(
        String.raw`^(?:nobody|no one|noone) knows$`,
        String.raw`\b(?:nobody|no one) (?:knows|has noticed|has a clue)\b(?= *$)`,
      ),
    ),
    needsEntry: /\b(?:blades?|razors?|cuts?|cutting|burns?|scars|marks|bleed|bled)\b/,
    negationIsTheSign: true,
  },
  {
    id: 'covering up in the heat',
    kind: 'self_harm',
    weight: 0.4,
    pattern: rx(
      anyOf(
        String.raw`\b(?:cardigan|hoodie|jumper|long sleeves|tights|jeans) (?:in|on) (?:this|the|a) (?:heat|hot day|summer)\b`,
        String.raw`\b(?:wearing|wore) (?:a )?(?:cardigan|hoodie|jumper|long sleeves) (?:so|to hide|to cover)\b`,
      ),
    ),
  },
  {
    id: 'scalding or freezing on purpose',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:scalding|boiling|freezing|ice cold|burning hot) (?:hot )?(?:water|shower|bath|ice)\b${gap(6)} (?:on purpose|to punish|until|as punishment|because i deserve)\b`,
        String.raw`\b(?:held|hold|holding|pressed) (?:ice|ice cubes|a hot \w+|a lit \w+) (?:on|to|against) my ${BODY}\b(?=[^.!?\n]*\b(?:until|on purpose|punish|deserve|burn|hurt)\b)`,
      ),
    ),
    writerIsSubject: true,
  },
  {
    id: 'what it does for me',
    kind: 'self_harm',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\b(?:only thing|the one thing) that (?:shuts|quiets|calms|helps|stops|works|makes)\b`,
        String.raw`\bshuts my head up\b`,
        String.raw`\b(?:the )?release (?:it gives|i get)\b`,
        String.raw`\bthe usual(?= *$)`,
      ),
    ),
  },
  {
    id: 'breaking a clean streak',
    kind: 'self_harm',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\b(?:\w+ )?(?:days?|weeks?|months?) clean\b${gap(4)} (?:and then|then|until|but) (?:i )?(?:snapped|caved|gave in|broke|slipped|messed up|did it)\b`,
        String.raw`\b(?:snapped|caved|gave in) (?:again|tonight|last night)\b`,
      ),
    ),
  },
  // Self-injury told through its objects and its aftermath: a blade taken out of a sharpener, a wound too deep,
  // the blood cleaned up before anyone is home.
  {
    id: 'a blade taken out',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:took|take|taking|got|get|getting|popped|pop|prised|prized|pried|unscrewed|broke|snapped) (?:the |a )?blades? out of (?:a |the |my |an old |the old )?(?:pencil )?(?:sharpener|razor|disposable razor|shaver|safety razor)\b`,
        String.raw`\b(?:took apart|take apart|taking apart|broke open|broke apart|unscrewed|dismantled|smashed) (?:a |the |my |an old |the old )?(?:pencil sharpener|disposable razor|razor|sharpener)\b`,
      ),
    ),
    notWhen: /\b(?:model|craft|kit|diy|fix|repair|modelling|scrapbook|collage|art project|for work)\b/,
    writerIsSubject: true,
  },
  {
    id: 'a wound too deep',
    kind: 'self_harm',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\b(?:went|go|goes|going|were|was|are|is|cut|did it|got) (?:a bit |much |way |too |a lot )?deep(?:er)? than (?:i (?:meant|intended|wanted|planned|mean|normally do|usually do)|usual|normal|last time|before|ever)\b`,
        String.raw`\b(?:probably |should have |should've |might have |might've |could have |could've )?(?:needed|need|had|got|gone for) stitches\b(?=[^.!?\n]*\b(?:didn't|won't|not|couldn't|can't|wouldn't)\b)`,
      ),
    ),
    couldBeAccident: true,
  },
  {
    id: 'the blood cleaned up',
    kind: 'self_harm',
    weight: 0.6,
    scope: 'sentence',
    pattern: rx(
      String.raw`\b(?:cleaned|cleaning|clean|wiped|wiping|mopped|scrubbed|scrubbing|washed|washing|rinsed) (?:up |off )?(?:all )?(?:the |my )?blood\b`,
    ),
    needsSentence:
      /\b(?:before (?:mum|mom|dad|anyone|anybody|they|he|she|my \w+|\w+) (?:got|gets|came|comes|woke|wakes)|so (?:no one|nobody|noone|they|mum|mom|dad|my \w+|he|she) (?:doesn't|don't|won't|wouldn't|couldn't|can't)|off my (?:arms?|wrists?|thighs?|legs?|skin)|my (?:arms?|wrists?|thighs?|legs?|skin)|the (?:sink|bathroom|floor|tiles|sheets|towel))\b/,
    notWhen:
      /\b(?:nose ?bleed|period|dog|cat|paw|mouse|bird|shaving|the baby|toddler|graze|knee|tooth|teeth|dentist|meat|chicken|butcher|crime scene)\b/,
  },
  {
    id: 'marks like a barcode',
    kind: 'self_harm',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:arms?|legs?|thighs?|wrists?|forearms?|stomach|hips?)${gap(2)} (?:looks?|looked) like (?:a )?(?:barcode|ladder|railway|train tracks)\b`,
    ),
    notWhen: /\b(?:bramble|brambles|cat|kitten|dog|nettles?|stretch marks|varicose|tan lines?|sunburn|lol)\b/,
  },
  {
    id: 'going without on purpose',
    kind: 'self_harm',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:haven't eaten|not eaten|not eating|didn't eat|skipped (?:every|all|each) (?:meal|meals)|skipping (?:every|all) meals|starv(?:ing|ed) myself|no food)${gap(5)} (?:on purpose|deliberately|as (?:a )?punishment)\b`,
    ),
    negationIsTheSign: true,
    notWhen:
      /\b(?:fast(?:ing)?|ramadan|lent|blood test|surgery|operation|procedure|colonoscopy|anaesthetic)\b/,
  },
];
