import type { TEmotion } from '@innerweather/validators/journal';

/**
 * The built-in lexicon: Innerweather's own weighted word lists for the five emotions, written for first-person
 * journal prose (not reviews or tweets), so everyday words like "tired", "alone" or "deadline" carry some weight.
 *
 * Syntax, kept terse so the lists stay readable:
 * - terms are grouped by weight (1 mild, 2 clear, 3 strong; 1.5 / 2.5 between);
 * - `worr*` is a stem: it matches any word starting with "worr" (worry, worried, worrying, worries);
 * - `bad>joy` says what a negated term turns into ("not bad" leans to joy) when the default flip would be wrong;
 * - a word may appear under more than one emotion ("upset" is sadness and a little anger).
 */
export const EMOTION_TERMS: Record<TEmotion, Record<string, string>> = {
  joy: {
    '3': `ecstatic elated overjoyed thrilled euphoric jubilant exhilarat* bliss* delighted delightful overjoy*
      rapturous`,
    '2.5': `amazing wonderful fantastic brilliant awesome incredible marvellous marvelous superb joy joyful joyous
      thrilling stoked`,
    '2': `happy happier happiest happily happiness glad cheerful cheery excit* proud proudly pride grateful gratitude
      thankful blessed celebrat* laugh* smil* grin grinned grinning grins giggl* enjoy* fun funny love loved loves
      lovely loving adore* cherish* triumph* victor* uplift* inspir* enthusias* beaming radiant hopeful optimis*
      accomplish* achievement achievements thriving buzzing yay hooray hurray woohoo gleeful glee`,
    '1.5': `great fortunate lucky energi* pleased pleasure satisf* heartwarming`,
    '1': `good nice pleasant positive sweet cute treat treated bright sunny playful hoping win won winning success
      successful succeeded reward* glow* sparkl* thanks thanked motivated keen sociable laughter relish*
      promising welcome welcomed`,
  },
  calm: {
    '2.5': `serene serenity tranquil* peaceful peacefully`,
    '2': `calm calmer calmly calmness calming relax* peace soothed soothing relief relieved restful contentment
      contented unwind* meditat* mindful* grounded centred centered balanced composed stillness harmony harmonious
      unhurried carefree untroubled unbothered zen`,
    '1.5': `content settled steady steadily stable rested refresh* renewed recharg* restored comfort* cosy cozy
      reassur* ease eased easier leisurely mellow manageable gentle gently accepting acceptance`,
    '1': `quiet quietly soft softly slow slowly patience safe secure okay ok alright fine chilled breathe
      breathing breath nap napped snooze cuddled clear lighter yoga`,
  },
  anxiety: {
    '3': `panic* terrified petrified dread* frantic* hysteric* horrified`,
    '2.5': `anxious anxiously anxiety anxieties overwhelm* scared frightened terrifying`,
    '2': `worr* nervous nervously nerves afraid fear fears feared fearful frighten* stress* tense tension uneasy
      unease restless* jitter* jumpy edgy apprehensi* insecur* overthink* ruminat* racing shaking shaky trembl*
      sweating sweaty nauseous queasy alarm* paranoi* catastroph* spiral* spiralling hyperventilat* insomnia
      sleepless agitat* fretting fretful fret frazzled dreading scary`,
    '1.5': `uncertain uncertainty unsure doubt doubts doubting pressure pressured rattled unsettled flustered
      distress* obsess* shaken dizzy`,
    '1': `concern concerned concerns nervy antsy sick hesitant tight awkward deadline deadlines rushed rushing
      hurried busy`,
  },
  sadness: {
    '3': `devastat* heartbroken heartbreak* grief griev* despair* miserable misery hopeless* depressed depressing
      depression anguish* sorrow* mourn* bereave* inconsolable`,
    '2.5': `sad sadder saddest sadly sadness unhappy unhappiness lonely loneliness crying cried cry cries wept weep*
      sobb* sob tearful tears teary`,
    '2': `empty emptiness hollow numb isolat* gloom* bleak melanchol* worthless useless failure disappoint* rejected
      rejection abandon* unloved unwanted homesick crushed defeated discourag* dejected downcast glum forlorn
      dreary pointless meaningless loss lost grieving funeral hurts hurting hurt painful`,
    '1.5': `alone miss missed missing regret* ashamed shame guilt* guilty upset exhausted drained weary broken
      ache aching demotivat* unmotivated failed failing apathetic`,
    '1': `tired low flat dull heavy blue nostalg* sorry bad>joy awful>joy terrible>joy horrible>joy worst>joy
      rubbish>joy grey gray`,
  },
  anger: {
    '3': `furious livid enraged rage raging seething fuming incensed outraged irate infuriat* hate hated hatred
      loathe* despise* fury`,
    '2.5': `angry angrier angrily anger angered mad resent* betray* pissed`,
    '2': `annoyed annoying annoyance irritat* frustrat* bitter* hostile hostility aggravat* exasperat* indignant
      disrespect* unfair* injustice insult* offended spite* vengeful revenge grudge disgust* humiliat* snapped
      snap yell* shout* ridiculous unacceptable outrageous irked peeved grumpy cranky provok* riled
      contempt jealous* envious`,
    '1.5': `argu* fight fighting fought scream* slam* lied liar cheated ignored blame* rant* stupid idiot* rude
      selfish`,
    '1': `agitated upset envy complain* bickering`,
  },
};

