/**
 * Situations inside a topic (data, read by situations.ts): the particular thing a question is about, such as waking
 * at 3am rather than not falling asleep, or a pet's death rather than a parent's. A situation counts when one of its
 * `needs` words occurs (if it lists any) and its cues weigh at least 3. Its strategies all fit it, best first; its
 * `opening` speaks to the situation before the strategies, and `normal` answers "is it normal / is it ok" first.
 * Sleep, work, conflict, grief, loneliness and motivation here; the other topics in situations-b-data.ts.
 */
import type { TTopicName } from './coach-topics-data.ts';
import type { TCue } from './family-cues-data.ts';

export interface TSituationData {
  id: string;
  topic: TTopicName;
  needs?: readonly string[];
  cues: readonly TCue[];
  strategies: readonly string[];
  opening: string;
  normal?: string;
}

export const SITUATIONS_A: readonly TSituationData[] = [
  // sleep
  {
    id: 'sleep-night-waking',
    topic: 'sleep',
    cues: [['3am', 4], ['3 am', 4], ['4am', 4], ['4 am', 4], ['around 4', 3], ['around 3', 3], ['wake up at', 3], ['wake in the night', 4], ['waking in the night', 4], ['middle of the night', 4], ['back to sleep', 4], ['early hours', 3], ['wide awake', 2], ['till the alarm', 3], ['every night around', 2]],
    strategies: ['sleep-back-to-sleep', 'worry-notepad', 'sleep-fixed-wake'],
    opening: 'Waking in the early hours with your mind switching on is very common, especially in stressful stretches; the aim is to stop a short waking from turning into a long one.',
    normal: 'Yes: most people wake a few times a night, and stress makes it more likely that you notice it and start thinking.',
  },
  {
    id: 'sleep-shift-work',
    topic: 'sleep',
    needs: ['sleep', 'tired', 'body clock', 'body has no idea', 'awake', 'rota', 'jet lag', 'exhausted', 'nights', 'night shift', 'cope'],
    cues: [['shift', 2], ['night shift', 5], ['shift work', 5], ['rotating shifts', 5], ['nights', 1], ['rota', 3], ['rotating', 3], ['nurse', 1], ['body has no idea', 2], ['jet lag', 3]],
    strategies: ['sleep-shift-anchor', 'sleep-wind-down'],
    opening: 'Shift work pulls your body clock in two directions, so some disruption is not a failing on your part; a steady anchor and careful use of light make it much more manageable.',
  },
  {
    id: 'sleep-screens',
    topic: 'sleep',
    needs: ['phone', 'scroll', 'screen', 'netflix', 'youtube', 'tiktok', 'instagram', 'series', 'tv'],
    cues: [['bed', 3], ['sleep', 3], ['night', 1], ['asleep', 1], ['on my phone', 3], ['phone till', 3], ['scrolling', 2]],
    strategies: ['sleep-screen-swap', 'sleep-wind-down'],
    opening: 'Wanting an hour that is only yours is a real need, not a bad habit; the screen is the part that costs you sleep, not the time to yourself.',
    normal: 'It is very common, and not a moral failing, though a bright screen right up to sleep does tend to push sleep later and make it lighter.',
  },
  {
    id: 'sleep-oversleeping',
    topic: 'sleep',
    needs: ['sleep', 'lie-in', 'lie in', 'oversleep', 'groggy'],
    cues: [['weekend', 3], ['lie-in', 3], ['lie in', 3], ['oversleep', 4], ['10 hours', 2], ['sleep in', 3], ['monday', 2], ['feel worse', 1], ['groggy', 2]],
    strategies: ['sleep-fixed-wake', 'sleep-wind-down'],
    opening: 'Sleeping much longer at weekends shifts your body clock later, a bit like jet lag, which is why Monday can feel worse rather than better.',
  },
  {
    id: 'sleep-busy-mind',
    topic: 'sleep',
    needs: ['sleep', 'asleep', 'bed', 'night', 'light off', 'lights off', 'lights go off', 'awake'],
    cues: [['mind won', 3], ['my mind', 2], ['my head', 2], ['head is', 2], ['busy', 2], ['racing', 3], ['thoughts', 2], ['overthink', 3], ['brain', 2], ['shut up', 2], ['switch off', 2], ['calm', 1]],
    strategies: ['worry-notepad', 'sleep-wind-down', 'sleep-get-up'],
    opening: 'A mind that gets busy as soon as the lights go off is one of the most common reasons for lying awake; it usually responds to giving your thoughts somewhere to go before bed and a slower last half hour.',
  },
  {
    id: 'sleep-onset',
    topic: 'sleep',
    cues: [['fall asleep', 4], ['falling asleep', 4], ['get to sleep', 4], ['lie awake', 4], ['lying awake', 4], ['cant sleep', 4], ["can't sleep", 4], ['cannot sleep', 4], ['toss and turn', 3], ['tossing', 3], ['drop off', 3], ['insomnia', 3], ['for hours', 1]],
    strategies: ['sleep-get-up', 'sleep-wind-down', 'worry-notepad'],
    opening: 'Lying awake is frustrating, and the harder you try to sleep the further it tends to go; a few steady habits around bedtime usually help more than effort.',
  },
  {
    id: 'sleep-general',
    topic: 'sleep',
    cues: [['sleep', 3], ['sleep better', 2], ['insomnia', 3], ['tired', 1]],
    strategies: ['sleep-wind-down', 'sleep-fixed-wake', 'sleep-get-up', 'worry-notepad'],
    opening: 'Most sleep problems respond to a few steady habits: a regular wake-up time and a slower last half hour before bed do much of the work.',
  },
  // work stress
  {
    id: 'work-criticised',
    topic: 'work_stress',
    cues: [['critici', 4], ['feedback', 3], ['performance review', 4], ['appraisal', 3], ['torn apart', 3], ['told off', 4], ['in front of', 2], ['shouted at', 3], ['humiliat', 3], ['face my manager', 3], ['go back tomorrow', 2]],
    strategies: ['work-after-criticism', 'breathing-paced'],
    opening: 'Being criticised in front of others stings for a long time afterwards, and still feeling shaken hours later is a normal reaction; it helps to separate what was said from how it felt before you go back.',
  },
  {
    id: 'work-evenings',
    topic: 'work_stress',
    needs: ['work', 'job', 'boss', 'manager', 'email', 'slack', 'teams', 'office', 'desk', 'laptop', 'colleague', 'shift'],
    cues: [['switch off', 4], ['after work', 3], ['work from home', 3], ['working from home', 3], ['wfh', 3], ['leave work at work', 5], ['evenings', 2], ['11pm', 2], ['late at night', 1], ['emailing me at', 4], ['emails at', 3], ['slack', 3], ['teams messages', 3], ['answer right away', 3], ['at dinner', 2], ['desk is in my bedroom', 4], ['checking', 1]],
    strategies: ['work-shutdown', 'boundary-limits'],
    opening: 'When work can reach you at any hour, or sits in the room where you rest, evenings stop feeling like your own; the fix is usually a clear end to the day and one limit you keep.',
  },
  {
    id: 'work-overload',
    topic: 'work_stress',
    cues: [['too many meetings', 5], ['two jobs', 4], ['workload', 4], ['too much work', 4], ['overloaded', 4], ['swamped', 3], ['drowning', 2], ['no time to do', 3], ['can\'t keep this up', 3], ['cant keep this up', 3], ['nobody notices', 2], ['extra projects', 3], ['on my plate', 3], ['deadlines', 2], ['fried', 1]],
    strategies: ['problem-workload', 'boundary-no', 'problem-next-action'],
    opening: 'A workload that has quietly grown past what one person can do is a problem to raise, not a personal failing to push through.',
  },
  {
    id: 'work-say-no',
    topic: 'work_stress',
    cues: [['say no', 5], ['saying no', 5], ['team player', 3], ['extra projects', 2], ['extra work', 2], ['people pleas', 3]],
    strategies: ['boundary-no', 'problem-workload'],
    opening: 'Saying no to some work is part of doing the rest of it well, and a clear, friendly no is usually respected more than a yes you cannot keep.',
  },
  {
    id: 'work-impostor',
    topic: 'work_stress',
    cues: [['promot', 4], ['new job', 3], ['new role', 3], ['fraud', 4], ['impostor', 5], ['imposter', 5], ['found out', 3], ['find out i', 3], ["can't handle it", 2], ['cant handle it', 2], ['out of my depth', 4], ['supposed to be happy', 2]],
    strategies: ['work-new-role', 'reframe-traps'],
    opening: 'Feeling like a fraud in a new role is so common it has a name, impostor feelings, and it tends to say more about how new the job is than about how capable you are.',
  },
  // conflict
  {
    id: 'conflict-after-falling-out',
    topic: 'conflict',
    cues: [['group chat', 4], ['awkward', 2], ['not talking', 4], ['not speaking', 4], ['been cold', 3], ['cold for', 3], ['give her space', 4], ['give him space', 4], ['message her', 3], ['message him', 3], ['or wait', 3], ['said something mean', 4], ['start the conversation again', 4], ['fell out', 3], ['falling out', 3], ['had a fight', 2], ['had fight', 2]],
    strategies: ['conflict-repair-message', 'boundary-listen-first'],
    opening: 'After a falling-out, a short private message from you, sent soon, usually works better than waiting for it to fade; it does not have to settle the argument, only reopen the door.',
  },
  {
    id: 'conflict-apology',
    topic: 'conflict',
    cues: [['apolog', 5], ['say sorry', 4], ['partly wrong', 3], ['partly my fault', 3], ['my part', 2], ['both wrong', 3]],
    strategies: ['conflict-apology', 'boundary-listen-first'],
    opening: 'You can apologise sincerely for your part without taking all of the blame; an apology for what you did is not an admission that they were right about everything.',
  },
  {
    id: 'conflict-housemate',
    topic: 'conflict',
    cues: [['roommate', 4], ['flatmate', 4], ['housemate', 4], ['dishes', 3], ['chores', 2], ['mess', 2], ['stuff everywhere', 3], ['passive aggressive', 3], ['passive-aggressive', 3], ['slamming doors', 3], ['bring it up', 2], ['raise it', 2]],
    strategies: ['boundary-dear', 'boundary-listen-first'],
    opening: 'Hints and slammed doors rarely change a housemate’s habits; one calm, specific conversation at a good moment usually does more.',
  },
  {
    id: 'conflict-partner',
    topic: 'conflict',
    needs: ['partner', 'husband', 'wife', 'boyfriend', 'girlfriend', 'spouse', 'fiance'],
    cues: [['fight', 3], ['argu', 3], ['yelling', 2], ['shouting', 2], ['money', 2], ['row', 2], ['bicker', 3]],
    strategies: ['boundary-listen-first', 'anger-time-out', 'boundary-dear'],
    opening: 'Couples who keep having the same fight are usually stuck on how they talk about it more than on the subject itself, so changing the way the conversation goes is the place to start.',
  },
  {
    id: 'conflict-coworker',
    topic: 'conflict',
    needs: ['coworker', 'co-worker', 'colleague', 'workmate', 'teammate'],
    cues: [['took credit', 4], ['credit for', 3], ['talking over', 4], ['talks over', 4], ['interrupt', 3], ['confrontation', 2], ['meeting', 1], ['deal with', 1], ['say something', 2], ['undermin', 3], ['rude', 2]],
    strategies: ['boundary-dear', 'boundary-listen-first'],
    opening: 'With a colleague, a calm, private, specific word is usually enough and rarely turns into the confrontation people fear; prepare it rather than waiting for the next time it happens.',
  },
  {
    id: 'conflict-family',
    topic: 'conflict',
    needs: ['sister', 'brother', 'mum', 'mom', 'mother', 'dad', 'father', 'parents', 'family', 'son', 'daughter', 'aunt', 'uncle', 'cousin'],
    cues: [['argu', 3], ['fight', 3], ['politics', 3], ['same room', 2], ['not talking', 3], ['blowing up', 2], ['blow up', 2], ['conversation', 1], ['care', 1]],
    strategies: ['boundary-listen-first', 'boundary-dear', 'anger-time-out'],
    opening: 'Family arguments run on old patterns, so they flare fast; agreeing on how to talk matters more than winning the point.',
  },
  // grief
  {
    id: 'grief-pet',
    topic: 'grief',
    needs: ['dog', 'cat', 'pet', 'puppy', 'kitten', 'horse', 'rabbit', 'hamster', 'bird', 'parrot'],
    cues: [['died', 3], ['put down', 4], ['put to sleep', 4], ['passed', 3], ['lost our', 3], ['lost my', 3], ['crying', 2], ['miss', 2], ['grief', 3], ['griev', 3], ['just a dog', 3], ['just a cat', 3], ['isn\'t there', 2], ['so quiet', 2], ['years', 1]],
    strategies: ['grief-pet', 'compassion-grief-waves', 'connect-remember'],
    opening: 'Grief for an animal is real grief: they were part of every day, and the gap they leave, especially at home, can hurt as much as any loss.',
    normal: 'Yes, it is entirely normal to grieve an animal this deeply.',
  },
  {
    id: 'grief-occasion',
    topic: 'grief',
    needs: ['christmas', 'anniversary', 'birthday', 'one year since', 'a year since', 'first year', 'holidays', 'thanksgiving', 'eid', 'mother\'s day', 'father\'s day'],
    cues: [['without my', 3], ['died', 3], ['since my', 2], ['get through', 2], ['the day', 1], ['first', 1], ['grief', 3], ['passed', 3], ['lost', 2]],
    strategies: ['grief-occasion', 'connect-remember'],
    opening: 'Firsts and anniversaries bring a loss back into focus, and the run-up is often harder than the day itself; it helps to decide ahead how you want the day to go.',
  },
  {
    id: 'grief-regret',
    topic: 'grief',
    needs: ['died', 'passed', 'death', 'lost my', 'loss', 'funeral', 'grief', 'griev', 'goodbye', 'killed', 'gone'],
    cues: [['last conversation', 5], ['never got to', 4], ['say goodbye', 4], ['said goodbye', 4], ['regret', 3], ['replaying', 3], ['should have', 2], ['argument', 2], ['guilt', 2], ['eats me up', 2]],
    strategies: ['grief-letter', 'compassion-grief-waves'],
    opening: 'Regret about the last conversation, or a goodbye that never happened, is one of the heaviest parts of grief, and one of the most common; it usually eases once the unsaid has somewhere to go.',
  },
  {
    id: 'grief-writing',
    topic: 'grief',
    needs: ['journal', 'write', 'writing', 'prompt'],
    cues: [['grief', 4], ['griev', 4], ['died', 3], ['loss', 3], ['passed away', 3], ['lost', 2]],
    strategies: ['grief-letter', 'connect-remember'],
    opening: 'Writing is a good place to start with grief: there is no right way to do it, and a letter to the person you lost is one of the simplest ways in.',
  },
  {
    id: 'grief-timeline',
    topic: 'grief',
    cues: [['expect me to be', 4], ['should be over', 4], ['over it', 3], ['months ago', 2], ['didn\'t cry', 4], ['didnt cry', 4], ['not cry', 3], ['something wrong with me', 2], ['still not okay', 3], ["i'm not", 1], ['brings it all back', 3], ['all back', 2]],
    strategies: ['compassion-grief-waves', 'connect-share', 'connect-remember'],
    opening: 'Grief keeps no timetable: it comes in waves for months and often years, and it shows itself differently in different people, tears or none.',
    normal: 'Yes, that is normal.',
  },
  // loneliness
  {
    id: 'lonely-tonight',
    topic: 'loneliness',
    needs: ['lonely', 'loneli', 'isolat', 'alone', 'nobody', 'no one', 'friends', 'by myself', 'on my own'],
    cues: [['tonight', 4], ['friday night', 4], ['saturday night', 4], ['a night when', 3], ['on a night', 3], ['this evening', 3], ['nobody to text', 3], ['small things', 2], ['right now', 2], ['weekends are the worst', 3], ['days are very long', 3], ['long days', 2]],
    strategies: ['lonely-tonight', 'connect-reach-out'],
    opening: 'Lonely evenings are some of the hardest hours; something small tonight, plus one plan with another person for later in the week, is a realistic aim.',
  },
  {
    id: 'lonely-new-place',
    topic: 'loneliness',
    cues: [['international', 4], ['my english', 4], ['language', 3], ['abroad', 3], ['new country', 4], ['living in', 1], ['from brazil', 2], ['new city', 4], ['moved to', 3], ['moved here', 3], ['no friends here', 4], ['zero friends', 3], ['nobody want to talk', 3]],
    strategies: ['lonely-new-place', 'connect-regular'],
    opening: 'Making friends somewhere new takes months for almost everyone, and longer in a second language; it grows from seeing the same faces regularly, so the aim is to find a few regular places.',
  },
  {
    id: 'lonely-in-company',
    topic: 'loneliness',
    cues: [['even when', 3], ['with people', 2], ['in a crowd', 4], ['around people', 3], ['my own marriage', 4], ['in my marriage', 4], ['in my relationship', 3], ['surrounded by', 3], ['nobody really knows', 3], ['why', 1]],
    strategies: ['connect-share', 'connect-attention'],
    opening: 'Loneliness is about feeling unknown more than about being alone, so it can happen in a full room or a marriage; it usually points to missing closeness, and closeness grows from being a little more honest with one person.',
  },
  {
    id: 'lonely-remote-retired',
    topic: 'loneliness',
    cues: [['remote', 3], ['working from home', 2], ['don\'t speak to anyone', 4], ['dont speak to anyone', 4], ['for days', 2], ['retired', 4], ['wife passed', 3], ['husband passed', 3], ['old man', 2], ['old woman', 2], ['widow', 3]],
    strategies: ['connect-regular', 'lonely-tonight', 'connect-reach-out'],
    opening: 'When work or retirement no longer brings people to you, contact has to be planned in, and regular, small, repeated contact is what makes the biggest difference.',
  },
  {
    id: 'lonely-left-behind',
    topic: 'loneliness',
    cues: [['married with kids', 4], ['left behind', 4], ['different stage', 3], ['everyone else has', 2], ['all my friends are', 3], ['friends have moved on', 4], ['drifted', 2]],
    strategies: ['connect-reach-out', 'connect-regular', 'compassion-common'],
    opening: 'Friendships change shape when friends’ lives change, and feeling left behind is common; the friends are often still there but need a different kind of invitation.',
  },
  {
    id: 'lonely-general',
    topic: 'loneliness',
    cues: [['lonely', 3], ['loneliness', 3], ['isolated', 3], ['so alone', 3], ['feel alone', 3]],
    strategies: ['connect-reach-out', 'connect-regular'],
    opening: 'Loneliness is common and painful, and it usually eases through small, regular contact rather than one big step.',
  },
  // motivation
  {
    id: 'motivation-exercise',
    topic: 'motivation',
    cues: [['running', 4], ['start running', 5], ['gym', 4], ['workout', 4], ['exercise', 2], ['get out the door', 3], ['excuse', 2], ['back into', 1]],
    strategies: ['move-habit', 'habit-small-goal'],
    opening: 'Most people who exercise regularly do not rely on feeling motivated; they make the start so small and so automatic that the decision is already made.',
  },
  {
    id: 'motivation-goals',
    topic: 'motivation',
    cues: [['big goals', 4], ['goals every', 4], ['resolution', 4], ['january', 3], ['give up by', 4], ['every year', 3], ['quit in a month', 4], ['i quit', 2], ['learn guitar', 2], ['never stick', 3]],
    strategies: ['habit-small-goal', 'activation-habit-anchor'],
    opening: 'Giving up a few weeks in is the usual pattern with big fresh-start goals, and it points to the size of the goal and the lack of a plan for slips, not to a lack of willpower.',
  },
  {
    id: 'motivation-meaning',
    topic: 'motivation',
    cues: [['pointless', 4], ['nobody will ever', 4], ['no one will ever', 4], ['why bother', 4], ['side project', 3], ['novel', 3], ['keep going', 2]],
    strategies: ['motivation-show-one', 'activation-values'],
    opening: 'A long project with no audience yet is hard to keep going on willpower; it helps to reconnect with why it matters to you and to let one person see it.',
  },
  {
    id: 'motivation-low',
    topic: 'motivation',
    cues: [['zero motivation', 4], ['no motivation', 4], ['used to enjoy', 4], ['lie on the couch', 4], ['couch all', 3], ['do anything', 2], ['get going', 2], ['feel guilty', 1], ['all weekend', 2]],
    strategies: ['activation-tiny-step', 'activation-schedule'],
    opening: 'When nothing feels worth doing, waiting to feel like it tends to keep you stuck; action usually comes first and the motivation follows.',
  },
  {
    id: 'motivation-procrastination',
    topic: 'motivation',
    cues: [['procrastinat', 5], ['putting off', 4], ['put off', 3], ['keep avoiding', 3], ['sitting there for', 3], ['last minute', 2]],
    strategies: ['problem-next-action', 'activation-tiny-step'],
    opening: 'Procrastination is mostly about avoiding an unpleasant feeling, not laziness, so the way out is to make the first step small and clear enough that starting feels easy.',
  },
];
