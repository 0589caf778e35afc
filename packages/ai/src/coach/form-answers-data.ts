/**
 * Direct answers written in advance for each form of question (question-form.ts) the built-in coach answers by topic:
 * the decision ("should I"), the words ("what do I say"), how to stop, how to start, how long; and decisions and
 * words for common particular cases. Data, read by form-answers.ts. Plain and kind; no diagnosis, no doses.
 */
import type { TTopicName } from './coach-topics-data.ts';

/** "Should I…": the considerations that usually decide it, per topic. */
export const TOPIC_SHOULD: Record<TTopicName, string> = {
  sleep:
    'Whether to change something about your sleep usually comes down to how long it has been going on and how much it affects your days: a few rough weeks after a change often settle on their own, while more than a month of poor sleep, or sleepiness that makes driving or work unsafe, is worth raising with a GP.',
  work_stress:
    'What usually decides it at work is three things: whether speaking up would get you support or a change you need, whether the person you would tell can do something about it, and what it is costing you to carry on as you are. If the cost is your sleep or your health, saying something is usually the better risk, framed around the work rather than blame.',
  conflict:
    'Raising it again is usually worth it when the relationship matters to you and the same thing keeps coming back; letting it go works only if you can genuinely let it go rather than store it up. If you can’t, one calm, prepared conversation is kinder to both of you than silence.',
  grief:
    'There is no right or wrong choice in grief, only what feels bearable and true to you and the person you lost: take your time, it is fine to change your mind, and big decisions (moving, clearing belongings) can usually wait until the first months have passed.',
  loneliness:
    'When you are unsure whether to reach out, it is usually worth it: most people are glad to be asked, and the cost of a short message that goes unanswered is smaller than it feels beforehand.',
  motivation:
    'If you are deciding whether to push on or stop, ask whether you would still want the goal if it were easy: if yes, make the next step smaller rather than dropping it; if no, letting it go is a decision, not a failure.',
  anxiety:
    'Avoiding what makes you anxious brings relief today but tends to make the fear bigger next time, so, where it is safe, going ahead in small steps is usually the better choice; if anxiety is stopping you from working, studying or seeing people, talking to a GP is worth it too.',
  worry:
    'A useful test is whether the worry points to something you can act on this week: if it does, act on one part of it; if it does not, the better choice is to set it aside rather than keep checking or searching.',
  self_worth:
    'When you are unsure whether you are allowed to want something, or to say how you feel, ask what you would tell a friend in the same place; the answer you would give them is usually fair to you too.',
  relationships:
    'Whether to raise it, stay or step back usually comes down to whether you both still want to try, whether you feel safe and respected, and whether things change when you ask; if you are unsure, an honest conversation, or a couples counsellor, helps you find out before deciding.',
  anger:
    'Saying something while you are still angry rarely goes as you want, so the better choice is usually to wait until you have calmed down, often an hour or a night, and then say it plainly; waiting is not the same as letting it go.',
  habits:
    'Whether to cut down or stop completely depends on which you can actually keep: some people do better with a clear line, others with a smaller limit; try one for two weeks, and if the habit worries you or you cannot stop when you want to, a GP or a support service can help.',
  study:
    'Whether to carry on, switch or ask for help usually depends on whether the problem is the subject, the method or how you are feeling: asking a tutor or supervisor early is almost always the better choice, and an extension is there for exactly the situations people feel they must hide.',
  low_mood:
    'If you are wondering whether to get help, the usual answer is yes when low mood has lasted more than two weeks or gets in the way of work, sleep or looking after yourself; a GP or a talking-therapy service is a good first step, and you do not need to be at breaking point to go.',
  focus:
    'If poor focus has been there since childhood and affects every part of life, it is worth asking a GP about an assessment; if it started with stress, tiredness or a change, it usually improves when those ease.',
  gratitude:
    'There is no need to feel grateful on command: noticing one small good thing is enough, and it is fine to skip it on a hard day.',
  exercise:
    'The best choice is usually the exercise you will actually do: pick the one that fits your energy and time now, and if you have a health condition or pain, ask a GP or physio what is safe before you start.',
  boundaries:
    'You are allowed to say no, or not yet, without a long explanation: a useful test is whether you would resent saying yes, because resentment usually costs the relationship more than a kind, clear no.',
  practical_problems:
    'When you are torn between options, write down the two or three that are realistic and, for each, what is the worst that could happen and how you would handle it; the choice often becomes clearer on paper, and asking someone who has been through it helps.',
};

