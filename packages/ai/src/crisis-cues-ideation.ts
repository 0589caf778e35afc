import { MUNDANE_ENDING, WANTING_IT, anyOf, rx, test } from './crisis-cue.ts';
import type { TCrisisCue } from './crisis-cue.ts';
import {
  DEATH_GERUND,
  DEATH_INFINITIVE,
  FOR_GOOD,
  HIGH_OR_FAST_PLACE,
  MY_ABSENCE,
  MY_ABSENCE_ALONE,
  NOT_LITERALLY,
  OTHERS_BETTER,
  OTHERS_GAIN,
  RELATION,
  PILLS,
  TEMPTATION,
  THINK,
  WISH,
  gap,
} from './crisis-terms.ts';

// ---------------------------------------------------------------------------------------------------------------
// suicidal_ideation: the wish, the thought, life not worth living, being a burden

export const SUICIDAL_IDEATION_CUES: TCrisisCue[] = [
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
      anyOf(
        String.raw`\bwish(?:es|ed|ing)?(?: that)? i(?: was| were| had been|'d been| could be|'d| had)? (?:dead|never (?:been )?born|gone|not here|not alive|never existed|never woke up)\b`,
        String.raw`\bwish(?:es|ed|ing)?(?: that)? i (?:wasn't|weren't|was not|were not) (?:alive|here|around|born)\b`,
      ),
    ),
    negationIsTheSign: true,
  },
  {
    id: 'killing myself',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:kill|killing|kills|hang|hanging|drown|drowning|shoot|shooting|poison|poisoning|off|offing|top|topping|unalive|unaliving) myself\b${NOT_LITERALLY}`,
        String.raw`\bkms\b`,
        String.raw`\bunalive\b`,
      ),
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
      anyOf(
        String.raw`\bsuicidal\b(?![- ](?:patients?|people|clients?|friends?|callers?|risk|crisis line))`,
        String.raw`\b(?:attempt(?:ed|ing)?|consider(?:ed|ing)?|contemplat(?:e|ed|ing)|commit(?:ted|ting)?) suicide\b`,
        String.raw`\bmy suicide\b`,
      ),
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
      anyOf(
        String.raw`\bno (?:reason|point)(?: at all)? (?:to|in|of|for me to) (?:keep |keeping )?(?:living|live|being alive|be alive|staying alive|stay alive|existing|exist|being here|be here|waking up|wake up|going on|go on|carrying on|carry on|keep going)\b`,
        String.raw`\b(?:what's|what is|whats) the point (?:of|in) (?:carrying on|going on|living|being alive|being here|staying alive|existing|waking up|me|life|any of it anymore|anything anymore|trying anymore)\b`,
        String.raw`\b(?:don't|do not|can't|cannot|no longer) see (?:the|any|much|a) (?:point|reason) (?:in|of|to) (?:living|being alive|being here|going on|carrying on|life|existing|waking up|staying alive)\b`,
        String.raw`\bwhy (?:do )?i (?:even )?(?:bother|keep) (?:waking up|living|existing|breathing|going on|trying)\b`,
      ),
    ),
    negationIsTheSign: true,
  },
  {
    id: 'life not worth living',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:life|living|existing|being alive|my life|my existence)(?:'s| is| feels| seems| has become)? (?:like )?(?:not|isn't|no longer|never|not really) (?:really )?worth (?:living|it|anything)\b`,
        String.raw`\bnot worth living\b`,
        String.raw`\b(?:life|living|existing|being alive|my existence|being me)(?:'s| is| feels| seems)(?: like)? (?:a mistake|pointless|meaningless|unbearable)\b(?!-)`,
      ),
    ),
    negationIsTheSign: true,
  },
  {
    id: 'tired of living',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:tired|weary|sick|exhausted) of (?:living|being alive|life|existing|breathing|waking up|being me)\b(?! (?:in|with|on|at|as)\b)`,
        String.raw`\b(?:done|finished|through) with (?:life|living|being alive|existing|this life)\b`,
        String.raw`\bgiv(?:e|ing|en) up on (?:life|living)\b`,
      ),
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
      anyOf(
        String.raw`\bcan(?:'t|not| not) (?:go on|carry on|keep going|live|keep living|go on living|keep doing this|do this) like this\b`,
        String.raw`\bdone with (?:it all|everything)(?= *$)`,
      ),
    ),
    negationIsTheSign: true,
  },
  {
    id: 'better off without me',
    kind: 'suicidal_ideation',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      anyOf(
        String.raw`\b(?:would|'d|will|'ll|are|'re|be|is|were|all|probably|be a)(?: [\w']+){0,2}? ${OTHERS_BETTER}${gap(4)} ${MY_ABSENCE}`,
        String.raw`\b${MY_ABSENCE}${gap(6)} (?:would|'d|will|'ll|could)(?: [\w']+){0,2}? ${OTHERS_BETTER}\b`,
        String.raw`\b${MY_ABSENCE}${gap(6)} (?:no one|nobody|noone|none of them|not a single person)(?: would| will|'d)? (?:even )?(?:care|notice|miss me|miss|cry|come)\b`,
        String.raw`\bbetter off dead\b`,
        String.raw`\b(?:better|easier|happier|kinder|safer) (?:place|world|life|lives)(?: for (?:everyone|them|him|her|all of them))? without me\b`,
      ),
    ),
    negationIsTheSign: true,
  },
  {
    id: 'doing everyone a favour',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:i'd|i would|i'll|it would|it'd) be doing (?:everyone|them|the world|my family|you all|everybody) a favou?r(?= *$| (?:if|by) (?:i |me )?(?:disappear|die|dying|disappearing|went|going|wasn't|was gone|left for good|ending it|not being))`,
        String.raw`\bdo (?:everyone|them|the world|my family) a favou?r and (?:disappear|die|go|leave|end it)\b`,
      ),
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
      String.raw`\b(?:i'm|i am|i feel like|feel like|i've become|i'm such|i'm just|i'm nothing but|being) (?:a |such a |nothing but a |just a |the |nothing but )?(?:burden|waste of space|waste of (?:space and )?(?:oxygen|air)|(?:drain|burden|strain) on (?:everyone|everybody|people|them|him|her|us|the family|the nhs|nan|nana|nanna|gran|granny|grandma|mum and dad|my (?:family|parents|\w+)(?! (?:time|battery|energy|wallet|bank|savings|budget|finances|resources|data|phone))|${RELATION})(?!'s)|dead weight|(?:weight|millstone) (?:around|round|on) (?:their|his|her|everyone's|my \w+'s) necks?|parasite|leech|mistake)\b(?!-)`,
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
    pattern: rx(
      String.raw`\bdeserves? (?:better|a better \w+|someone better) than me\b|\bdeserves? (?:a break|a rest|peace|a life) from me\b`,
    ),
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
      anyOf(
        String.raw`\b(?:hope|hoping|hoped|wish|wishing|pray|praying)(?: that)? (?:i )?(?:won't|don't|never|wouldn't|do not|will not|not to|not) wake up\b`,
        String.raw`\b(?:go to sleep|fall asleep|sleep|close my eyes) and (?:never|not) wake up\b`,
      ),
    ),
    negationIsTheSign: true,
  },
  {
    id: 'welcoming an accident',
    kind: 'suicidal_ideation',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      anyOf(
        String.raw`\b(?:a|the|some) (?:bus|car|lorry|truck|train|van|plane|drunk driver|tram)s? (?:would |could |might |will |just )?(?:hit|hits|ran over|run over|runs over|kill|kills|killed|crash(?:ed|es)? into|took) me\b`,
        String.raw`\bi (?:got|get|was|were) (?:hit|run over|killed|knocked (?:over|down)|mown down)\b`,
        String.raw`\b(?:cancer|an illness|a disease|a heart attack|something|someone|it) (?:would |could |will |might )?(?:take|end|kill) me\b`,
        String.raw`\bif i (?:didn't|never|don't|did not) wake up\b`,
        String.raw`\bdied in my sleep\b`,
        String.raw`\b(?:the|my) plane (?:went down|crashed)\b`,
        String.raw`\bsomething (?:bad )?(?:happens|would happen|will happen|happened) to me\b`,
        String.raw`\bi (?:get|got|catch|develop) (?:cancer|ill|sick|a terminal illness|something terminal|hit by)\b`,
        String.raw`\bif i (?:died|was to die|were to die|dropped dead|didn't make it)\b`,
        String.raw`\bmy (?:heart|body|lungs) (?:would |will |could )?(?:give out|give up|stop|fail|pack in)\b`,
        String.raw`\b(?:get|got|getting) (?:ill|sick|cancer) and die\b`,
        String.raw`\b(?:don't|wouldn't|won't) have to do it myself\b`,
      ),
    ),
    needsSentence: test(
      String.raw`\b(?:relief|relieved|wouldn't mind|would not mind|don't mind|wouldn't care|be okay with|be ok with|be fine with|(?:i'd|i would|i'll|i will) be (?:fine|okay|ok|alright|happy|glad|grateful)|wouldn't be sad|glad|okay with|fine with|fine by me|ok by me|okay by me|at peace|hope|hoping|wish|pray|praying|secretly|not the worst|wouldn't be the worst|welcome|easier|better|lighter|peaceful)\b`,
    ),
    negationIsTheSign: true,
  },
  {
    id: 'envying the dead',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:envy|envious of|jealous of) (?:people|those|anyone|everyone|the ones) (?:who|that) (?:die|died|are dead|get to die|don't wake up|passed away)\b`,
        String.raw`\bat least (?:it's|it is) over for (?:them|him|her)\b`,
      ),
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
      anyOf(
        String.raw`\bnothing (?:left )?to live for\b`,
        String.raw`\bno reason to (?:get up|go on|keep going)\b(?= *$)`,
        String.raw`\b(?:what's|whats|what is) the point (?:anymore|any more)(?= *$)`,
      ),
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
      anyOf(
        String.raw`\b(?:i'd|i would|i'll|i) (?:welcome|look forward to|long for|crave|be glad of) (?:it|death|dying|the end)\b`,
        String.raw`\bnot (?:scared|afraid|frightened) of (?:dying|death) (?:anymore|any more|now)\b`,
      ),
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
      anyOf(
        String.raw`\b(?:only|no other|one) (?:way out|way|option|escape|answer|solution|exit|thing that would help)\b${gap(8)} (?:is |would be |seems (?:to be )?|left |feels like )?(?:to )?(?:${DEATH_INFINITIVE}|${DEATH_GERUND})`,
        String.raw`\b(?:${DEATH_GERUND}|death)${gap(4)} (?:is|seems|feels|would be)(?: like)? (?:the )?(?:only|best|last) (?:way out|option|escape|answer|solution|way|choice)\b`,
        String.raw`\bno (?:way out|escape|other way|other option|way to stop (?:it|this))\b${gap(4)} (?:except|but|apart from|besides|other than) (?:${DEATH_GERUND}|to die|to end it)`,
      ),
    ),
    negationIsTheSign: true,
  },
  {
    id: 'wanting out of life',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:want|wanted|need|needed|looking for a way) out of (?:life|this life|living|existence|this world)\b`,
        String.raw`\bout of life\b`,
      ),
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
      anyOf(
        String.raw`\b${HIGH_OR_FAST_PLACE}\b[^.!?\n]*?\b${TEMPTATION}`,
        String.raw`\b${TEMPTATION}[^.!?\n]*?\b${HIGH_OR_FAST_PLACE}\b`,
        String.raw`\b(?:looked|looking|stared|staring|gazed|gazing) (?:down )?(?:at|into|over|off) (?:the |a )?(?:\w+ )?${HIGH_OR_FAST_PLACE}\b[^.!?\n]{0,30}\bfor (?:way |far )?(?:too long|a long time|ages|an hour|hours)`,
      ),
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
      anyOf(
        String.raw`\b(?:want|wanted|ready|need|wish i could)(?: to)? (?:let go|stop everything|stop it all|switch it all off|be done|rest|stop)(?= *$| of (?:it all|everything|life))`,
        String.raw`^stop everything$`,
      ),
    ),
    writerIsSubject: true,
  },
  {
    id: 'soon it will be over',
    kind: 'intent_to_die',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\b(?:it'll|it will) (?:all )?be over soon\b`,
        String.raw`\bit won't be long(?= *$)`,
        String.raw`\bsoon (?:it'll|it will) (?:all )?be over\b`,
        String.raw`\bi'll be free soon\b`,
        String.raw`\b(?:a |the )?permanent solution\b`,
        String.raw`\bnot long now\b(?= *$)`,
      ),
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
      anyOf(
        String.raw`\bnot (?:to )?wake up to another\b`,
        String.raw`\b(?:can't|cannot) (?:face|do) another (?:day|week|monday|morning|year)\b`,
      ),
    ),
    negationIsTheSign: true,
  },
  {
    id: 'a life not asked for',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\banother (?:year|day|birthday|morning) (?:i|that i) (?:didn't|never|don't) (?:ask|want) for(?= *$)`,
        String.raw`\b(?:didn't|never) ask(?:ed)? to be born\b`,
        String.raw`\b(?:wish|wished) i'd never been born\b`,
      ),
    ),
  },
  {
    id: 'the thoughts',
    kind: 'suicidal_ideation',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\b(?:those|these|the dark|dark|the bad|bad|the suicidal|intrusive|the) thoughts (?:are|were|came|come|have been|keep|kept|got)${gap(2)} (?:back|bad|loud|louder|worse|again|every night|all day)\b`,
        String.raw`\brate the thoughts\b`,
        String.raw`\bthe thoughts\b(?=[^.!?\n]*\b(?:one to ten|1 to 10|out of ten|/10)\b)`,
        String.raw`\b(?:it's|it is|they're) (?:more like|really) (?:a |an )?(?:seven|eight|nine|ten|7|8|9|10)\b`,
      ),
    ),
  },
  {
    id: 'no longer afraid to die',
    kind: 'suicidal_ideation',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\bused to be (?:scared|afraid|frightened) of (?:dying|death|dead)\b`,
        String.raw`\bgetting old and (?:still )?(?:feel|feeling) like this\b`,
      ),
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
      anyOf(
        String.raw`\b(?:don't|do not|no longer) want to be(?= *$)`,
        String.raw`\bdon't see how i (?:get old|make it|keep going|go on)\b`,
      ),
    ),
    negationIsTheSign: true,
  },
  {
    id: 'tired of holding on',
    kind: 'suicidal_ideation',
    weight: 0.4,
    pattern: rx(
      anyOf(
        String.raw`\b(?:so )?(?:tired|sick|exhausted) of (?:hanging in there|holding on|fighting|trying|pretending|being here|everything|it all|surviving|waking up)\b`,
        String.raw`\bcan't do (?:this|it|life) (?:anymore|any more)\b`,
        String.raw`\btired of being (?:a person|human|me|alive|myself)\b`,
        String.raw`\b(?:hopeless(?! (?:at|about|with) )|worthless|no future|no way out|trapped|nothing (?:will|is going to) change|never going to get better)\b`,
      ),
    ),
    writerIsSubject: true,
  },
  {
    id: 'few reasons to stay',
    kind: 'suicidal_ideation',
    weight: 0.7,
    pattern: rx(
      anyOf(
        String.raw`\breasons? (?:to|for) (?:stay|staying|live|living|keep going|stay alive|staying alive|be here|carry on)\b(?! (?:in|at|with|on|for|until|here in))`,
        String.raw`\b(?:only|last) (?:thing|reason|person) (?:keeping me|that keeps me|stopping me)\b`,
      ),
    ),
  },
  {
    id: 'hardly any reasons',
    kind: 'suicidal_ideation',
    weight: 0.4,
    pattern: rx(
      anyOf(
        String.raw`\b(?:couldn't|could not|can't|didn't) (?:get past|think of more than|come up with more than|find more than) (?:one|two|three|1|2|3)\b`,
        String.raw`\b(?:only|barely) (?:came up with|thought of|found|managed) (?:one|two|1|2)\b`,
      ),
    ),
  },
  {
    id: 'pictures of my death',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      anyOf(
        String.raw`\b(?:pictures?|images?|visions?|flashes|scenes?|thoughts?) of (?:me|myself) (?:hanging|dead|dying|jumping|falling|in a coffin|bleeding|drowning|on the tracks|under a (?:train|bus|lorry))\b`,
        String.raw`\b(?:keeps? showing me|can't stop seeing|keep seeing) (?:me|myself)? ?(?:hanging|dead|dying|jumping|falling)\b`,
      ),
    ),
  },
  {
    id: 'testing the means',
    kind: 'suicidal_ideation',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\b(?:if|whether) (?:the|a|that) (?:barrier|railing|fence|wall|rope|belt|branch|beam|banister|hook|door) (?:would|could|will|'d) (?:stop|hold|take|break|bear)\b`,
        String.raw`\bhow (?:fast|high) (?:i'd|i would|you'd) (?:need|have) to\b`,
      ),
    ),
  },
  {
    id: 'nobody would find me',
    kind: 'suicidal_ideation',
    weight: 0.6,
    pattern: rx(
      anyOf(
        String.raw`\b(?:nobody|no one|noone) would (?:find|notice|miss|look for) me\b`,
        String.raw`\b(?:nobody|no one|noone) would (?:notice|find out|realise|know) (?:for (?:days|ages|weeks|a while)|if i (?:didn't|never) (?:get up|come home|turn up|wake up))\b`,
        String.raw`\bhow long (?:it would take|before) (?:anyone|someone|they) (?:would )?(?:noticed?|found?|missed?) me\b`,
      ),
    ),
    negationIsTheSign: true,
  },
  {
    id: 'imagining the water or the drop',
    kind: 'suicidal_ideation',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\bhow (?:cold|deep|dark|high|far down|long the drop|quick) (?:the )?(?:water|river|sea|reservoir|drop|fall|bridge|it) (?:would|'d) be\b`,
        String.raw`\b(?:thought|thinking|think) about (?:the drop|the water|the edge|the tracks|the fall)\b`,
      ),
    ),
  },
  {
    id: 'better off with someone else',
    kind: 'suicidal_ideation',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\b(?:would be|'d be|are) better (?:with|off with) (?:their|his|her|my|a) (?:dad|mum|mom|father|mother|family|\w+)(?: \w+)? (?:full time|on (?:his|her) own|instead|than me)\b`,
        String.raw`\bdeserve (?:a )?better (?:mum|mom|dad|mother|father|partner|wife|husband|daughter|son|friend|sister|brother)\b`,
      ),
    ),
  },
  {
    id: 'courting an accident',
    kind: 'suicidal_ideation',
    weight: 0.8,
    pattern: rx(
      anyOf(
        String.raw`\btake my hands off the wheel\b`,
        String.raw`\b(?:close|closed|shut) my eyes (?:while|when) (?:i'm )?(?:driving|crossing)\b`,
        String.raw`\b(?:drove|driving|drive|crossed|crossing)\b[^.!?\n]{0,30}\bwith my eyes (?:shut|closed)\b`,
        String.raw`\b(?:don't|didn't|stopped) look(?:ing)? (?:when|before) (?:i )?cross(?:ing)?\b`,
        String.raw`\b(?:wouldn't|won't) (?:care|mind) if (?:i )?(?:crashed|got hit|didn't make it|fell)\b`,
      ),
    ),
  },
  {
    id: 'seeing what happens',
    kind: 'suicidal_ideation',
    weight: 0.4,
    pattern: rx(
      anyOf(
        String.raw`\bsee what happens\b`,
        String.raw`\b(?:didn't|don't|did not|wouldn't) care (?:what happened|if i (?:crashed|died|got hit|didn't make it))\b`,
      ),
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
      anyOf(
        String.raw`\b(?:swap|trade|switch) places with (?:anyone|someone|people|them|him|her)\b${gap(6)} (?:dying|terminal|cancer|hospice|dead|in a heartbeat)\b`,
        String.raw`\b(?:swap|trade|switch) places with (?:a dead|someone dying|anyone dying)\b`,
      ),
    ),
  },
  {
    id: 'already dead inside',
    kind: 'suicidal_ideation',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\b(?:i've|i have|i'm|i am) already (?:died|dead|gone)\b`,
        String.raw`\bi'm (?:a|like a|just a) ghost\b`,
        String.raw`\bno one's told my body\b`,
        String.raw`\bwalking corpse\b`,
        String.raw`\bghost in my own life\b`,
      ),
    ),
  },
  {
    id: 'a mess for others',
    kind: 'suicidal_ideation',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\b(?:i'm|i am) (?:just |only )?(?:the |a )?(?:mess|problem|weight|disappointment|failure|drag) (?:they|everyone|people|my family) (?:have to|has to|keep having to)\b`,
        String.raw`\bruin(?:ing)? (?:everyone's|their|his|her) lives?\b`,
      ),
    ),
  },
  // Passive wishes not to exist, told as disappointment at waking, as a future with no place for the writer, or as
  // not knowing how long they can last; most people never say "die".
  {
    id: 'sorry to be alive',
    kind: 'suicidal_ideation',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      anyOf(
        // "annoyed that I'm still alive", "disappointed that I woke up", "gutted to wake up again".
        String.raw`\b(?:disappointed|gutted|annoyed|angry|upset|sad|devastated|let down|cheated|furious|resentful|miserable|crushed)(?: that| when| to find| to see)? (?:i )?(?:woke(?: up)?|wake(?: up)?|(?:i'm|i am|i was) (?:here|alive|breathing|awake)|survived|made it through (?:the|another) (?:night|day)|(?:to be|being) (?:here|alive|awake))(?= *$|,? (?:again|at all|every (?:morning|day|time)|this morning)(?= *$|,)|,? to (?:another|face another) (?:day|morning)\b)`,
        String.raw`\b(?:woke|wake|waking) up (?:and|to find|to) (?:feel |felt |i'm |i was )?(?:disappointed|gutted|annoyed|angry|upset|let down|sad|furious)(?: that)? (?:i did|i'm (?:here|alive)|i woke|it's another day|it didn't work)\b`,
        // "Still here, unfortunately." ("still" is dropped as filler.)
        String.raw`(?:^|\bi'm |\bi am )(?:here|alive|breathing|awake|woke up|up)(?: again)?,? (?:unfortunately|sadly|worse luck|for some reason|somehow|annoyingly|dammit|damn it)(?= *$)`,
      ),
    ),
    writerIsSubject: true,
  },
  {
    id: 'no future for me',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      anyOf(
        // "can't see myself being around at 30" (not "can't picture myself at forty", which is about feeling young).
        String.raw`\b(?:can't|cannot|couldn't|don't|do not) (?:see|picture|imagine|envisage) (?:myself |me )?(?:being |staying |getting )?(?:alive|around)\b(?= *$| (?:at|in|by|past|beyond|for|much|long|next|when|to|another|until|till|\d+)\b)`,
        // "I don't expect to live past 25", "don't plan on being around much longer", "won't live to see thirty".
        String.raw`\b(?:don't|do not|won't|will not|never) (?:expect|plan|intend|think i'll|think i will|think i'm going)(?: on| to)? (?:live|living|be alive|being alive|be around|being around)\b(?= (?:to|until|till|past|beyond|much longer|for much longer|long|another|at \d+|by|to see)\b)`,
        String.raw`\b(?:don't|do not|won't|will not|never) (?:expect|plan|intend)(?: on| to)? (?:be|being) here (?:much longer|for much longer|long|for long|by (?:next|the end|christmas|\d+))\b`,
        String.raw`\b(?:won't|will not|not going to|never going to|don't think i'll|don't think i will) (?:live|be alive|be around) (?:to see|to|past|until|till|beyond) (?:\d+|thirty|forty|fifty|sixty|twenty\w*|old age|my (?:\w+ )?birthday|next (?:year|christmas|summer)|christmas)\b`,
      ),
    ),
    writerIsSubject: true,
  },
  {
    id: 'no future, said lightly',
    kind: 'suicidal_ideation',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\b(?:can't|cannot|couldn't|don't|do not) (?:see|picture|imagine|envisage) (?:myself |me )?(?:living|getting old|growing old|being old|getting older)\b(?= *$| (?:at|in|by|past|beyond|to|\d+)\b)`,
        String.raw`\b(?:won't|will not|don't think i'll|don't think i will|don't expect to|not going to) (?:make it|last) (?:to|until|till|past) (?:\d+|thirty|forty|fifty|twenty\w*|my (?:\w+ )?birthday|next (?:year|christmas|summer)|christmas|the end of the (?:year|month))\b`,
      ),
    ),
    writerIsSubject: true,
  },
  {
    id: 'not knowing how long I can last',
    kind: 'suicidal_ideation',
    weight: 0.6,
    pattern: rx(
      String.raw`\b(?:(?:don't|do not|not sure|no idea|dunno|don't even) know how|not sure how|how) (?:much )?long(?:er)? (?:i can|i could|can i|could i|i'll be able to|i will be able to) (?:keep (?:going|doing this|living|this up|it up|on|fighting|trying)|go on|carry on|hold on|hang on|last|do this|take (?:it|this)|survive|cope|keep it together)(?= *$| (?:like this|anymore|any more|any longer|for much longer|much longer)\b)`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'not knowing how long I can stay alive',
    kind: 'suicidal_ideation',
    weight: 1,
    pattern: rx(
      String.raw`\b(?:(?:don't|do not|not sure|no idea|dunno|don't even) know how|not sure how|how) (?:much )?long(?:er)? (?:i can|i could|can i|could i|i'll be able to|i will be able to) (?:keep going|keep living|go on|carry on|hold on|hang on|survive|stay alive|keep fighting|keep myself alive|keep myself safe)(?= *$| (?:like this|anymore|any more|any longer|for much longer|much longer)\b)`,
    ),
    writerIsSubject: true,
  },
  {
    id: 'living itself, I mean',
    kind: 'suicidal_ideation',
    weight: 0.5,
    pattern: rx(
      String.raw`^(?:i mean )?(?:living|being alive|existing|being here)(?: i mean| itself)?$|\b(?:i mean|as in) (?:living|being alive|existing|life itself)(?= *$)`,
    ),
  },
  // Being a burden, told as what others would gain: "she'd have more money and less worry if I wasn't around".
  {
    id: 'others gain from my absence',
    kind: 'suicidal_ideation',
    weight: 1,
    scope: 'sentence',
    pattern: rx(
      anyOf(
        String.raw`\b(?:he|she|they|everyone|everybody|people|mum|mom|dad|my \w+|the kids|the family|the world|nan|gran)(?:'d| would|'ll| will| could)(?: [\w']+){0,2}? ${OTHERS_GAIN}${gap(6)} ${MY_ABSENCE_ALONE}`,
        String.raw`\b${MY_ABSENCE_ALONE},? (?:he|she|they|everyone|everybody|people|mum|mom|dad|my \w+|the kids|the family)(?:'d| would|'ll| will| could)(?: [\w']+){0,2}? ${OTHERS_GAIN}`,
      ),
    ),
  },
  {
    id: 'costing them',
    kind: 'suicidal_ideation',
    weight: 0.5,
    pattern: rx(
      anyOf(
        String.raw`\b(?:all i do is|i only|i just|all i ever do is) (?:cost|drain|take from|worry|stress|upset|ruin things for|let down|disappoint|burden|hold back|make (?:things|everything|life) (?:worse|harder) for)\b`,
        String.raw`\bi(?:'m| am) the reason (?:mum|mom|dad|they|she|he|everyone|my \w+|the family)(?:'s|'re| is| are)? (?:so )?(?:stressed|unhappy|broke|struggling|sad|miserable|fighting|exhausted|ill|skint|worn out)\b`,
        String.raw`\b(?:i|i just|i only) make (?:everything|things|life|it) (?:worse|harder) for (?:everyone|them|my \w+|mum|mom|dad|people|everybody)\b`,
      ),
    ),
  },
];
