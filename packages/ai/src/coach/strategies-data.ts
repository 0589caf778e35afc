/**
 * The texts of the coach's built-in library (data, outside the house's line budget): strategies.ts types them and
 * says what each field means.
 */
export const STRATEGY_TEXTS = [
  // grounding
  {
    id: 'grounding-54321',
    family: 'grounding',
    title: '5-4-3-2-1 senses',
    howTo:
      'Name five things you can see, four you can feel, three you can hear, two you can smell and one you can taste. Say them slowly, out loud or in your head.',
    why: 'Turning attention to the senses pulls it out of a spiral and back into the room you are in.',
    cues: ['panic', 'spiral', 'overwhelm', 'unreal'],
  },
  {
    id: 'grounding-feet',
    family: 'grounding',
    title: 'Feet on the floor',
    howTo:
      'Press both feet into the floor and notice the pressure, the temperature and the texture under them. Push your palms together or hold the edge of your chair for ten seconds, then let go.',
    why: 'Strong, simple body sensations anchor you when your mind feels far away.',
    cues: ['detached', 'dissociat', 'float', 'numb', 'zone', 'body'],
  },
  {
    id: 'grounding-cold',
    family: 'grounding',
    title: 'Cold water reset',
    howTo:
      'Run cold water over your hands or hold something cold for half a minute, and describe the feeling to yourself in detail. Then take one slow breath and name where you are and the date.',
    why: 'A sharp, safe sensation interrupts an intense surge of feeling and gives you a moment to choose what to do.',
    cues: ['flashback', 'intense', 'surge', 'trigger'],
  },
  // breathing
  {
    id: 'breathing-paced',
    family: 'breathing',
    title: 'Paced breathing (4 in, 6 out)',
    howTo:
      'Breathe in through your nose for a count of four and out through your mouth for a count of six. Keep going for two to five minutes; the long out-breath is what matters.',
    why: 'Slow breathing with a longer out-breath calms the body’s alarm response within a few minutes.',
    cues: ['calm down', 'nervous', 'racing', 'heart'],
  },
  {
    id: 'breathing-box',
    family: 'breathing',
    title: 'Box breathing',
    howTo:
      'Breathe in for four counts, hold for four, breathe out for four and hold for four, like tracing the sides of a box. Repeat four rounds before a meeting, a call or an exam.',
    why: 'A steady rhythm gives your attention something to hold and steadies your breath under pressure.',
    cues: ['presentation', 'exam', 'interview', 'meeting', 'before', 'test'],
  },
  {
    id: 'breathing-sigh',
    family: 'breathing',
    title: 'The physiological sigh',
    howTo:
      'Take a breath in through the nose, then a second short sip of air on top of it, then a long slow breath out through the mouth. Two or three of these are often enough.',
    why: 'The double in-breath and long exhale is one of the quickest ways to ease tension in the chest.',
    cues: ['chest', 'tight', 'breath', 'hyperventilat', 'shaky'],
  },
  // cognitive reframing
  {
    id: 'reframe-thought-record',
    family: 'cognitive_reframing',
    title: 'Thought record',
    howTo:
      'Write the thought down word for word. List the evidence for it and the evidence against it, then write a more balanced thought that fits all of the evidence.',
    why: 'Seeing a thought on paper and testing it loosens its hold; this is the core of cognitive behavioural therapy.',
    cues: ['thought', 'believe', 'evidence', 'true'],
  },
  {
    id: 'reframe-friend',
    family: 'cognitive_reframing',
    title: 'What would I tell a friend?',
    howTo:
      'Imagine a good friend told you this exact thought about themselves. Write what you would say to them, then read it back as if it were meant for you.',
    why: 'We judge ourselves more harshly than others; borrowing a friend’s view brings back perspective.',
    cues: ['failure', 'stupid', 'useless', 'good enough'],
  },
  {
    id: 'reframe-traps',
    family: 'cognitive_reframing',
    title: 'Spot the thinking trap',
    howTo:
      'Check the thought for common traps: all-or-nothing, mind-reading, catastrophising, "should" statements. Name the trap, then rewrite the thought without it.',
    why: 'Naming a distortion makes it easier to step back from it instead of treating it as fact.',
    cues: ['always', 'never', 'catastroph', 'everyone', 'worst', 'judg', 'should'],
  },
  // behavioural activation
  {
    id: 'activation-tiny-step',
    family: 'behavioural_activation',
    title: 'One tiny step',
    howTo:
      'Pick one thing so small it feels almost silly: open the curtains, shower, put on shoes. Do it now, before motivation arrives; motivation tends to follow action, not lead it.',
    why: 'Small actions rebuild momentum when low mood makes everything feel heavy.',
    cues: ['bed', 'motivat', 'energy', 'start', 'stuck'],
  },
  {
    id: 'activation-schedule',
    family: 'behavioural_activation',
    title: 'Plan a pleasant activity',
    howTo:
      'Write down three activities you used to enjoy or that give you a sense of achievement. Put one in your calendar for tomorrow at a set time, and afterwards rate your mood from 0 to 10.',
    why: 'Scheduling rewarding activities is one of the best-studied ways out of low mood.',
    cues: ['enjoy', 'interest', 'bored', 'pointless', 'flat'],
  },
  {
    id: 'activation-values',
    family: 'behavioural_activation',
    title: 'Act on one value',
    howTo:
      'Name something that matters to you (family, learning, nature, creativity). Choose one ten-minute action today that moves towards it, however small.',
    why: 'Actions tied to what you care about give back a sense of meaning as well as activity.',
    cues: ['meaning', 'purpose', 'empty', 'point'],
  },
  {
    id: 'activation-habit-anchor',
    family: 'behavioural_activation',
    title: 'Tie a new habit to an old one',
    howTo:
      'Make the habit so small it takes two minutes, and attach it to something you already do every day: after I pour my morning coffee, I write one line. Tick it off on a calendar, and if you miss a day, simply start again the next.',
    why: 'Linking a tiny action to an existing routine makes it automatic far sooner than relying on willpower.',
    cues: ['habit', 'routine', 'stick to', 'consistent', 'every day', 'daily', 'streak', 'quit'],
  },
  // sleep hygiene
  {
    id: 'sleep-wind-down',
    family: 'sleep_hygiene',
    title: 'A 30-minute wind-down',
    howTo:
      'Half an hour before bed, dim the lights, put screens away and do the same quiet things in the same order: a warm drink without caffeine, a page of a book, a few slow breaths.',
    why: 'A predictable routine tells your body it is time to sleep.',
    cues: ['phone', 'screen', 'routine', 'bedtime', 'night'],
  },
  {
    id: 'sleep-get-up',
    family: 'sleep_hygiene',
    title: 'Get up if you can’t sleep',
    howTo:
      'If you have been awake in bed for about twenty minutes, get up and do something calm in low light until you feel sleepy, then go back. Keep the bed for sleep.',
    why: 'Lying awake teaches the brain that bed is a place to worry; this resets the link.',
    cues: ['awake', 'fall asleep', 'insomnia', 'lie', '3am', 'middle of the night'],
  },
  {
    id: 'sleep-fixed-wake',
    family: 'sleep_hygiene',
    title: 'A fixed wake-up time',
    howTo:
      'Get up at the same time every day, weekends included, and get daylight within an hour of waking. Avoid long naps and caffeine after early afternoon.',
    why: 'A steady wake time and morning light set your body clock more reliably than an early bedtime.',
    cues: ['tired', 'exhaust', 'nap', 'wake', 'morning', 'caffeine', 'coffee'],
  },
  // self-compassion
  {
    id: 'compassion-break',
    family: 'self_compassion',
    title: 'A self-compassion break',
    howTo:
      'Put a hand on your chest and say three things: "This is a hard moment." "Struggling is part of being human." "May I be kind to myself right now."',
    why: 'Meeting your own pain with kindness lowers stress and makes it easier to try again.',
    cues: ['hard on myself', 'beat myself', 'hate myself', 'critic'],
  },
  {
    id: 'compassion-letter',
    family: 'self_compassion',
    title: 'A kind letter to yourself',
    howTo:
      'Write a short letter to yourself from the point of view of someone who cares about you unconditionally, about the thing you feel bad about. Read it tomorrow.',
    why: 'Writing with warmth to yourself reduces shame and self-criticism over time.',
    cues: ['shame', 'ashamed', 'guilt', 'regret', 'forgive'],
  },
  {
    id: 'compassion-common',
    family: 'self_compassion',
    title: 'Common humanity',
    howTo:
      'When you compare yourself with others, remind yourself that everyone struggles in ways you cannot see. Name one thing you are doing your best at, even imperfectly.',
    why: 'Remembering you are not alone in struggling softens comparison and isolation.',
    cues: ['compar', 'everyone else', 'behind', 'perfect', 'worthless'],
  },
  {
    id: 'compassion-grief-waves',
    family: 'self_compassion',
    title: 'Let grief come in waves',
    howTo:
      'Grief comes and goes, often when you least expect it. When a wave comes, let yourself feel it for a few minutes instead of pushing it away, then do one small caring thing for yourself: a glass of water, fresh air, an early night.',
    why: 'Allowing grief rather than fighting it tends to make the waves easier to carry over time.',
    onlyWhenNamed: true,
    cues: ['grief', 'griev', 'died', 'passed away', 'loss', 'lost my', 'funeral', 'mourn', 'bereave'],
  },
  // problem solving
  {
    id: 'problem-steps',
    family: 'problem_solving',
    title: 'Structured problem solving',
    howTo:
      'Write the problem in one sentence. List every possible solution without judging, pick the most workable one, plan the first step with a time, and review how it went.',
    why: 'Breaking a problem into steps turns worry into action and is an effective therapy in its own right.',
    cues: ['problem', 'solve', 'fix', 'sort out', 'what should i do'],
  },
  {
    id: 'problem-next-action',
    family: 'problem_solving',
    title: 'Brain dump and next action',
    howTo:
      'Write down everything on your mind. Circle the three things that matter most this week, and for each write the very next physical action. Do the smallest one first.',
    why: 'Getting tasks out of your head and naming the next action reduces overwhelm and procrastination.',
    cues: ['too much', 'to-do', 'task', 'deadline', 'procrastinat', 'organi', 'busy'],
  },
  {
    id: 'problem-decision',
    family: 'problem_solving',
    title: 'Decision grid',
    howTo:
      'Draw two columns for each option: what you gain and what it costs. Mark what matters most to you, sleep on it, and set a date by which you will decide.',
    why: 'Laying options side by side makes a stuck decision concrete and less frightening.',
    onlyWhenNamed: true,
    cues: ['decide', 'decision', 'choice', 'choose', 'option', 'whether'],
  },
  {
    id: 'problem-workload',
    family: 'problem_solving',
    title: 'Make the workload visible',
    howTo:
      'List everything on your plate, mark what is urgent and what is important, and take the list to your manager. Ask together which tasks can wait, be shared or be dropped.',
    why: 'A written list turns a vague pressure into a conversation about priorities that you can actually have.',
    onlyWhenNamed: true,
    cues: ['work', 'job', 'boss', 'manager', 'workload', 'overtime', 'burn', 'deadline'],
  },
  {
    id: 'problem-study-blocks',
    family: 'problem_solving',
    title: 'Study in short blocks',
    howTo:
      'Pick one topic, set a timer for 25 minutes and work only on that, then take a five-minute break. At the end of each block, close your notes and test yourself on what you just covered.',
    why: 'Short focused blocks and testing yourself help you remember more than long hours of rereading.',
    onlyWhenNamed: true,
    cues: ['study', 'revis', 'exam', 'homework', 'assignment', 'essay', 'thesis', 'coursework', 'learn'],
  },
] as const;