/** "What do I say…": words they could use, per topic; `{who}` becomes "your sister", "your manager" or "them". */
export const TOPIC_SAY: Record<TTopicName, string> = {
  sleep:
    'You could say to {who}: “I’m not sleeping well at the moment and it’s catching up with me. Could we work out something that gives me a quieter hour before bed?”',
  work_stress:
    'You could say to {who}: “Have you got ten minutes? There’s something I’d like to sort out. When [what keeps happening], it makes [the part of the work it affects] harder. Could we agree [the one change you want]?” Keep it to one thing, about the work rather than the person, and ask for something specific.',
  conflict:
    'You could say to {who}: “I don’t want us to keep ending up in the same argument. Can we find a calm time this week to talk about it? I’ll listen to your side first, then I’d like to say mine.”',
  grief:
    'You could say to {who}: “I’m still finding the loss hard. I don’t need you to fix anything; it would help just to be able to talk about them sometimes.”',
  loneliness:
    'You could say to {who}: “I’ve missed you and I’d like to see more of you. Would you be up for a coffee or a walk next week?”',
  motivation:
    'You could say to {who}: “I’m struggling to get going with this. Would you check in with me on Friday to see whether I’ve done the first step?”',
  anxiety:
    'You could say to {who}: “I get quite anxious about this, so it helps me to know what to expect. Could you tell me beforehand how it will go?”',
  worry:
    'You could say to {who}: “I’ve been worrying about this a lot. Could I talk it through with you for ten minutes? I don’t need answers, just a second view.”',
  self_worth:
    'You could say to {who}: “I’ve been quite hard on myself lately. It would help to hear what you think I do well.”',
  relationships:
    'You could say to {who}: “I love you and I miss how close we used to be. I’m not complaining; I’d like us to find a bit more time for each other. What would you like more of?”',
  anger:
    'You could say to {who}: “I was angrier than the moment deserved, and I’m sorry for how I spoke. What I was trying to say was…”, and finish it calmly in one sentence.',
  habits:
    'You could say to {who}: “I’m trying to change a habit and it would help if you didn’t offer me it for a while. Could you back me up on that?”',
  study:
    'You could say to {who}: “I’m stuck on this part and I’ve tried working it out on my own. Could we go through it together, or could you point me to where to start?”',
  low_mood:
    'You could say to {who}: “I’ve been feeling low for a while and I haven’t said much about it. I don’t need you to fix it; I just wanted you to know.”',
  focus:
    'You could say to {who}: “I focus better with fewer interruptions. Could we agree a time in the day when I’m not disturbed, and I’ll be free after it?”',
  gratitude:
    'You could say to {who}: “I don’t think I say it enough, but what you did really helped me. Thank you.”',
  exercise:
    'You could say to {who}: “I want to get more active and I keep putting it off. Would you come for a walk with me once a week?”',
  boundaries:
    'You could say to {who}: “I can’t do that this time, but thank you for asking me.” If they push, repeat it calmly once; you do not owe a longer reason.',
  practical_problems:
    'You could say to {who}: “I’m trying to sort this out and I’m not sure of the next step. Could you tell me what I need to do, or who the right person is to ask?”',
};

