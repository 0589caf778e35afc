/**
 * Strategies written for situations that turn on a life circumstance (caring for someone, an illness or
 * disability, older age, a young family), used by situations-life-data.ts. Same fields and house style as
 * strategies-situation-data.ts: `onlyWhenNamed`, no cues, brought only by a situation that lists them.
 */
export const LIFE_STRATEGY_TEXTS = [
  {
    id: 'sleep-carer-alert',
    family: 'sleep_hygiene',
    title: 'Let an alert do the listening',
    howTo:
      'Ask your GP, the occupational therapist or the local carers’ service about a bed or door sensor, a pressure mat or a simple baby monitor, so a sound you can trust wakes you instead of half-listening all night. If you can, arrange one night a week when someone else covers (family, a sitter, respite) and sleep in another room that night.',
    why: 'Sleep stays light while part of you is on guard; handing the watching to an alarm lets the rest of the night be real rest.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'sleep-later-evening',
    family: 'sleep_hygiene',
    title: 'Move the evening doze, not the alarm',
    howTo:
      'When you start to nod off in the chair after tea, get up and do something light on your feet (wash up, phone someone, a short walk) and save sleep for bed. Get outdoor light in the late afternoon, and go to bed a little later, by a quarter of an hour every few days.',
    why: 'An evening doze uses up the sleep drive you need for the night, and evening light nudges an early body clock later.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'sleep-pain-nights',
    family: 'sleep_hygiene',
    title: 'A plan for the painful nights',
    howTo:
      'Ask your GP or specialist about the timing of what you already take for pain or symptoms at night: when it is taken can matter as much as what. Set up the bed for comfort (pillows to support the sore places, a cool room), and have a dim spot with something dull to go to when you cannot settle, rather than lying there willing sleep.',
    why: 'Pain and worry about not sleeping feed each other; a plan for the bad hours takes some of the dread out of them.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'work-adjustments',
    family: 'problem_solving',
    title: 'Ask for what would help, in writing',
    howTo:
      'Write down two or three specific changes that would make the job workable with your condition (when you work, where, breaks, what you are asked to do), and ask your manager or occupational health for a short meeting about them. Decide beforehand what, if anything, you want colleagues told, in one sentence you are comfortable with.',
    why: 'Specific requests are easier to agree to than a general “I’m struggling”, and deciding what to share keeps it in your hands.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'work-running-on-empty',
    family: 'boundaries_assertiveness',
    title: 'Protect a minimum before the extras',
    howTo:
      'Decide the least rest you need to keep going (a day off, your sleep, a proper meal) and treat it as booked. When you are asked to take on more, say “I can’t this time” without giving reasons; if you want to, offer one specific thing you could do instead. If the exhaustion does not lift with rest, see your GP.',
    why: 'Saying yes by default spends rest you do not have; a fixed minimum makes the no easier to say.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'conflict-share-care',
    family: 'problem_solving',
    title: 'Turn “you never help” into one clear ask',
    howTo:
      'Write down what your parent’s care actually takes each week (visits, appointments, shopping, paperwork). Then ask your brother or sister for one specific thing, such as “could you take the Thursday appointments?”, rather than help in general. If talking keeps turning into the old row, suggest a family meeting with someone neutral there, such as the social worker.',
    why: 'A list turns an argument about who cares more into a practical question, and a specific ask is much harder to dodge than a complaint.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'conflict-calm-talk',
    family: 'boundaries_assertiveness',
    title: 'Talk when nobody is angry',
    howTo:
      'Stop trying to sort it out in the middle of the row. Pick a calm moment (a drive, a walk) and say what you have noticed and that you want things to be easier between you; then ask what it is like for them and listen without correcting. Agree one small change each, and try it for a week.',
    why: 'Nobody can hear much once they are angry; a calm talk with a small shared change breaks the pattern of the rows.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'grief-lost-ability',
    family: 'self_compassion',
    title: 'Grieve what was lost, then keep what it gave you',
    howTo:
      'Let yourself call it what it is, a loss, rather than something you should be over. Then write down what the thing you can no longer do gave you (being outdoors, people, time to think, feeling strong) and choose one adapted way to get a part of that back, with your doctor or physio if your body is involved.',
    why: 'Losing an ability is a real grief; naming what it gave you shows what can still be kept in another form.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'connect-within-limits',
    family: 'social_connection',
    title: 'Stay in touch in a way your energy allows',
    howTo:
      'Tell one friend honestly what you can and cannot manage now, and suggest something that fits: they come to you, a short coffee, watching the match together, a game online. Make it regular (the same day each week) so it does not depend on you finding the energy to organise it each time.',
    why: 'Friends often drift because they do not know what to offer; a clear, easy plan gives them a way to stay.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'connect-parent-village',
    family: 'social_connection',
    title: 'Find the other parents of the daytime',
    howTo:
      'Pick one regular group with your baby or children (a baby group, rhyme time at the library, a parents’ walk) and go to the same one every week, so the faces become familiar. Separately, send one old friend a message with a concrete time: “can I call you Thursday at 8?”.',
    why: 'Friendship grows from seeing the same people again and again, and old friends respond better to a set time than to “we should catch up”.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'motivation-pacing',
    family: 'behavioural_activation',
    title: 'Plan by energy, not by the list',
    howTo:
      'Think of your energy as a fixed budget for the day. Choose one or two things that matter most, do them at your best time of day, and stop before you are exhausted rather than when the job is done. Count rest as part of the plan, not a failure of it.',
    why: 'With an illness that limits energy, stopping before you crash lets you do more over a week than pushing through on good days.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'anxiety-agreed-check-in',
    family: 'worry_time',
    title: 'Agree a check-in, then let the worry wait',
    howTo:
      'Agree one simple arrangement with the person you worry about, such as a text when they arrive. Between check-ins, when the worry starts, notice it (“there’s the what-if again”) and put it off to a set worry time. Remind yourself that the feeling of danger is not evidence of danger.',
    why: 'A fair arrangement meets the real risk, and postponing the rest stops the worry from filling the whole evening.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'anxiety-health-plan',
    family: 'problem_solving',
    title: 'A plan for the thing you fear',
    howTo:
      'With your doctor, nurse or care team, write down what you would do if the thing you fear happened again, and what makes it less likely (alarms, checks, who to call). Keep the plan where you can see it. Then take back one thing the fear has taken from you, a small step at a time.',
    why: 'A fear after a health scare shrinks when there is a clear plan for it, and small steps teach your body that you can cope.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'worth-claim-space',
    family: 'boundaries_assertiveness',
    title: 'A line to claim your place',
    howTo:
      'Have one short, friendly sentence ready for when people talk past you: “I’m the customer, you can ask me.” Agree with the people you are often with that they turn back to you when it happens. Afterwards, remind yourself that how others behave says something about them, not about your worth.',
    why: 'A ready sentence is easier to say in the moment, and being backed up by the people with you changes how others respond.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'relationship-more-than-care',
    family: 'social_connection',
    title: 'Keep a part of the week that isn’t about care',
    howTo:
      'Set aside a regular half hour together that is not about care, appointments or the house: a film, a drive, an old photo album. Separately, talk honestly about what help from outside would give you both a break, such as a carer’s assessment, respite or a sitter.',
    why: 'When one of you cares for the other, the couple can get lost in the tasks; protected time and outside help give the relationship back some room.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'relationship-tell-family',
    family: 'social_connection',
    title: 'Talk to them about it on your own terms',
    howTo:
      'Speak to your family member on their own, somewhere calm. Ask what worries them and listen without arguing; the worry is often about the past, loyalty or the future rather than the new person. Tell them what will not change, and that you are telling them, not asking their permission.',
    why: 'Grown children often react out of worry they have not said; hearing it out and being clear usually calms things more than defending yourself.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'habit-routine-anchor',
    family: 'behavioural_activation',
    title: 'Tie it to something you already do',
    howTo:
      'Attach the routine to a fixed moment you never miss (after the morning cup of tea, before the evening news), and decide a short version for bad days, such as just two of the exercises. Keep a tick chart where you can see it, and count the short version as a tick.',
    why: 'A routine tied to an existing habit needs less willpower, and a short version keeps the chain going on the days you struggle.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'study-short-sessions',
    family: 'problem_solving',
    title: 'Sessions as long as your focus really is',
    howTo:
      'Time how long you can actually concentrate on a good day, and make your study sessions that long, even if it is ten minutes, with a proper break between them. At the end of each, close the book and write the three main points from memory; that is what makes it stick.',
    why: 'Short sessions that match your real attention waste less effort than long ones, and recalling from memory works better than rereading.',
    onlyWhenNamed: true,
    cues: [],
  },
] as const;
