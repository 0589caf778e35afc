/**
 * Direct answers for each topic (data, read by situations.ts), used when a question that fits none of the topic's
 * situations asks "why do I…" or "how long…", and a first sentence for a question that asks neither, so that an
 * answer speaks to its topic before its tips.
 */
import type { TTopicName } from './coach-topics-data.ts';

export const TOPIC_WHY: Record<TTopicName, string> = {
  sleep:
    'Sleep is run by two things, your body clock and how wound up you are at bedtime, and stress, naps, screens or an irregular rhythm can push either off course.',
  work_stress:
    'Work stress builds when demands keep outrunning the time, control and recovery you have; it is a sign of the load, not of weakness.',
  conflict:
    'Most of us learned early how to handle conflict, by pushing back, giving in or going quiet, and under pressure that old pattern runs on its own until we notice it.',
  grief:
    'Grief is the other side of love: the bond does not stop when the person or animal is gone, so it hurts.',
  loneliness:
    'Loneliness is a signal, like hunger, that you need more connection than you are getting; it says nothing about what you are worth.',
  motivation:
    'Motivation usually follows action rather than coming first, and tiredness, low mood or a goal that feels too big drain it fastest.',
  anxiety:
    'That is your body’s alarm system: when something feels like a test or a risk, adrenaline speeds up your heart and breathing to get you ready, even when the danger is small. It is uncomfortable but not harmful, and it settles faster when you do not fight it.',
  worry:
    'Worry is the mind trying to protect you by solving problems in advance, even ones that cannot be solved yet, so it keeps circling back.',
  self_worth:
    'A harsh inner voice is often an old way of trying to keep you safe or improving, learned long ago; it sounds like the truth, but it is a habit of thought.',
  relationships:
    'Closeness fades most often through busy routines and small missed moments rather than one big problem, and it comes back the same way.',
  anger:
    'Anger usually rides on another feeling, such as feeling disrespected, rushed or powerless, and it flares fastest when you are already tired or stretched.',
  habits:
    'Habits run on cues and rewards rather than on decisions, which is why they carry on even when you have decided to change them.',
  study:
    'Concentration and memory drop with tiredness and stress, and rereading feels productive while doing little; how you study matters more than how long.',
  low_mood:
    'Low mood feeds on itself: you feel flat, so you do less, and doing less gives the mood less to lift it.',
  focus:
    'Attention tires, and every switch between tasks or to your phone costs a few minutes of focus, so a scattered day feels harder than a full one.',
  gratitude:
    'The mind notices threats more readily than good things, so noticing the good takes a little practice.',
  exercise:
    'Starting is the hardest part of exercise for almost everyone; the habit carries you once it is built.',
  boundaries:
    'Saying no is hard when you care about being liked or useful, and many people learned early to put others first.',
  practical_problems:
    'A problem that feels too big to start on tends to stay in your head as worry; breaking it into steps is what moves it.',
};

export const TOPIC_HOW_LONG: Partial<Record<TTopicName, string>> = {
  grief:
    'There is no set timetable: for most people the sharpest pain softens over months, while waves still come, often around dates and places, for a year or more.',
  habits:
    'A well-known study found it took about 66 days on average for a daily habit to feel automatic, with a wide range from a few weeks to most of a year; 21 days is a myth, and a missed day does not reset the count.',
  sleep:
    'Sleep often settles within a few weeks once the cause eases and the rhythm is steady; if it stays poor for more than a month, talk to a GP.',
  loneliness:
    'New friendships take time for everyone: it often takes months of seeing the same people regularly before someone feels like a friend.',
  anxiety:
    'A wave of panic or anxiety usually peaks and passes within minutes, and with regular practice the baseline calms over a few weeks.',
  motivation:
    'Motivation tends to return within days of starting to act, in small steps, rather than by waiting for it.',
};

export const TOPIC_OPENING: Record<TTopicName, string> = {
  sleep:
    'Poor sleep wears everything down, and steady habits around the day and bedtime usually help more than trying harder to sleep.',
  work_stress:
    'When work keeps spilling over, the aim is to make the load visible and put a few firm edges around it, rather than simply pushing harder.',
  conflict:
    'A disagreement with someone who matters goes better with one prepared, calm conversation than with hints or a heated moment.',
  grief: 'Grief comes in waves and keeps no timetable, and there is no right way to carry it.',
  loneliness: 'Loneliness is common and it eases with small, regular contact rather than one big step.',
  motivation:
    'When you can’t get going, a start small enough to feel almost silly usually beats waiting to feel motivated.',
  anxiety:
    'Anxiety is uncomfortable but not dangerous, and the body can be talked down with slow breathing and small steps.',
  worry: 'Worry loosens its grip when it is given a time and a place rather than the whole day.',
  self_worth:
    'The voice that says you are not good enough is loud but rarely fair, and speaking to yourself as you would to a friend helps turn it down.',
  relationships:
    'Closeness usually comes back through small, regular attention and an honest conversation or two.',
  anger: 'Anger is easier to handle early than at its peak, so the first step is noticing it building.',
  habits:
    'Habits run on cues more than on willpower, so changing the cue, or what follows it, works better than trying harder.',
  study:
    'Studying goes better in short, focused blocks with a plan, and stress about it eases once the work has a first small step.',
  low_mood: 'When everything feels flat, small actions come before the feeling of wanting to do them.',
  focus: 'Focus comes back most easily one task at a time, with the distractions out of reach.',
  gratitude: 'Noticing what went well is a skill that grows with a little daily practice.',
  exercise: 'The easiest exercise to keep up is one you do not hate, started small and tied to your routine.',
  boundaries: 'A clear, kind no protects your time and usually costs less than you fear.',
  practical_problems:
    'A problem that feels too big gets lighter once it is broken into steps and the first one is planned.',
};