/** "How do I stop…": the honest short answer, per topic where it differs from the tips. */
export const TOPIC_STOP: Record<TTopicName, string> = {
  anger:
    'You stop it earlier rather than at the peak: learn your first signs (jaw, shoulders, heat in the face), and when they come, pause and breathe out slowly before you say anything.',
  worry:
    'Trying to stop a worry by force tends to bring it back; what works is to notice it, note it down, and give it a set time later, so your mind can let go of it now.',
  habits:
    'You stop a habit by changing what sets it off and what it gives you, not by willpower alone: make it harder to reach, and have something ready that gives you the same thing.',
  anxiety:
    'You cannot switch anxiety off directly, but you can stop feeding it: slow your breathing, stay where you are for a few minutes rather than escaping, and the wave passes on its own.',
  self_worth:
    'The comparing and the harsh voice stop mainly by being noticed: name it when it starts (“there’s the comparing again”) and answer it as you would a friend, rather than arguing with every thought.',
  conflict:
    'What stops a disagreement turning into a fight is usually the first minute: a calm opening, one topic at a time, and an agreed pause when either of you gets heated.',
  sleep:
    'Racing thoughts at night stop more easily when they are given somewhere to go earlier in the evening, and when you get up after about twenty minutes awake rather than lying there fighting it.',
  work_stress:
    'Work gets to you less when it has edges: a set finishing time, a short ritual to close the day, and a moment to sort what is yours to fix from what is not, so the rest can be left at the door.',
  grief:
    'Grief is not something to stop, and trying to push it away tends to make the waves stronger; what helps is giving it a time and a place, such as a letter, a visit or a talk, so it does not have to come out everywhere.',
  loneliness:
    'The lonely feeling eases through small, regular contact rather than by willing it away: one message today and one fixed plan each week do more than waiting to feel ready.',
  motivation:
    'Lying in or putting things off stops most easily with a plan made the night before: one small thing, at a set time, with the first step laid out.',
  relationships:
    'A pattern between two people stops when one of you changes the first move: a softer start, a pause when it heats up, or a question instead of a point.',
  study:
    'Putting off study stops most easily when the first step is tiny and timed: open the file, set ten minutes, and start on the hardest part before anything else.',
  exercise:
    'Giving up after a few days stops when the plan survives a bad day: decide a two-minute version for tired days, and never miss twice in a row.',
  practical_problems:
    'A problem stops going round in your head once it is written down with a first step and a time to do it.',
  gratitude:
    'Comparing and dwelling on what is missing ease a little when you end the day by writing down one thing that went right, however small.',
  focus:
    'Distractions stop most reliably when they are out of reach, not when you resist them: phone in another room, one task open at a time.',
  boundaries:
    'It stops taking over when you decide your limit in advance (how long, how often) and say it once, kindly, then keep to it.',
  low_mood:
    'A low patch lifts by doing small things before you feel like it, not by waiting; one small planned activity a day is enough to start.',
};

/** "How do I start / get going / get back into…": the honest short answer, per topic. */
export const TOPIC_START: Record<TTopicName, string> = {
  motivation:
    'You start by making the first step so small that it is hard to refuse, five minutes or one task, and by deciding exactly when you will do it; the wish to carry on usually comes after starting, not before.',
  study:
    'You start with the smallest piece of real work, not with organising: one question, one paragraph or ten minutes on the hardest bit, with a timer running.',
  exercise:
    'You start with something so short you can do it even when tired, ten minutes or one song, at the same time each day, and build up only after it has become routine.',
  habits:
    'You start a habit by tying it to something you already do every day and making the first version tiny, then building up once it has become automatic.',
  loneliness:
    'You start with one small, regular thing rather than a big social step: the same class, group or volunteer shift each week, where seeing the same faces does the work.',
  relationships:
    'You start with small, regular moments rather than a big talk: ten minutes each day with phones away, and one question you would not usually ask.',
  sleep:
    'You start with the wake-up time rather than the bedtime: keep it the same for a fortnight, and let the bedtime follow as you get sleepier.',
  low_mood:
    'You start with one thing that takes under ten minutes and that you used to enjoy or that needs doing, planned for a set time today.',
  focus:
    'You start by choosing one task and writing the very first action, then working on it for a short, timed block.',
  anxiety:
    'You start facing a fear with the smallest version of it, done for a few minutes, and you stay until the anxiety dips before you leave; each step makes the next one smaller.',
  worry:
    'You start by writing the worry down and asking whether there is one thing you can do about it this week; if there is, plan that step, and if not, give it a set worry time.',
  self_worth:
    'You start by noticing the harsh voice and answering it once a day as you would a friend in the same place; it feels false at first and gets easier with practice.',
  work_stress:
    'You start by making the load visible: list everything, mark what is urgent, and take that list to whoever sets your work.',
  conflict:
    'You start a hard conversation with a calm opening at a good time: one topic, what you noticed, how it affects you and what you would like, then a question back.',
  anger:
    'You start by learning your early signs (jaw, shoulders, voice), because anger is far easier to handle as it builds than at its peak.',
  boundaries:
    'You start with one small, low-stakes no, said kindly and without a long reason, and build up from there.',
  practical_problems:
    'You start by writing the problem in one sentence and listing every option without judging, then pick one and plan its first step for a set time.',
  gratitude:
    'You start tonight: three things that went well today, however small, and why each one happened.',
  grief:
    'There is no need to “start” moving on: people usually find a way to carry the loss alongside life, and small steps back into routines can begin whenever you feel ready.',
};

