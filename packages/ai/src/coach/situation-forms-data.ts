/**
 * Direct answers written for particular situations (ids of situations-*-data.ts), by the form of question they
 * answer (question-form.ts): they win over the topic's answer of the same form (form-answers-data.ts). Data, read by
 * form-answers.ts; a test checks every id names a situation. `{who}` becomes the person the question names.
 */
import type { TQuestionForm } from './question-form.ts';

export const SITUATION_FORMS: Record<string, Partial<Record<TQuestionForm, string>>> = {
  'conflict-housemate': {
    say: 'You could say to {who}, face to face at a calm moment rather than by text: “Have you got a minute? The [dishes / bins / noise] has been getting to me. Could we agree [one specific thing], say [when]? What would work for you?” One thing, one ask, and a question back keeps it from sounding like an attack.',
    should:
      'It is usually worth saying something once, plainly and in person: hints and thumbs-up replies rarely change a housemate’s habits, and one calm ask costs less than months of quiet resentment.',
  },
  'conflict-coworker': {
    say: 'You could say to {who}, privately: “Can I mention something? When [what happened], it left me [the effect on the work]. In future could we [the change]?” Then stop and listen; if it carries on, note dates and raise it with your manager.',
    should:
      'A private, specific word with the colleague first is usually the better step, unless it is harassment or discrimination or you feel unsafe, in which case going to your manager or HR first is right.',
  },
  'conflict-family': {
    say: 'You could say to {who}: “I don’t want us to keep ending up in a row over this. When [the thing] comes up, we both get heated, and I don’t want that. Could we agree [one change], and talk it through at a calm time instead of in the moment?”',
  },
  'conflict-partner': {
    say: 'You could say to {who}: “I don’t want us to have this fight again. Can we each take five minutes to say what matters to us about it, without interrupting, and then look for one thing we can both live with?”',
  },
  'conflict-sibling-care': {
    say: 'You could say to {who}: “I know we both care about Mum and Dad, and we’re both tired. Can we sit down and write out who does what each week, and what we’d need to make it fairer? I’m not trying to score points.”',
  },
  'conflict-neighbour': {
    say: 'You could say to {who}, at their door at a calm time: “Hi, sorry to bother you. The [noise / parking] at [time] has been keeping us up. Would it be possible to [one change]? Thanks, I appreciate it.”',
  },
  'conflict-money-family': {
    say: 'You could say to {who}: “This is a bit awkward, but I need to ask about the money from [when]. Could we agree how and when it gets paid back? Even small amounts each month would be fine.”',
  },
  'conflict-apology': {
    say: 'You could say to {who}: “I’m sorry for [your part, said plainly]. I can see it [how it affected them]. I’d like to talk about the rest when you’re ready.” An apology for your part does not have to take all the blame.',
  },
  'conflict-after-falling-out': {
    say: 'You could send {who} a short message: “I’ve been thinking about the other day and I don’t like how we left it. I miss you. Could we talk?” Short, warm, no case for the defence.',
  },
  'conflict-parent-teen': {
    say: 'You could say to {who}, at a calm moment rather than mid-row: “I don’t like how much we’ve been shouting, and some of that is on me. What would make dinners easier for you? Here’s what I need…”',
  },
  'couple-hard-talk': {
    say: 'You could say to {who}: “I love what we have, and because it matters to me I want to tell you something I’ve been feeling. I’m not asking you to change anything tonight; I just want you to know, and to hear what you think.”',
  },
  'couple-drifted': {
    say: 'You could say to {who}, without making it A Big Talk: “I’ve been thinking about when we used to [something you did together]. Fancy doing that on Saturday?” Small invitations bring curiosity back more easily than a talk about the relationship.',
  },
  'couple-distance': {
    say: 'You could say to {who}: “I love our calls, but lately they feel like a routine. Could we try doing something together on them, a film or a recipe, instead of just catching up?”',
    should:
      'A flat patch is common and not, by itself, a sign it is over; what tells you more is whether you both still want the same future and are willing to put time in, and, when you live apart, whether you have a rough plan for closing the distance.',
  },
  'family-boundary': {
    say: 'You could say to {who}: “I want to keep talking to you, and I can’t do calls that long every day. I’ll ring on [days] for half an hour, and if it turns to criticism I’ll say goodbye and call another time.” Then keep to it, kindly.',
  },
  'family-teen': {
    say: 'You could say to {who}, in passing rather than face to face: “I’m not going anywhere. If you ever want to talk, or just sit together, I’m around.” Then leave the door open without pushing.',
  },
  'friend-drifted': {
    say: 'You could send {who} a light message: “Saw this and thought of you. It’s been ages, fancy a coffee next week? Tuesday or Thursday?” A specific, easy invitation is easier to say yes to.',
    should:
      'One more light, specific invitation is usually worth it; if that goes unanswered too, it is fine to let the friendship settle into something smaller without a big ending.',
  },
  'relationship-new-partner-family': {
    say: 'You could say to {who}: “I know this is strange for you, and your feelings about it matter to me. No one is replacing anyone. I’d like you to meet them when you’re ready, and not before.”',
  },
  'work-difficult-manager': {
    say: 'You could say to {who}: “I want to do this well, and I work best when I know what you need and then have room to do it. Could we agree how you’d like updates, say a quick note at the end of each day, so you don’t need to check in between?”',
  },
  'work-overload': {
    say: 'You could say to {who}: “I want to do a good job on all of this, and there is more here than fits in my hours. Here is my list; which of these matter most this week, and what can wait or go to someone else?”',
  },
  'work-say-no': {
    say: 'You could say to {who}: “I can’t take that on this week without something else slipping. If it’s urgent, which of my other jobs should wait?”',
  },
  'work-health-condition': {
    should:
      'Telling work is your choice. What usually decides it: whether the condition affects your work in ways that adjustments (hours, a quieter place, breaks, written instructions) would help, which in many countries an employer must consider once they know; whether you trust your manager or HR to keep it to those who need to know; and what hiding it is costing you. You can share only what affects work and what would help.',
    say: 'You could say to {who}: “I have [a condition], which affects [the part of work, such as noise or focus]. A couple of things would help me do my job well: [one or two adjustments]. I’d like this kept to the people who need to know.”',
  },
  'work-running-on-empty': {
    say: 'You could say to {who}: “I’ve said yes to a lot of extra shifts and I’m running on empty. I can’t take any more for the next few weeks, so please don’t put me down for extras.”',
  },
  'work-criticised': {
    say: 'You could say to {who}, privately and once you have calmed down: “I’d like to talk about what happened in the meeting. I’m open to feedback on the work, and I’d rather have it one to one. Could we agree that?”',
  },
  'work-impostor': {
    how_long:
      'Impostor feelings in a new job usually ease over the first months, as your own track record builds up and you see others make mistakes too; they may come back with each new step, but more quietly.',
    why: 'Feeling like a fraud is most common exactly when you step into something new or among people you admire, because you see their polished results and your own messy process; it says more about the change than about your ability.',
  },
  'anger-irritable': {
    why: 'When anger rises lately rather than always, it usually means the tank is fuller than it was: less sleep, more pressure at work or home, pain, worry about money or health, or a change in your body; the small thing is only the last drop.',
  },
  'anger-at-kids': {
    say: 'You could say to {who} afterwards: “I’m sorry I shouted. You didn’t deserve that; I was tired and I took it out on you. I’m going to try to stop and breathe next time.” A repair like this teaches children more than never getting it wrong.',
  },
  'grief-anticipated': {
    why: 'Grieving someone who is still alive happens because you are already losing parts of them, and of your life together, bit by bit; the feeling is love meeting loss, and it is not a betrayal of the person in front of you.',
  },
  'grief-pet': {
    how_long:
      'There is no fixed time: for most people the sharpest pain after losing a pet softens over weeks to a few months, and waves still come on walks, at feeding times or on anniversaries for a year or more; that is normal, whatever anyone says about “just a dog”.',
  },
  'grief-regret': {
    how_long:
      'Regret and the sharpest grief usually soften over months rather than weeks; writing down what you would have said often helps the regret ease sooner.',
  },
  'anxiety-performance': {
    why: 'Nerves before a talk or meeting are adrenaline getting you ready: a shaky voice or a blank moment is that same surge, not a sign you cannot do it, and it settles once you have spoken the first few sentences.',
  },
  'anxiety-health-wait': {
    how_long:
      'The worry of waiting for results usually stays high until the news comes and eases quickly after; the days in between are easier with a set time to think about it and a plan for the rest of each day.',
  },
  'lonely-making-friends': {
    how_long:
      'Friendships as an adult usually grow over months: people often need to see each other many times, in a regular place, before someone feels like a friend, so a few weeks of nothing much is normal, not a sign you are doing it wrong.',
  },
  'lonely-new-place': {
    how_long:
      'Settling in somewhere new usually takes a year or more before it feels like home, and close friends take longer than acquaintances; after many years, feeling you still lack close friends is common too and is eased by one or two deeper, regular friendships rather than more acquaintances.',
  },
};