/**
 * Multi-word expressions, matched before single words (so "sick of" is anger, not anxiety). `a/b` inside a
 * phrase offers alternatives for that word: "blew/blow up at" covers "blew up at" and "blow up at".
 */
export const EMOTION_IDIOMS: Record<TEmotion, Record<string, string[]>> = {
  joy: {
    '3': [
      'on cloud nine',
      'over the moon',
      'on top of the world',
      'walking on air',
      "couldn't/could not be happier",
      'never been happier',
      'best day ever',
      'dream come true',
      'jumped/jumping for joy',
      'tickled pink',
      'ear to ear',
    ],
    '2.5': [
      'heart is/was/feels full',
      'full heart',
      'made my day',
      'had a blast',
      'in high spirits',
      'good/great/fantastic news',
      'best day',
      'on a high',
      'proud of myself',
      'feel/felt/feeling amazing',
    ],
    '2': ['not a bad', 'not bad', 'so much fun', 'looking forward', 'high five', 'can/could not wait', "can't/couldn't wait"],
  },
  calm: {
    '3': ['at peace', 'made/make/making my peace', 'at ease', 'peace of mind'],
    '2.5': [
      'let it go',
      'let go',
      'letting go',
      'weight off my shoulders',
      'weight lifted',
      'breathe easy',
      'breathe easier',
      'calmed down',
      'chilled out',
      'in the moment',
      'no worries',
      'nothing to worry about',
      'took/take/taking it easy',
      'wound/winding down',
      'deep breath/breaths',
    ],
    '2': [
      'one step at a time',
      'one thing at a time',
      'one at a time',
      'no rush',
      'no hurry',
      'in no hurry',
      'all good',
      'fell/falling asleep easily',
      'slept well',
      'good night sleep',
      'switched off',
    ],
  },
  anxiety: {
    '3': [
      'on edge',
      'walking/walk on eggshells',
      'panic attack',
      'heart racing/pounding',
      'heart was/is/keeps racing/pounding',
      'freaking/freaked out',
      'nervous wreck',
      'stomach in knots',
      'in knots',
      'knot in my stomach',
      'pit of my stomach',
      "can't/couldn't/cannot breathe",
      'at my wits end',
      "at my wits' end",
    ],
    '2.5': [
      "can't/couldn't/cannot switch off",
      "can't/couldn't/cannot stop thinking",
      "can't/couldn't/cannot sleep",
      "can't/couldn't/cannot relax",
      'lying awake',
      'lay awake',
      'mind racing',
      'racing thoughts',
      'butterflies in my stomach',
      'sinking feeling',
      'losing/lose/lost sleep',
      'on tenterhooks',
      'worst case',
      'chest tight',
      'tight chest',
      'chest has been/is/was tight',
      'so much to do',
      'too much to do',
      'out of control',
    ],
    '1.5': ['what if', 'not sure', "don't know what to do", 'keep checking', 'checking my phone', 'behind on'],
  },
  sadness: {
    '3': [
      'down in the dumps',
      'broke/breaks/broken my heart',
      'heavy heart',
      'passed away',
      'put to sleep',
      'burst into tears',
      'in tears',
      'broke/break/breaking down',
      'feel/felt/feeling like a failure',
      'no point',
      "what's the point",
      'nothing matters',
      'fell/falling apart',
    ],
    '2.5': [
      'feel/felt/feeling down',
      'feel/felt/feeling low',
      'feel/felt/feeling empty',
      'feel/felt/feeling so low',
      'let me down',
      'let down',
      'lump in my throat',
      'broke/broken/break up',
      'breakup',
      'miss him/her/them/you/it/home',
      'not myself',
      'out of sorts',
      'stayed/stay/staying in bed',
      'no energy',
      "can't be bothered",
      'worth doing',
    ],
  },
  anger: {
    '3': [
      'blew/blow/blowing/blown up at',
      'lost/lose/losing my temper',
      'seeing/saw red',
      'blood boil/boiling/boils',
      'sick and tired',
      'last straw',
      'flew/fly/flying off the handle',
      'shouting/screaming match',
      'stabbed in the back',
      'how dare',
    ],
    '2.5': [
      'fed up',
      'sick of',
      'had enough',
      'pissed/ticked off',
      'drives/driving/drove me crazy/mad/nuts',
      'wound me up',
      'winds me up',
      'biting/bite/bit my tongue',
      'slammed the door',
      'took credit',
      'behind my back',
      'lost it',
      'gritted teeth',
    ],
  },
};

