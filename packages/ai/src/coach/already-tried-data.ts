/**
 * What a writer says they have already tried (data, read by already-tried.ts): "tried the bitter nail polish, I
 * just bite through it", "everyone says join a club". A question with a word of TRIED_MARKERS and a word of a group's
 * `cues` gets none of the group's strategies, and the answer says so in plain words (`said`).
 */

/** Words that say something was tried, or is the advice everyone gives. */
export const TRIED_MARKERS: readonly string[] = [
  'tried',
  "i've already",
  'ive already',
  'i already',
  'already tried',
  'already done',
  'already did',
  "we've already",
  'we already',
  "didn't work",
  'didnt work',
  "doesn't work",
  'doesnt work',
  "didn't help",
  'didnt help',
  "doesn't help",
  'doesnt help',
  'not working',
  'not helping',
  'does nothing',
  'did nothing',
  "didn't touch",
  'everyone says',
  'everybody says',
  'people say',
  'people keep saying',
  'keep being told',
  'been told to',
  "i've done",
  'did that',
  'do that already',
  'i just walk',
  'bite through',
];

export interface TTriedGroup {
  cues: readonly string[];
  ids: readonly string[];
  /** What was tried, as the answer says it: "You’ve already tried {said}". */
  said: string;
}

export const TRIED_GROUPS: readonly TTriedGroup[] = [
  {
    cues: [
      'across the room',
      'another room',
      'other room',
      'bitter',
      'nail polish',
      'deleted the app',
      'delete the app',
      'deleted the apps',
      'deleting the app',
      'uninstall',
      'app blocker',
      'blocker',
      'screen time limit',
      'logged out',
      'logging out',
      'hid the',
      'hide the',
      'hiding the',
      'out of reach',
    ],
    ids: ['habit-friction'],
    said: 'making it harder to reach',
  },
  {
    cues: ['breathing', 'breathe', 'breath', 'deep breaths'],
    ids: ['breathing-paced', 'breathing-box', 'breathing-sigh', 'mindful-breath-anchor'],
    said: 'breathing exercises',
  },
  {
    cues: ['meditat', 'mindfulness', 'headspace', 'calm app'],
    ids: ['mindful-breath-anchor', 'mindful-one-thing', 'mindful-label'],
    said: 'meditation',
  },
  {
    cues: [
      'join a club',
      'joined a club',
      'clubs',
      'a class',
      'classes',
      'meetup',
      'meet up',
      'volunteer',
      'joined a group',
      'join a group',
      'groups',
    ],
    ids: ['connect-regular', 'lonely-new-place'],
    said: 'joining a group or a class',
  },
  {
    cues: ['messaged', 'texted', 'reached out', 'reach out', 'invited', 'inviting'],
    ids: ['connect-reach-out'],
    said: 'reaching out',
  },
  {
    cues: ['timetable', 'schedule', 'planner', 'to-do list', 'to do list', 'a plan', 'making plans', 'plans'],
    ids: ['study-plan', 'study-balance', 'activation-schedule', 'problem-next-action'],
    said: 'making a plan',
  },
  {
    cues: ['pomodoro', 'timer'],
    ids: ['problem-study-blocks'],
    said: 'timed blocks',
  },
  {
    cues: ['a walk', 'walks', 'walking', 'gym', 'running', 'a run', 'exercise', 'jog'],
    ids: ['move-walk', 'move-habit'],
    said: 'exercise',
  },
  {
    cues: [
      'no screens',
      'no screen',
      'no phone',
      'no caffeine',
      'no coffee',
      'bedtime routine',
      'routine',
      'wind down',
      'lavender',
      'chamomile',
      'camomile',
      'sleep hygiene',
      'bath before bed',
    ],
    ids: ['sleep-wind-down', 'sleep-screen-swap'],
    said: 'a bedtime routine',
  },
  {
    cues: ['getting up', 'get up and', 'got up'],
    ids: ['sleep-get-up'],
    said: 'getting up when you can’t sleep',
  },
  {
    cues: [
      'journal',
      'writing it down',
      'write it down',
      'wrote it down',
      'writing things down',
      'writing down',
    ],
    ids: ['worry-notepad', 'worry-sort', 'anger-let-go', 'compassion-letter', 'grief-letter'],
    said: 'writing it down',
  },
  {
    cues: ['gratitude', 'three good things', 'grateful'],
    ids: ['gratitude-three-good', 'gratitude-savour', 'gratitude-letter'],
    said: 'gratitude lists',
  },
  {
    cues: [
      'walk away',
      'walked off',
      'walk off',
      'cool down',
      'walking away',
      'walked away',
      'count to ten',
      'count to 10',
      'counting to ten',
      'counting',
    ],
    ids: ['anger-time-out', 'anger-moment'],
    said: 'stepping away or counting',
  },
];
