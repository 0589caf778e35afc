/**
 * Words that rule a strategy out for a question (data, read by choose-strategies.ts): a tip that fits the topic but
 * not the writer's case. `when` rules it out unless a word of `unless` is there too, and a question with no word of
 * `needs` rules it out: "morning daylight" is wrong for a night-shift worker, "add friction" for a habit the writer
 * wants to build.
 */
const SLEEP_WORDS = [
  'sleep',
  'bed',
  'wake',
  'waking',
  'woke',
  'awake',
  'insomnia',
  'nap',
  'night',
  'drop off',
  'drift off',
];
const BUILD_WORDS = [
  'build',
  'make it stick',
  'stick to',
  'keep up',
  'want to start',
  'want to read',
  'want to write',
  'want to learn',
  'want to exercise',
  'want to journal',
  'write in here',
  'every day',
  'every night',
  'drink more',
  'eat more',
  'more water',
  'journaling',
];
/** Words for a body on alert or a mind that will not settle: breathing and grounding tips need one of them. */
const BODY_WORDS = [
  'nervous',
  'nerves',
  'anxi',
  'panic',
  'heart',
  'shak',
  'tense',
  'tension',
  'tight',
  'calm',
  'stress',
  'scared',
  'afraid',
  'fear',
  'dread',
  'freeze',
  'froze',
  'blank',
  'sick',
  'overwhelm',
  'breath',
  'sweat',
  'jitter',
  'on edge',
  'wound up',
  'worked up',
  'frazzled',
  'adrenaline',
  'racing',
  'angry',
  'anger',
  'furious',
  'rage',
  'temper',
  'snap',
  'shout',
  'wired',
  'buzzing',
  'switch off',
  'relax',
  'jump',
  'fright',
  'terrif',
  'scary',
  'frantic',
  'stomach',
  'butterflies',
  'worr',
  'spiral',
  'freak',
  'flustered',
  'pressure',
  'restless',
  'mind goes',
  "can't think",
];
/** Words for thoughts that keep going: a worry pad needs one of them. */
const THINKING_WORDS = [
  'worr',
  'thinking',
  'thought',
  'mind',
  'racing',
  'overthink',
  'replay',
  'switch off',
  'buzzing',
  'head',
  'ruminat',
  'going over',
  'to-do',
  'to do',
  'plan',
  'list',
  'anxi',
  'stress',
];
/** Words for work to study or learn: study tips need one of them. */
const STUDY_TASK_WORDS = [
  'revis',
  'study',
  'exam',
  'assignment',
  'essay',
  'homework',
  'reading',
  'coursework',
  'dissertation',
  'thesis',
  'test',
  'mock',
  'learn',
  'notes',
  'focus',
  'concentrat',
  'chapter',
  'topic',
  'module',
  'course',
  'paper',
  'write',
  'writing',
  'gcse',
  'a-level',
  'a level',
  'finals',
  'memor',
  'remember',
  'nothing goes in',
  'procrastinat',
  'deadline',
  'timetable',
];
/** Words for knowing nobody where one lives now. */
const KNOWS_NOBODY = [
  "don't know anyone",
  'dont know anyone',
  "don't know a single",
  'know nobody',
  'know no one',
  'single soul',
  'nobody is a friend',
  'no friends here',
  'no one here',
  'nobody here',
  'not a single friend',
];
/** Words for a project of one's own: a track, a novel, a business. */
const PROJECT_WORDS = [
  'new track',
  'my tracks',
  'song',
  'novel',
  'thesis',
  'project',
  'business',
  'painting',
  'drawing',
  'my art',
  'music',
  'portfolio',
  'website',
  'channel',
  'side hustle',
  'start-up',
  'startup',
];
const STUDY_WORDS = ['revis', 'study', 'studying', 'exam', 'read the same', 'reading', 'lecture'];

export const STRATEGY_EXCLUSIONS: Record<
  string,
  { when?: readonly string[]; unless?: readonly string[]; needs?: readonly string[] }
