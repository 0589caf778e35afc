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
  // worry time
  {
    id: 'worry-postpone',
    family: 'worry_time',
    title: 'Worry postponement',
    howTo:
      'Set a 15-minute "worry time" at the same hour each day. When a worry pops up outside it, jot it down and tell yourself you will think about it then. In worry time, go through the list.',
    why: 'Postponing worry shows you it can be put down, and many worries have faded by the time you get to them.',
    cues: ['constant', 'all day', 'can\u2019t stop', "can't stop", 'keep worrying'],
  },
  {
    id: 'worry-sort',
    family: 'worry_time',
    title: 'Sort the worry',
    howTo:
      'Ask of each worry: is this a problem I can act on now? If yes, plan one step. If it is a "what if" I cannot control, write it down and practise letting it pass.',
    why: 'Separating practical problems from hypothetical ones stops you going round in circles.',
    cues: ['what if', 'uncertain', 'control', 'future'],
  },
  {
    id: 'worry-notepad',
    family: 'worry_time',
    title: 'A bedside worry pad',
    howTo:
      'Keep a notepad by the bed. When a worry keeps you up, write it down with the time you will deal with it tomorrow, then turn your attention to your breath.',
    why: 'Writing a worry down tells your mind it will not be forgotten, so it can let go for the night.',
    cues: ['at night', 'before bed', 'lying awake', 'ruminat'],
  },
  // social connection
  {
    id: 'connect-reach-out',
    family: 'social_connection',
    title: 'Reach out to one person',
    howTo:
      'Think of one person you feel even slightly comfortable with and send a short message today: "Thinking of you, how are you?" It does not need to be about how you feel.',
    why: 'Small contacts ease loneliness, and people are usually gladder to hear from us than we expect.',
    cues: ['lonely', 'alone', 'reach out', 'friend', 'text'],
  },
  {
    id: 'connect-share',
    family: 'social_connection',
    title: 'Tell someone how you are',
    howTo:
      'Choose someone you trust and tell them one true thing about how you are doing. If talking feels too hard, write it in a message first.',
    why: 'Being heard by another person lightens a feeling and brings support you might not have asked for.',
    cues: ['talk to', 'nobody', 'no one', 'open up', 'support'],
  },
  {
    id: 'connect-regular',
    family: 'social_connection',
    title: 'A regular shared activity',
    howTo:
      'Join something that meets regularly: a class, a walking group, a volunteer shift, a weekly call with family. Commit to going three times before deciding if it is for you.',
    why: 'Regular contact around a shared activity is how lasting connection grows, especially somewhere new.',
    cues: ['isolat', 'new city', 'moved', 'disconnected', 'meet people', 'community'],
  },
  {
    id: 'connect-remember',
    family: 'social_connection',
    title: 'Share a memory',
    howTo:
      'Tell someone who knew them a story about the person or the animal you lost, or write the memory down. Saying their name and remembering them out loud is part of grieving, not a step backwards.',
    why: 'Grief shared with others feels less isolating, and remembering keeps a bond that helps people carry on.',
    onlyWhenNamed: true,
    cues: ['grief', 'griev', 'died', 'passed away', 'lost my', 'miss', 'mourn', 'funeral'],
  },
  {
    id: 'connect-attention',
    family: 'social_connection',
    title: 'Ten minutes of real attention',
    howTo:
      'Set aside ten minutes a day with your partner, friend or family member, phones away. Ask about their day, listen without fixing, and thank them for one small thing they did.',
    why: 'Small, regular moments of attention and appreciation are what keep close relationships strong.',
    cues: [
      'relationship',
      'partner',
      'husband',
      'wife',
      'boyfriend',
      'girlfriend',
      'marriage',
      'closer',
      'apart',
    ],
  },
  // mindfulness
  {
    id: 'mindful-breath-anchor',
    family: 'mindfulness',
    title: 'Three-minute breathing space',
    howTo:
      'For one minute notice what is here: thoughts, feelings, sensations. For one minute follow your breath. For one minute widen attention to your whole body. Then carry on.',
    why: 'Short, regular mindfulness practice reduces stress and stops moods from snowballing.',
    cues: ['mind', 'racing', 'busy', 'scattered', 'present'],
  },
  {
    id: 'mindful-label',
    family: 'mindfulness',
    title: 'Name it to tame it',
    howTo:
      'When a strong feeling comes, name it quietly: "This is anxiety", "Here is sadness". Notice where you feel it in the body and let it be there without fixing it.',
    why: 'Labelling a feeling calms its intensity and gives you a little distance from it.',
    cues: ['feeling', 'emotion', 'mood', 'notice', 'aware'],
  },
  {
    id: 'mindful-one-thing',
    family: 'mindfulness',
    title: 'One thing at a time',
    howTo:
      'Pick an everyday task (washing up, drinking tea, walking to the shop) and give it your full attention: the sounds, smells and textures. When your mind wanders, gently come back.',
    why: 'Practising attention in ordinary moments trains the habit of being where you are.',
    cues: ['autopilot', 'distract', 'focus', 'meditat', 'mindful', 'moment'],
  },
  // anger regulation
  {
    id: 'anger-time-out',
    family: 'anger_regulation',
    title: 'Take a time-out',
    howTo:
      'When you notice the first signs (heat, clenched jaw, raised voice), say "I need a few minutes" and step away for at least twenty minutes. Come back to the conversation once your body has settled.',
    why: 'Anger peaks and falls; a pause lets the thinking part of the brain catch up before you act.',
    cues: ['argument', 'fight', 'shout', 'yell', 'snap', 'temper', 'blow up'],
  },
  {
    id: 'anger-cues',
    family: 'anger_regulation',
    title: 'Know your anger signs',
    howTo:
      'Rate your anger from 0 to 10 a few times a day and note what happened just before. Once you know your early signs, use a slow breath or a walk at a 3 or 4, not at a 9.',
    why: 'Catching anger early is much easier than calming it at its peak.',
    cues: ['irritab', 'short fuse', 'everything annoys', 'annoyed', 'trigger'],
  },
  {
    id: 'anger-express',
    family: 'anger_regulation',
    title: 'Say it without attacking',
    howTo:
      'Once calm, describe what happened, how you felt and what you need, using "I" sentences: "When the plans changed without asking me, I felt ignored. I’d like to be asked next time."',
    why: 'Expressing anger clearly and calmly solves more than holding it in or exploding.',
    cues: ['resent', 'unfair', 'furious', 'rage', 'angry'],
  },
  // physical activity
  {
    id: 'move-walk',
    family: 'physical_activity',
    title: 'A ten-minute brisk walk',
    howTo:
      'Walk briskly for ten minutes, outdoors if you can, at a pace where you can talk but not sing. Notice your mood before and after.',
    why: 'Even short bouts of movement lift mood and ease anxiety; regular exercise works about as well as other treatments for mild low mood.',
    cues: ['walk', 'outside', 'fresh air', 'sitting', 'desk'],
  },
  {
    id: 'move-habit',
    family: 'physical_activity',
    title: 'Build an exercise habit',
    howTo:
      'Choose an activity you do not hate, and tie it to something you already do ("after I drop the kids off, I walk round the park"). Start with three times a week and track it.',
    why: 'Linking a new habit to an existing one is how movement sticks after motivation fades.',
    cues: ['exercise', 'gym', 'workout', 'fit', 'run', 'habit', 'active'],
  },
  {
    id: 'move-stretch',
    family: 'physical_activity',
    title: 'Shake out the tension',
    howTo:
      'Stand up, roll your shoulders, stretch your arms above your head and shake out your hands and legs for a minute. Tense each muscle group for five seconds, then release.',
    why: 'Moving and releasing muscles discharges the physical side of stress quickly.',
    cues: ['tense', 'stiff', 'restless', 'yoga', 'stretch', 'body'],
  },
  // gratitude and savouring
  {
    id: 'gratitude-three-good',
    family: 'gratitude_savouring',
    title: 'Three good things',
    howTo:
      'Each evening, write down three things that went well today, however small, and why they happened. Keep it up for a week.',
    why: 'This exercise has lasting effects on wellbeing in studies because it retrains attention towards what is good.',
    cues: ['grateful', 'gratitude', 'good things', 'positive', 'thankful'],
  },
  {
    id: 'gratitude-savour',
    family: 'gratitude_savouring',
    title: 'Savour a good moment',
    howTo:
      'When something good happens, pause for twenty seconds: notice what you see, hear and feel, and let the moment sink in. Later, tell someone about it.',
    why: 'Lingering on good experiences makes them last longer and count for more.',
    cues: ['savour', 'savor', 'enjoy', 'happy', 'good day', 'joy', 'last'],
  },
  {
    id: 'gratitude-letter',
    family: 'gratitude_savouring',
    title: 'A thank-you message',
    howTo:
      'Think of someone who helped you and never heard how much. Write them a few specific sentences of thanks and send or read it to them.',
    why: 'Expressing gratitude to a person boosts wellbeing for both of you and strengthens the bond.',
    cues: ['thank', 'appreciat', 'helped me', 'kind'],
  },
  // boundaries and assertiveness
  {
    id: 'boundary-no',
    family: 'boundaries_assertiveness',
    title: 'A kind, clear no',
    howTo:
      'Give a short answer without over-explaining: "Thanks for thinking of me, but I can’t take that on." If pressed, repeat it calmly. You can buy time with "Let me check and get back to you."',
    why: 'A clear no protects your time and energy, and most people accept it better than we fear.',
    cues: ['say no', 'saying no', 'people pleas', 'overcommit', 'yes to everything'],
  },
  {
    id: 'boundary-dear',
    family: 'boundaries_assertiveness',
    title: 'Describe, express, ask',
    howTo:
      'Plan what to say: describe the situation in facts, express how it affects you, ask for a specific change, and say how it will help you both. Practise it once out loud.',
    why: 'A prepared, structured request keeps you assertive without being aggressive.',
    cues: ['speak up', 'stand up', 'assert', 'confront', 'ask for', 'raise'],
  },
  {
    id: 'boundary-limits',
    family: 'boundaries_assertiveness',
    title: 'Set one limit',
    howTo:
      'Notice one place where you feel drained or resentful: late messages, extra shifts, visits. Decide one limit (no work e-mail after 7 pm), tell the people it affects, and keep it.',
    why: 'Resentment often marks a boundary that is missing; one firm limit brings back a sense of control.',
    cues: ['boundar', 'taken advantage', 'demand', 'pressure', 'guilt trip', 'respect'],
  },
  {
    id: 'boundary-listen-first',
    family: 'boundaries_assertiveness',
    title: 'Listen first, then speak',
    howTo:
      'In a disagreement, first say back what you heard the other person say until they agree you have understood. Then give your side in one sentence: I feel … when … and I would like …',
    why: 'Feeling understood lowers the heat on both sides and makes a fair solution much easier to find.',
    cues: ['argu', 'fight', 'conflict', 'disagree', 'row', 'falling out', 'fell out', 'clash', 'tension'],
  },
] as const;
