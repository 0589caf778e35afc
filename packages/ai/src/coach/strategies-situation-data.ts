/**
 * Strategies written for one situation inside a topic (a pet's death, waking at 3am, a slip in a new habit), used
 * by the situations in situations-*-data.ts. Same fields and house style as strategies-data.ts; never about a
 * crisis (the crisis answer is separate). All are `onlyWhenNamed` with no cues of their own: only a situation that lists them brings them.
 */
export const SITUATION_STRATEGY_TEXTS = [
  // someone else's feelings
  {
    id: 'support-someone',
    family: 'social_connection',
    title: 'Be there without fixing',
    howTo:
      'Tell them what you have noticed and that you are there ("you’ve seemed low lately, I’m here if you want to talk"), then listen more than you advise. Offer one concrete thing, such as a walk, a meal or a lift, rather than "let me know if you need anything", and keep in touch regularly even when they say little. If they seem hopeless or talk about not wanting to be here, help them contact their GP or a crisis line.',
    why: 'Feeling heard and steady, practical contact help a struggling person more than advice, and you do not have to fix it to help.',
    onlyWhenNamed: true,
    cues: [],
  },
  // sleep
  {
    id: 'sleep-back-to-sleep',
    family: 'sleep_hygiene',
    title: 'Back to sleep in the early hours',
    howTo:
      'When you wake in the night, do not check the clock or your phone. If your mind starts on tomorrow’s list, write it on a pad by the bed and tell yourself it will keep until morning. If you are still awake after about twenty minutes, get up, sit somewhere dim with something dull, and go back when you feel sleepy.',
    why: 'Keeping the bed for sleep and parking the list stops an early waking from turning into an hour of planning.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'sleep-shift-anchor',
    family: 'sleep_hygiene',
    title: 'An anchor for shift work',
    howTo:
      'Choose a block of about four hours that you sleep in on every day, work nights or not, and build the rest around it. After a night shift, wear sunglasses home and sleep in a dark, cool room; on the change back, take a short nap rather than staying up all day.',
    why: 'A fixed core of sleep and careful use of light give your body clock something steady to hold on to.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'sleep-screen-swap',
    family: 'sleep_hygiene',
    title: 'Keep the me-time, move the screen',
    howTo:
      'Your hour to yourself matters, so keep it, but spend the last part of it away from the bright screen: charge the phone outside the bedroom and swap the final half hour for a book, music or a podcast with the screen off.',
    why: 'Late scrolling pushes sleep back through bright light and an alert mind; moving the screen keeps the rest without the cost.',
    onlyWhenNamed: true,
    cues: [],
  },
  // work
  {
    id: 'work-after-criticism',
    family: 'problem_solving',
    title: 'Sort the feedback from the sting',
    howTo:
      'Tonight, write down what was actually said, in plain words, then split it into what is useful and what is just how it was delivered. Choose one point you will act on and one short sentence to open with tomorrow, such as "I’ve looked at the report again and I’ll fix the figures by Friday."',
    why: 'Turning criticism into one concrete step takes the shame out of it and makes the next meeting easier to walk into.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'work-shutdown',
    family: 'boundaries_assertiveness',
    title: 'A shutdown ritual',
    howTo:
      'At a set time, write down tomorrow’s first task, close every work app and say to yourself "done for today". Then mark the change: a short walk, a change of clothes, or covering the laptop and desk if they share your bedroom or living room.',
    why: 'A clear ending tells your brain that work is parked, so evenings stop feeling like standby time.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'work-new-role',
    family: 'problem_solving',
    title: 'Name what the new role needs',
    howTo:
      'List the three things you do not know yet about doing this job well, and ask your manager or a colleague about one of them this week. Beside the list, write what got you the role: the feeling of being found out is common in anyone new, and it is not evidence.',
    why: 'Asking early turns a vague fear of failing into a few things to learn, and most people in new roles feel out of their depth at first.',
    onlyWhenNamed: true,
    cues: [],
  },
  // conflict
  {
    id: 'conflict-repair-message',
    family: 'boundaries_assertiveness',
    title: 'A short repair message',
    howTo:
      'Send a private message soon rather than waiting for it to blow over: "I didn’t like how that went between us. I’m sorry for my part. Can we talk?" Do not re-argue the point in writing; save that for a call or a coffee.',
    why: 'A brief, private first step lowers the stakes for both of you, and most rifts are repaired by whoever moves first.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'conflict-apology',
    family: 'boundaries_assertiveness',
    title: 'Apologise for your part',
    howTo:
      'Say specifically what you did and how it may have affected them, without a "but" after it: "I’m sorry I raised my voice; that wasn’t fair to you." You can own your part without taking the whole blame; the rest can be talked about once the apology has landed.',
    why: 'A specific apology with no excuses is what people hear as sincere, and it opens the door to talking about the rest.',
    onlyWhenNamed: true,
    cues: [],
  },
  // grief
  {
    id: 'grief-pet',
    family: 'self_compassion',
    title: 'Grief for an animal is real grief',
    howTo:
      'Let yourself grieve without apologising for it: an animal who shared your home every day leaves a real gap. Mark the loss in a small way, such as a photo, a walk on their route or a few lines about them, and plan something different for the moment you come home, when the gap is felt most.',
    why: 'Losing a companion animal can hurt as much as losing a person, and treating it as a real loss helps it soften.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'grief-occasion',
    family: 'self_compassion',
    title: 'Plan the hard day',
    howTo:
      'Decide ahead how you want to spend the day: keep a tradition, change it, or do something new. Build in one moment to remember them, such as a candle, their favourite food or a toast, and give yourself a way to step out if it gets too much.',
    why: 'The days before an anniversary or holiday are often harder than the day itself; a plan turns dread into something you can shape.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'grief-letter',
    family: 'self_compassion',
    title: 'A letter they will never read',
    howTo:
      'Write to the person you lost as if they could read it: what you miss, what you wish you had said, and what you are sorry for. Say goodbye if you did not get to. Keep it, read it aloud, or put it somewhere that means something.',
    why: 'Putting the unsaid into words eases regret and guilt, which are among the heaviest parts of grief.',
    onlyWhenNamed: true,
    cues: [],
  },
  // loneliness
  {
    id: 'lonely-tonight',
    family: 'social_connection',
    title: 'A small connection tonight',
    howTo:
      'Pick one small thing for this evening: send a voice note to someone, sit in a café, library or class where other people are, join an online group you like, or call a relative for ten minutes. Then put one plan with another person in the diary for this week.',
    why: 'Brief contact, even with strangers, takes the edge off loneliness, and a plan ahead gives the next evening something to hold.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'lonely-new-place',
    family: 'social_connection',
    title: 'Start where talking has a structure',
    howTo:
      'Look for places where conversation is built in: a language exchange, a club for international students or newcomers, a volunteer shift, a sports team. Go to the same one each week, and prepare two easy questions to ask someone.',
    why: 'Regular, structured meetings make small talk easier, especially in a second language, and familiarity grows into friendship.',
    onlyWhenNamed: true,
    cues: [],
  },
  // motivation and habits
  {
    id: 'habit-small-goal',
    family: 'behavioural_activation',
    title: 'Shrink the goal, plan the slip',
    howTo:
      'Pick one goal, not five, and make the first version so small it feels easy: ten minutes of guitar, one gym visit a week. Write an if-then plan for the day it goes wrong: "If I miss a session, I do the smallest version the next day."',
    why: 'Goals fail more from being too big and from one missed day than from lack of willpower; small starts and a plan for slips keep them alive.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'habit-never-miss-twice',
    family: 'behavioural_activation',
    title: 'Never miss twice',
    howTo:
      'Treat a missed day as information, not failure: what got in the way? The rule is simply not to miss two in a row, so the next day do the smallest version of the habit, even two minutes, to restart the chain.',
    why: 'Habits survive single misses; it is the all-or-nothing story after a slip that ends them.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'habit-friction',
    family: 'behavioural_activation',
    title: 'Add friction, not willpower',
    howTo:
      'Make the habit slightly harder to reach: move the apps off your home screen, log out after each use, put the phone in another room, or keep the snacks out of sight. Put something you would rather do within easy reach instead.',
    why: 'Small obstacles cut an automatic habit far more reliably than trying harder in the moment.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'motivation-show-one',
    family: 'behavioural_activation',
    title: 'Show it to one person',
    howTo:
      'Choose one person, a friend or an online group, and show them a small piece of the work every week or two. Write down in one line why the project matters to you, whether or not anyone else ever sees it.',
    why: 'A small audience and a reason of your own keep a long project going when the big payoff feels far away.',
    onlyWhenNamed: true,
    cues: [],
  },
  // anger
  {
    id: 'anger-repair',
    family: 'anger_regulation',
    title: 'Repair after you snap',
    howTo:
      'When you are calm, go back and say it simply: "I shouted and that wasn’t fair. It wasn’t your fault. I’m working on it." Then pick the moment that set you off and decide what you will do next time, such as a breath and leaving the room for a minute.',
    why: 'Repair after a blow-up rebuilds trust, especially with children, and planning the trigger makes the next one less likely.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'anger-let-go',
    family: 'anger_regulation',
    title: 'Write it out, then set it down',
    howTo:
      'Write everything you are still angry about, unsent and uncensored. Then write what holding on to it is costing you now. When the anger comes back, name it ("that’s the old anger") and turn to something in front of you, rather than replaying the story.',
    why: 'Letting go is less about forgiving than about no longer rehearsing the hurt, which is what keeps it hot.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'anger-moment',
    family: 'anger_regulation',
    title: 'Buy ten seconds',
    howTo:
      'When the heat rises, breathe out slowly, unclench your hands and jaw, and say one neutral sentence, such as "Let me finish my point" or "I’ll come back to you on that." Speak more slowly than you want to.',
    why: 'A few seconds and a long breath out let the first surge pass, so you answer instead of react.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'anger-road',
    family: 'anger_regulation',
    title: 'Give the other driver a story',
    howTo:
      'When another driver cuts in, tell yourself a kinder story about them ("maybe they are late for the hospital") and breathe out slowly. Leave ten minutes earlier so you are not racing the clock, and keep calming music or a podcast for the car.',
    why: 'Road anger feeds on the story that others are doing it to us; a different story and less time pressure take the fuel away.',
    onlyWhenNamed: true,
    cues: [],
  },
  // relationships
  {
    id: 'relationship-distance',
    family: 'social_connection',
    title: 'Shared rituals across the distance',
    howTo:
      'Fix a regular call in the hours your days overlap, and add small things you do together apart: the same film, a meal on video, a voice note at the start of each other’s day. Keep the next visit on the calendar so there is always something to count down to.',
    why: 'Couples at a distance stay close through predictable contact and shared moments more than through long calls.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'relationship-new-together',
    family: 'social_connection',
    title: 'Something new together',
    howTo:
      'Once every week or two, do something together that is new to you both: a walk somewhere unfamiliar, a class, a recipe from another country. Put away the talk of chores and the calendar for that time.',
    why: 'Shared new experiences bring back some of the spark that routine wears down in long relationships.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'relationship-honest-talk',
    family: 'boundaries_assertiveness',
    title: 'Say the true thing kindly',
    howTo:
      'Choose a calm moment and start with what you value in them. Then say what you feel and need in "I" sentences ("I care about you, and I need something to change"), and ask how it lands for them. Let it be a conversation, not a verdict.',
    why: 'An honest answer given with warmth hurts less than a delayed or vague one, and keeps trust between you.',
    onlyWhenNamed: true,
    cues: [],
  },
  // self-worth
  {
    id: 'worth-prompts',
    family: 'self_compassion',
    title: 'Three kinder prompts',
    howTo:
      'In your journal, answer three questions: What did I handle today, however small? What would someone who loves me say I did well? What do I like about how I treated another person this week? Write a line or two for each.',
    why: 'Regularly noticing your own efforts and qualities builds a steadier sense of worth than waiting for praise.',
    onlyWhenNamed: true,
    cues: [],
  },
  // study
  {
    id: 'study-plan',
    family: 'problem_solving',
    title: 'A revision map',
    howTo:
      'List every topic or chapter you need, mark each green, amber or red for how well you know it, and spread them over the days you have left, reds first. Then start today with one short block on one red topic.',
    why: 'A map turns "I haven’t started" into a next step, and covering weak areas early is where the time pays off most.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'study-accountability',
    family: 'problem_solving',
    title: 'Make someone expect you',
    howTo:
      'Arrange to study alongside someone, in person or on a video call with cameras on, or tell a friend what you will finish by Friday and send them proof. Keep your phone in another room during the session.',
    why: 'Working where someone expects you makes starting easier and drifting off harder than willpower alone.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'study-balance',
    family: 'problem_solving',
    title: 'Plan the week, rest included',
    howTo:
      'Put your study sessions into the week like appointments, and put rest in too: one evening fully off and a fixed bedtime. If the week still does not fit, choose one thing to drop or postpone for this term, and tell the people it affects.',
    why: 'Planned rest protects against burning out, and a full week is easier to carry when it has limits you chose.',
    onlyWhenNamed: true,
    cues: [],
  },
  // a second round
  {
    id: 'sleep-new-parent',
    family: 'sleep_hygiene',
    title: 'Protect one block of sleep',
    howTo:
      'With a baby, aim for one longer stretch rather than a perfect night: take turns with a partner or a relative so each of you gets one protected block, sleep when the baby naps at least once a day, and let the housework wait.',
    why: 'One unbroken block of a few hours restores far more than the same time in scraps.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'sleep-rescript',
    family: 'sleep_hygiene',
    title: 'Rewrite the dream',
    howTo:
      'In the daytime, write down the recurring dream, then change it in any way you like: a new ending, a helper, a door that opens. Spend ten minutes a day picturing the new version for a week or two.',
    why: 'Rehearsing a changed version of a recurring nightmare is a well-tested way to make it come less often and less strongly.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'sleep-noise',
    family: 'sleep_hygiene',
    title: 'Deal with the noise, not the person',
    howTo:
      'Try foam earplugs or a steady background sound such as a fan or white noise, and go to sleep first if you can. If it goes on, talk about it in the daytime as a shared problem, including the option of separate rooms on bad nights.',
    why: 'Masking the sound protects your sleep tonight, and a daytime talk keeps resentment from building at 2am.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'work-after-job-loss',
    family: 'behavioural_activation',
    title: 'Give the days a shape',
    howTo:
      'Keep a rough daily routine: a fixed wake-up time, one useful task, some movement and one contact with another person. Write down what you are good at and what you enjoyed in the job, apart from the title.',
    why: 'Structure and small achievements protect mood after losing a job, and they keep your sense of who you are wider than your work.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'anxiety-small-steps',
    family: 'cognitive_reframing',
    title: 'Test the fear in small steps',
    howTo:
      'List versions of the thing you fear from easiest to hardest. Before the easiest one, write what you expect to happen; do it, stay until the anxiety starts to drop, then write what actually happened. Move up one step when it feels manageable.',
    why: 'Facing a fear gradually and checking predictions against what happens is the most effective way to shrink it.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'anxiety-check-once',
    family: 'cognitive_reframing',
    title: 'Check once, on purpose',
    howTo:
      'Check the door or the switch once, slowly, while saying out loud what you see: "The door is locked." Then leave. When the urge to go back comes, notice it, name it as doubt, and wait: it usually fades within half an hour.',
    why: 'A single, mindful check and riding out the urge weaken the habit of rechecking, where each extra check makes doubt stronger.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'grief-say-it-now',
    family: 'social_connection',
    title: 'Say what matters while you can',
    howTo:
      'Tell them the simple things: thank you, I love you, what you will remember. If words are hard, hold their hand, share a memory or a photo, or read them a letter. Let others take turns so you also rest.',
    why: 'Saying or showing what matters before a death is one of the things that most eases grief afterwards.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'habit-swap',
    family: 'behavioural_activation',
    title: 'Swap the habit, keep the trigger',
    howTo:
      'Notice the moment the habit starts (the hand going to your mouth, the walk to the coffee machine) and have a ready replacement for it: clench your fists or hold something, or drink a glass of water first. Cut down step by step, not all at once.',
    why: 'Replacing a habit with another action at its trigger works better than trying to simply stop.',
    onlyWhenNamed: true,
    cues: [],
  },
  {
    id: 'study-rough-draft',
    family: 'problem_solving',
    title: 'Write a bad first draft',
    howTo:
      'Set a timer for twenty minutes and write the rest of the section without rereading or fixing anything; mark gaps with XX. Edit only once the whole draft exists.',
    why: 'Separating writing from editing gets past perfectionism, and a rough draft is much easier to improve than a blank page.',
    onlyWhenNamed: true,
    cues: [],
  },
] as const;