> = {
  // Morning light and a fixed wake time: not for night work or a newborn's nights.
  'sleep-fixed-wake': {
    needs: SLEEP_WORDS,
    when: [
      'night shift',
      'nights',
      'work nights',
      'shift work',
      'shifts',
      'daytime',
      'newborn',
      'baby',
      'feeds',
    ],
  },
  // Friction is for a habit to break, not for one to build.
  'habit-friction': {
    when: [...BUILD_WORDS, 'comparing', 'compare'],
    unless: ['phone', 'scroll', 'snack', 'instead of', 'screen'],
  },
  // Swapping a habit for another is for breaking one.
  'habit-swap': { when: BUILD_WORDS, unless: ['stop', 'quit', 'break', 'cut down', 'less', 'instead of'] },
  // Tying a new habit to an old one is for building; breaking a habit wants the swap.
  'activation-habit-anchor': {
    when: ['break the habit', 'break that', 'break this', 'bite', 'biting', 'quit', 'cut down', 'stop '],
    unless: ['build', 'start', 'instead'],
  },
  // Listening in a disagreement does not answer exam pressure with no argument in it.
  'boundary-listen-first': {
    when: ['exam', 'revis', 'finals', 'grades', 'marks', 'straight as', 'back down', 'my report'],
    unless: ['argu', 'fight', 'row', 'disagree', 'nag', 'shout', 'clash', 'bicker'],
  },
  // A daily worry time does not help a racing heart before an event or in the moment.
  'worry-postpone': {
    when: [
      'racing',
      'in the moment',
      'right now',
      'before every',
      'before present',
      'before a present',
      'phone call',
    ],
  },
  // A time-out is for a heated moment, not for reaching out or a quiet estrangement.
  'anger-time-out': {
    when: [
      'reach out',
      'first move',
      'start the conversation',
      "haven't spoken",
      'not speaking',
      'back down',
    ],
    unless: [
      'angry',
      'anger',
      'temper',
      'shout',
      'snap',
      'furious',
      'rage',
      'heated',
      'yell',
      'scream',
      'explode',
    ],
  },
  // Sleep tips for a question with no word about sleep ("every evening I am tired" is about getting started).
  'sleep-wind-down': { needs: SLEEP_WORDS },
  'sleep-get-up': { needs: SLEEP_WORDS },
  // Facing a fear in small steps needs a fear; anger on the road is not one.
  'anxiety-small-steps': {
    needs: ['afraid', 'scared', 'fear', 'terrif', 'nervous', 'anxi', 'panic', 'phobia', 'avoid', 'dread'],
  },
  // Mindful washing-up does not answer how to concentrate on revision.
  'mindful-one-thing': { when: STUDY_WORDS },
  // Breathing and grounding calm a body on alert; with none in the question they answer a case nobody asked about
  // (box breathing for putting off an assignment).
  'mindful-breath-anchor': { when: STUDY_WORDS, needs: BODY_WORDS },
  'breathing-paced': { needs: BODY_WORDS },
  'breathing-box': { needs: BODY_WORDS },
  'breathing-sigh': { needs: BODY_WORDS },
  'grounding-54321': { needs: BODY_WORDS },
  'grounding-feet': { needs: BODY_WORDS },
  'grounding-cold': { needs: BODY_WORDS },
  // Study tips need something to study: missing a morning seminar through late nights is a sleep question.
  'problem-study-blocks': { needs: STUDY_TASK_WORDS },
  'study-plan': { needs: STUDY_TASK_WORDS },
  // Someone who knows nobody yet cannot reach out to an old friend or confide in someone they trust.
  'connect-reach-out': {
    when: KNOWS_NOBODY,
    unless: ['back home', 'old friend', 'used to be close', 'family'],
  },
  'connect-share': { when: KNOWS_NOBODY, unless: ['back home', 'old friend', 'family'] },
  // "Open the curtains, shower" is for a flat day, not for a stalled project.
  'activation-tiny-step': {
    when: PROJECT_WORDS,
    unless: ['sofa', 'shower', 'out of bed', 'get up', 'depress', 'flat', 'nothing is fun', 'low', 'empty'],
  },
  // A worry pad is for thoughts that keep going, not for a body that sleeps in the wrong place.
  'worry-notepad': { needs: THINKING_WORDS },
};