/** Words that make the next feeling stronger, with how much. "so" and "really" only count before a feeling. */
export const INTENSIFIERS: Record<string, number> = {
  very: 1.5,
  so: 1.5,
  really: 1.4,
  extremely: 1.8,
  incredibly: 1.8,
  absolutely: 1.7,
  completely: 1.6,
  totally: 1.6,
  utterly: 1.8,
  truly: 1.4,
  deeply: 1.6,
  super: 1.5,
  terribly: 1.6,
  awfully: 1.5,
  too: 1.3,
  such: 1.4,
  most: 1.3,
  seriously: 1.4,
  insanely: 1.7,
  genuinely: 1.3,
  properly: 1.3,
  thoroughly: 1.5,
  especially: 1.3,
  particularly: 1.3,
  quite: 1.15,
  pretty: 1.15,
  even: 1.1,
  more: 1.2,
  constantly: 1.4,
  always: 1.2,
};

/** Multi-word intensifiers and diminishers, checked before the single-word ones. */
export const PHRASE_MODIFIERS: Record<string, number> = {
  'so very': 1.8,
  'a bit': 0.55,
  'a little': 0.55,
  'a little bit': 0.5,
  'a tad': 0.5,
  'a touch': 0.55,
  'kind of': 0.6,
  'sort of': 0.6,
  'more or less': 0.7,
  'used to': 0.4,
  'at times': 0.7,
  'not very': 0.5,
};

export const DIMINISHERS: Record<string, number> = {
  slightly: 0.5,
  somewhat: 0.6,
  kinda: 0.6,
  mildly: 0.5,
  fairly: 0.75,
  rather: 0.85,
  marginally: 0.5,
  almost: 0.7,
  nearly: 0.7,
  occasionally: 0.7,
};