/** "How long…": for the topics whose answer situation-direct-data.ts does not hold. */
export const TOPIC_HOW_LONG_MORE: Partial<Record<TTopicName, string>> = {
  work_stress:
    'Stress from a busy patch usually eases within a few weeks of the load dropping; if it has lasted months and rest no longer restores you, that is a sign to change something or talk to a GP.',
  conflict:
    'After a big argument, most people need from a few hours to a couple of days to cool down enough to talk well; the hurt can take longer, and it eases fastest after a repair conversation.',
  low_mood:
    'A dip after a hard event often lifts within a couple of weeks; if low mood lasts more than two weeks, or keeps coming back, it is worth talking to a GP.',
  worry:
    'Worry about a specific wait, such as a result or a decision, usually eases soon after the news comes; a habit of worrying eases over weeks of practice rather than days.',
  self_worth:
    'A harsh inner voice has usually been there for years, so it softens over months of practice rather than days, but many people notice a difference within a few weeks.',
  relationships:
    'Closeness that faded over months or years usually comes back over weeks of small, regular effort rather than in one evening.',
  anger:
    'A flash of anger passes in minutes if it is not fed; the body takes twenty minutes or so to settle fully, which is why a short pause works.',
  study:
    'Getting back into study after a gap usually takes a week or two of short, regular sessions before it feels normal again.',
  focus:
    'Focus usually improves within days of cutting interruptions, and over a few weeks as sleep and routine settle.',
  exercise:
    'Most people find exercise starts to feel easier after three or four weeks of doing it regularly, and the mood lift often comes sooner than the fitness.',
  gratitude:
    'Most people who note a few good things each evening notice a small lift in mood within two or three weeks.',
  practical_problems:
    'A practical problem usually feels lighter within days of planning its first step, even when sorting it out takes longer.',
  boundaries:
    'Saying no feels uncomfortable for the first few times; it usually gets easier within a few weeks, and people around you adjust sooner than you expect.',
};

/** "Why now / why lately": a reason for a change in timing, said before the topic's reason. */
export const WHY_NOW =
  'When something starts now rather than years ago, it is usually because something else has shifted: more load, less sleep, a loss, a new role, an anniversary, a change in your body, or even a good change. Strain adds up quietly, and a new pressure can tip it over, so it is worth asking what changed in the last few months.';

/** "Should I…" about particular decisions, whatever the topic. */
export const SHOULD_ABOUT: ReadonlyArray<{ said: RegExp; answer: string }> = [
  {
    said: /\b(?:tell|inform|talk to|go to|speak to) (?:hr|human resources|my (?:manager|boss|employer|line manager|supervisor|work))\b/,
    answer:
      'Whether to tell HR or your manager usually comes down to three things: whether telling them would get you support you need (changed hours, a quieter desk, adjustments for a health condition, which in many countries they must consider once they know), whether you trust them to keep it to those who need to know, and what carrying on alone is costing you. You can share only as much as is needed: what affects your work and what would help, not every detail.',
  },
  {
    said: /\b(?:quit|leave|resign from|hand in my notice)\b(?! (?:the|my) (?:house|room))/,
    answer:
      'Before leaving, it helps to separate the job from the moment: would a change of manager, hours or role fix it, and can you afford a gap? If the job is harming your health and nothing can change, leaving can be the right choice; if you can, line up the next step, or at least a plan and some savings, before you hand in your notice.',
  },
  {
    said: /\b(?:break up|end (?:it|things|the relationship)|split up|leave (?:him|her|them|my (?:husband|wife|partner|boyfriend|girlfriend))|is it over)\b/,
    answer:
      'Only you can decide this, and a hard patch on its own is not a sign that it is over: what usually tells you more is whether you both still want to try, whether you feel respected and safe, and whether things change when you ask. If you feel unsafe, that decides it, and support services can help you plan.',
  },
  {
    said: /\b(?:say something (?:again)?|bring it up (?:again)?|let (?:it|the friendship|things) (?:go|fade)|reach out (?:again|first))\b/,
    answer:
      'Saying something once more is worth it if the friendship still matters to you and you can say it without blame; if you have already tried twice and nothing changed, it is fine to let it settle into something smaller, without a big ending.',
  },
  {
    said: /\b(?:see|go to|talk to|ring|call|book) (?:a |my |the )?(?:gp|doctor|counsell?or|therapist|psychologist)\b|\b(?:get|try) (?:therapy|counselling|counseling|help)\b/,
    answer:
      'Yes, it is worth it if this has lasted more than a couple of weeks, keeps coming back, or gets in the way of sleep, work or people; you do not need to be at breaking point, and a GP can point you to talking therapies.',
  },
  {
    said: /\b(?:tell|confront|talk to) (?:my |our )?(?:parents|mum|mom|dad|family|sister|brother|friend|partner|husband|wife)\b/,
    answer:
      'Telling them is usually worth it if keeping it to yourself is weighing on you and you expect them to want to know; choose a calm time, say what you need from them, and decide beforehand how much you want to share.',
  },
  {
    said: /\b(?:move out|move back|move (?:away|abroad|home))\b/,
    answer:
      'A move is a big decision to take while you are low or stressed; it helps to write down what it would fix and what it would not, and, if you can, to test it first with a short stay or a trial period.',
  },
];

