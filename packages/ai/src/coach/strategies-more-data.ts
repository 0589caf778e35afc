/**
 * The texts of the coach's built-in library, second half: worry time, social connection, mindfulness, anger
 * regulation, physical activity, gratitude and boundaries (data; the first half is in strategies-data.ts).
 */
export const STRATEGY_TEXTS_MORE = [
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