/** Phrases right after a feeling that strengthen it: "frustrated beyond words", "thrilled to bits". */
export const AFTER_INTENSIFIERS: string[] = [
  'beyond words',
  'beyond belief',
  'to bits',
  'to pieces',
  'out of my mind',
  'so much',
  'all the time',
  'all day',
  'all week',
];

/** Words that negate the feeling in the next few words of the same clause. */
export const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'nor',
  'neither',
  'hardly',
  'barely',
  'scarcely',
  'without',
  'nothing',
  'nobody',
  'none',
  'cannot',
  "don't",
  "doesn't",
  "didn't",
  "isn't",
  "wasn't",
  "aren't",
  "weren't",
  "can't",
  "couldn't",
  "won't",
  "wouldn't",
  "shouldn't",
  "haven't",
  "hasn't",
  "hadn't",
  "ain't",
]);

/** After a negator these words cancel it: "can't stop worrying" is worry, "not only" is not a denial. */
export const NEGATION_BREAKERS = new Set(['stop', 'help', 'only', 'just', 'doubt', 'wait']);

/**
 * Topic nouns worth surfacing as keywords, grouped by life area so insights can say what the feeling is tied to.
 * Written as the noun the person would recognise; plurals map to the same word.
 */
export const TOPIC_NOUNS: Record<string, string> = {
  work: 'work',
  job: 'work',
  boss: 'work',
  manager: 'work',
  coworker: 'work',
  coworkers: 'work',
  colleague: 'work',
  colleagues: 'work',
  team: 'work',
  meeting: 'work',
  meetings: 'work',
  deadline: 'work',
  deadlines: 'work',
  project: 'work',
  presentation: 'work',
  interview: 'work',
  interviews: 'work',
  review: 'work',
  office: 'work',
  career: 'work',
  promotion: 'work',
  inbox: 'work',
  exam: 'study',
  exams: 'study',
  results: 'study',
  school: 'study',
  university: 'study',
  college: 'study',
  studies: 'study',
  application: 'study',
  programme: 'study',
  program: 'study',
  money: 'money',
  bills: 'money',
  bill: 'money',
  rent: 'money',
  debt: 'money',
  bank: 'money',
  landlord: 'home',
  house: 'home',
  home: 'home',
  neighbours: 'home',
  neighbors: 'home',
  family: 'family',
  mum: 'family',
  mom: 'family',
  dad: 'family',
  mother: 'family',
  father: 'family',
  parents: 'family',
  brother: 'family',
  sister: 'family',
  son: 'family',
  daughter: 'family',
  kids: 'family',
  children: 'family',
  baby: 'family',
  grandma: 'family',
  grandad: 'family',
  grandpa: 'family',
  partner: 'relationships',
  husband: 'relationships',
  wife: 'relationships',
  boyfriend: 'relationships',
  girlfriend: 'relationships',
  relationship: 'relationships',
  breakup: 'relationships',
  marriage: 'relationships',
  friend: 'friends',
  friends: 'friends',
  friendship: 'friends',
  dog: 'pets',
  cat: 'pets',
  puppy: 'pets',
  kitten: 'pets',
  health: 'health',
  doctor: 'health',
  hospital: 'health',
  tests: 'health',
  symptoms: 'health',
  illness: 'health',
  sleep: 'health',
  body: 'health',
  marathon: 'health',
  gym: 'health',
  yoga: 'health',
  meditation: 'health',
  garden: 'leisure',
  holiday: 'leisure',
  vacation: 'leisure',
  trip: 'leisure',
  weekend: 'leisure',
  birthday: 'leisure',
  beach: 'leisure',
  walk: 'leisure',
  book: 'leisure',
  music: 'leisure',
  car: 'daily life',
  commute: 'daily life',
  traffic: 'daily life',
  future: 'goals',
  goal: 'goals',
  goals: 'goals',
  plans: 'goals',
};