/** Whom a "what do I say" question names: the words are addressed to them. Order matters: first match wins. */
export const SAY_TO: ReadonlyArray<{ said: RegExp; who: string }> = [
  { said: /\b(?:hr|human resources)\b/, who: 'HR' },
  { said: /\b(?:my|our|the) (?:manager|boss|line manager|team leader)\b/, who: 'your manager' },
  { said: /\b(?:my|a|the|one) (?:coworker|co-worker|colleague|workmate)\b/, who: 'your colleague' },
  { said: /\b(?:my|a|our|the) (?:housemate|flatmate|roommate)\b/, who: 'your housemate' },
  { said: /\bmy (?:husband)\b/, who: 'your husband' },
  { said: /\bmy (?:wife)\b/, who: 'your wife' },
  { said: /\bmy (?:partner)\b/, who: 'your partner' },
  { said: /\bmy (?:boyfriend|bf)\b/, who: 'your boyfriend' },
  { said: /\bmy (?:girlfriend|gf)\b/, who: 'your girlfriend' },
  { said: /\bmy (?:ex)\b/, who: 'your ex' },
  { said: /\b(?:my )?(?:mum|mom|mother)\b(?! and dad)/, who: 'your mum' },
  { said: /\b(?:my )?(?:dad|father)\b/, who: 'your dad' },
  { said: /\bmy parents\b/, who: 'your parents' },
  { said: /\b(?:my )?sister\b/, who: 'your sister' },
  { said: /\b(?:my )?brother\b/, who: 'your brother' },
  { said: /\bmy (?:son)\b/, who: 'your son' },
  { said: /\bmy (?:daughter)\b/, who: 'your daughter' },
  { said: /\b(?:my|a) (?:friend|best friend|mate)\b/, who: 'your friend' },
  { said: /\bmy (?:tutor|supervisor|lecturer|teacher|professor)\b/, who: 'your tutor' },
];

/** "What do I say…" about particular cases, whatever the topic: the first that fits wins over the topic's words. */
export const SAY_ABOUT: ReadonlyArray<{ said: RegExp; words: string }> = [
  {
    said: /\b(?:hours cut|my availability|(?:more|extra|fewer|too many) shifts|shifts i(?:'ve| have) been given)\b/,
    words:
      'You could say to {who}: “I want to keep doing this job well, and the shifts I’ve been given lately are more than I can keep up. I’ve put my availability in the system; could we look at the rota together so it matches it, without changing my total hours?” Asking to keep the hours and change the pattern makes it about doing the job well, not about doing less.',
  },
  {
    said: /\b(?:expectations|expected of me|after hours|late (?:messages|emails)|(?:messages|emails) (?:at night|in the evening|late))\b/,
    words:
      'You could say to {who}: “I want to make sure I’m meeting expectations. When messages come in late in the evening, do you need a reply that night, or is first thing the next morning fine?” Asking what is expected shows you care about the work; it does not say you won’t work hard.',
  },
  {
    said: /\b(?:credit for my|took credit|taking credit|my idea)\b/,
    words:
      'You could say to {who}: “I noticed the work I did on that was presented as yours. I’d like us to be clear about who did what from now on, so could we agree that each of us presents our own part?” Then follow up in writing, and copy your manager on the next piece of work you share.',
  },
];

/** "How will I know when I'm ready?": asked of grief, dating again, going back; a time no one else can set. */
export const WHEN_READY =
  'You will usually know you are ready when the thought of it brings more calm or curiosity than dread; there is no deadline, and you can do it in stages, a little at a time, stopping when it gets too much and coming back to it later.';

/** "How long…" about particular losses, whatever the topic: the first that fits wins over the topic's answer. */
export const HOW_LONG_ABOUT: ReadonlyArray<{ said: RegExp; answer: string }> = [
  {
    said: /\b(?:broke up|break-?up|dumped|split up|ended it|ended things|blocked me|my ex)\b/,
    answer:
      'After a break-up the sharpest hurt usually eases over weeks to a few months, faster when you stop checking their profile and keep contact to a minimum; waves can come back for longer, especially around places and dates, and that is normal.',
  },
];
