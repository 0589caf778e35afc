/**
 * Situations that turn on a life circumstance: caring for someone, an illness or disability, older age, a young
 * family (data, read by situations.ts). They have no keyword cues: only the meaning matcher (question-match.ts) finds
 * them, from the example questions in the lab's test-data/coach-situation-examples.json.
 */
import type { TSituationData } from './situation-shape.ts';

export const SITUATIONS_LIFE: readonly TSituationData[] = [
  {
    id: 'sleep-carer-listening',
    topic: 'sleep',
    cues: [],
    strategies: ['sleep-carer-alert', 'sleep-back-to-sleep'],
    opening:
      'When you care for someone at night, part of you stays on guard listening for them, so even quiet nights are light sleep; the aim is to hand some of the listening to something or someone else.',
    normal:
      'Yes: carers very often sleep lightly for exactly this reason, even on nights when nothing happens.',
  },
  {
    id: 'sleep-early-waking-older',
    topic: 'sleep',
    cues: [],
    strategies: ['sleep-later-evening', 'sleep-get-up'],
    opening:
      'Dozing off early in the evening and waking at four is a very common pattern later in life: the evening doze uses up some of the night’s sleep, and the body clock drifts earlier.',
    normal:
      'It is common and not a sign you are doing something wrong: with age sleep gets lighter and the body clock moves earlier, and an evening nap in the chair makes the early waking more likely.',
    why: 'With age the body clock shifts earlier and sleep gets lighter, and a doze in the evening takes the edge off the tiredness that would carry you through the night.',
  },
  {
    id: 'sleep-pain-illness',
    topic: 'sleep',
    cues: [],
    strategies: ['sleep-pain-nights', 'sleep-get-up'],
    opening:
      'Pain or an illness that wakes you makes ordinary sleep advice feel beside the point; the aim is to make the bad hours easier and to get the night-time symptoms looked at.',
    normal:
      'Yes: poor sleep is one of the most common effects of pain and long-term illness, and it is worth telling your doctor about, not just putting up with.',
  },
  {
    id: 'work-health-condition',
    topic: 'work_stress',
    cues: [],
    strategies: ['work-adjustments', 'compassion-break'],
    opening:
      'Managing a health condition at work while deciding who knows about it is a lot to carry on top of the job itself; you are allowed to ask for changes that make the work fit your health.',
  },
  {
    id: 'work-running-on-empty',
    topic: 'work_stress',
    cues: [],
    strategies: ['work-running-on-empty', 'compassion-break'],
    opening:
      'Running on empty from the extra hours, with a lot at home as well, is how burnout starts; the most useful step now is to protect a minimum of rest before you agree to more.',
    normal:
      'It is a very common reaction to too much for too long, and a signal to take seriously, not a weakness.',
  },
  {
    id: 'conflict-sibling-care',
    topic: 'conflict',
    cues: [],
    strategies: ['conflict-share-care', 'conflict-repair-message'],
    opening:
      'Rows between brothers and sisters over a parent’s care are very common: one usually ends up doing most of it, and the resentment builds until it comes out at the worst moment.',
  },
  {
    id: 'conflict-parent-teen',
    topic: 'conflict',
    cues: [],
    strategies: ['conflict-calm-talk', 'anger-time-out'],
    opening:
      'When every meal or conversation with a teenager turns into a shouting match, the pattern itself has taken over; it is easier to change by talking outside the rows than inside them.',
    normal:
      'Yes: arguments peak in the teenage years as they push for independence; it does not mean the relationship is broken.',
  },
  {
    id: 'conflict-big-decision',
    topic: 'conflict',
    cues: [],
    strategies: ['problem-decision', 'boundary-listen-first'],
    opening:
      'When you and your partner want different things on a big decision, such as where to live, the argument is usually about what each choice means to each of you, not the decision itself.',
  },
  {
    id: 'grief-lost-ability',
    topic: 'grief',
    cues: [],
    strategies: ['grief-lost-ability', 'compassion-grief-waves'],
    opening:
      'Losing something you loved doing to an illness or injury is a real grief, even though nobody has died, and it often comes back in waves when you see others doing it.',
    normal: 'Yes: grieving a lost ability is normal and common, and it can take as long as other grief.',
  },
  {
    id: 'lonely-illness',
    topic: 'loneliness',
    cues: [],
    strategies: ['connect-within-limits', 'connect-reach-out'],
    opening:
      'When an illness stops you doing the things your friendships were built around, friends often drift without meaning to; it helps to give them a new, easier way to be with you.',
  },
  {
    id: 'lonely-young-parent',
    topic: 'loneliness',
    cues: [],
    strategies: ['connect-parent-village', 'connect-regular'],
    opening:
      'Being at home with a baby or small children while your friends carry on working is one of the loneliest stretches of life for many people, even when you love being with them.',
    normal:
      'Yes: loneliness is very common for parents at home with young children, and it says nothing about how good a parent you are.',
  },
  {
    id: 'motivation-retirement',
    topic: 'motivation',
    cues: [],
    strategies: ['activation-schedule', 'activation-values'],
    opening:
      'After a working life, losing the structure of the job can leave the plans you made for retirement feeling strangely hard to start; a little structure of your own usually brings them back.',
    normal:
      'Yes: many people feel flat and aimless in the first year of retirement, even after looking forward to it.',
  },
  {
    id: 'motivation-illness-energy',
    topic: 'motivation',
    cues: [],
    strategies: ['motivation-pacing', 'activation-tiny-step'],
    opening:
      'With an illness that drains your energy, what looks like a lack of motivation is often a lack of fuel; planning around your energy works better than pushing.',
  },
  {
    id: 'anxiety-someone-safety',
    topic: 'anxiety',
    cues: [],
    strategies: ['anxiety-agreed-check-in', 'worry-postpone'],
    opening:
      'Worrying about the safety of someone you love when they are out of your sight is very common, especially at a new stage such as a first car or a first trip alone.',
    normal:
      'Yes: most parents and partners feel this at a new stage; it usually eases as the new thing becomes ordinary.',
  },
  {
    id: 'anxiety-after-health-scare',
    topic: 'anxiety',
    cues: [],
    strategies: ['anxiety-health-plan', 'anxiety-small-steps'],
    opening:
      'After a frightening health episode it is very common for the fear to stay long after the danger has passed, and to start shrinking what you do.',
    normal:
      'Yes: fear after a health scare is a common and understandable reaction, and it responds well to a plan and small steps.',
  },
  {
    id: 'worth-disability-talked-over',
    topic: 'self_worth',
    cues: [],
    strategies: ['worth-claim-space', 'compassion-break'],
    opening:
      'Being talked past because of a wheelchair, a condition or your age is hurtful, and it is about other people’s awkwardness, not your worth.',
  },
  {
    id: 'worth-not-contributing',
    topic: 'self_worth',
    cues: [],
    strategies: ['activation-values', 'reframe-friend'],
    opening:
      'When illness, age or circumstances stop you working or doing what you used to, it is easy to feel useless; your worth was never only what you produced.',
  },
  {
    id: 'relationship-carer-partner',
    topic: 'relationships',
    cues: [],
    strategies: ['relationship-more-than-care', 'relationship-honest-talk'],
    opening:
      'When one partner becomes the other’s carer, the relationship can shrink into tasks and both of you can feel alone in it; it helps to protect a part of your life together that is not care.',
  },
  {
    id: 'relationship-new-partner-family',
    topic: 'relationships',
    cues: [],
    strategies: ['relationship-tell-family', 'boundary-listen-first'],
    opening:
      'Finding someone new, at any age, can stir up worry in grown children; their reaction is usually about their own feelings more than about you or your new partner.',
  },
  {
    id: 'habits-health-routine',
    topic: 'habits',
    cues: [],
    strategies: ['habit-routine-anchor', 'habit-never-miss-twice'],
    opening:
      'Health routines such as physio exercises are hard to keep up because they are dull and the benefit is slow; tying them to something you already do helps more than willpower.',
  },
  {
    id: 'habits-stress-slide',
    topic: 'habits',
    cues: [],
    strategies: ['habit-swap', 'habit-friction'],
    opening:
      'When life gets heavier (caring for someone, long hours, a hard stretch), habits such as takeaways, drinks or scrolling often slide in as quick comfort; that is understandable, and easier to change one evening at a time.',
  },
  {
    id: 'study-low-energy',
    topic: 'study',
    cues: [],
    strategies: ['study-short-sessions', 'motivation-pacing'],
    opening:
      'Studying with brain fog, pain or fatigue means working with a shorter attention span than before; shorter sessions at your best time of day work better than longer ones.',
  },
];
