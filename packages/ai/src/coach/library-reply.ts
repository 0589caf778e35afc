import { planAnswer, readQuestion, seedOf, type TRecentPattern } from './choose-strategies.ts';
import { mayBeAboutRisk } from './coach-topics.ts';
import { STATE_WORDS } from './off-topic-data.ts';
import { asksAboutCoping } from './off-topic-request.ts';
import type { TOutOfScopeKind } from './out-of-scope-data.ts';
import { hasCue, normaliseQuestion } from './question-text.ts';
import { constraintLine } from './question-constraints.ts';
import { circumstanceLine } from './question-details.ts';
import { matchQuestion, type TMatch } from './question-match.ts';
import { openingFor } from './situations.ts';
import { STRATEGIES, type TStrategy } from './strategies.ts';

/**
 * The coach's answers without a model: strategies from the built-in library, said to come from it. Written with
 * the same light markup the model uses (**bold**, *italic*), which the web app renders.
 */

export const LIBRARY_NOTE =
  '*This answer comes from Innerweather’s built-in strategy library, not from an AI model.*';

const describe = (strategy: TStrategy) => `**${strategy.title}.** ${strategy.howTo} *${strategy.why}*`;

/** What the coach can help with, said in every out-of-scope answer. */
const CAN_HELP_WITH =
  'I’m a wellness coach: I can help with things like sleep, stress at work, worry and anxiety, low mood, loneliness, grief, conflict and relationships, anger, motivation, self-worth, study and building habits.';

const SEE_A_PROFESSIONAL: Record<TOutOfScopeKind, string | null> = {
  medical:
    'For questions about symptoms, a diagnosis, or medication and doses, please ask a doctor or a pharmacist: they can look at your situation and answer safely.',
  legal:
    'For a legal question, a solicitor or lawyer, or a free legal advice service, can give you advice that fits your case.',
  finance:
    'For a question about tax or money, an accountant, your tax office or a free money-advice service can give you an answer that fits your case.',
  general: null,
};

/** The plain answer to a question outside a wellness coach's reach: no coping tips for a question that asked none. */
function outOfScopeAnswer(kind: TOutOfScopeKind, question: string): string {
  const strained = STATE_WORDS.some((cue) => hasCue(normaliseQuestion(question), cue));
  return [
    LIBRARY_NOTE,
    `That question is outside what I can help with. ${CAN_HELP_WITH}`,
    SEE_A_PROFESSIONAL[kind],
    strained
      ? 'It sounds like it is weighing on you, though: if you’d like to talk about how you’re feeling, tell me and I’ll suggest something to try.'
      : kind === 'general'
        ? 'If something is on your mind, about how you feel, sleep or get on with people, ask me about that.'
        : 'If it is weighing on you, tell me how it is affecting you and I’ll suggest something to try.',
  ]
    .filter((part) => part !== null)
    .join('\n\n');
}

/** The share of the nearest examples' vote for off_topic that declines a question the keywords let through. */
const OFF_TOPIC_SURE = 0.4;
/** A question whose words name a wellness topic this clearly is never declined by meaning alone. */
const TOPIC_NAMED = 3;

/**
 * Off topic by meaning: the question names no wellness topic clearly, its nearest labelled examples are mostly
 * off-topic questions, and what it asks says
 * nothing of how the writer feels or copes (in-scope distress, "I'm burnt out from extra shifts", is never declined).
 */
function offTopicByMeaning(question: string, meaning: TMatch): TOutOfScopeKind | null {
  if (meaning.topic !== 'off_topic' || meaning.share < OFF_TOPIC_SURE) return null;
  if (mayBeAboutRisk(normaliseQuestion(question))) return null;
  // The sentences that ask decide ("I'm so stressed. What's a good slow cooker?" asks for a slow cooker).
  const sentences = question.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0);
  const asking = sentences.filter((s) => s.includes('?'));
  const request = (asking.length > 0 ? asking : sentences.slice(-1)).join(' ');
  return asksAboutCoping(normaliseQuestion(request)) ? null : 'general';
}

/** Ways to close an answer, so that every answer does not end on the same line; one is picked by the question. */
const CLOSINGS = [
  'Try it once this week and notice how you feel afterwards.',
  'Give it a few tries before you judge it: small changes take a little while to show.',
  'Start with whichever feels easiest, and notice what changes.',
];
/** Ways to lead into the tips, picked by the question like the closings. */
const TWO_LEAD_INS = [
  'Here are two things you could try:',
  'Two things that tend to help here:',
  'Two things worth trying:',
];
const ONE_LEAD_INS = [
  'Here is something you could try:',
  'One thing that tends to help here:',
  'Something worth trying:',
];
const STILL_HARD =
  'If this stays hard for more than a couple of weeks, talking to a GP or a counsellor can help.';

/**
 * The library's answer to a question: an opening that speaks to its situation (and answers "is it normal"), then one
 * or two strategies that fit it, or the plain out-of-scope answer. `recentAnswers` (the user's last few answers,
 * newest first) keep a strategy given lately from coming back.
 */
export function libraryAnswer(
  question: string,
  pattern: TRecentPattern | null,
  recentAnswers: readonly string[] = [],
): { text: string; strategies: TStrategy[]; outOfScope: TOutOfScopeKind | null } {
  const meaning = matchQuestion(question);
  const reading = readQuestion(question);
  const named = Math.max(...Object.values(reading.topics)) >= TOPIC_NAMED;
  const outOfScope = reading.outOfScope ?? (named ? null : offTopicByMeaning(question, meaning));
  if (outOfScope !== null)
    return { text: outOfScopeAnswer(outOfScope, question), strategies: [], outOfScope };
  const given = new Set(
    STRATEGIES.filter((s) => recentAnswers.some((answer) => answer.includes(`**${s.title}.**`))).map(
      (s) => s.id,
    ),
  );
  const plan = planAnswer(question, pattern, given, meaning);
  const { strategies } = plan;
  const opening = openingFor(question, plan.situation, plan.topic);
  const two = strategies.length > 1;
  const seed = seedOf(question);
  const closing = CLOSINGS[seed % CLOSINGS.length] ?? STILL_HARD;
  const leadIns = two ? TWO_LEAD_INS : ONE_LEAD_INS;
  const text = [
    LIBRARY_NOTE,
    opening,
    circumstanceLine(question),
    constraintLine(question, plan.situation?.topic ?? plan.topic),
    leadIns[(seed >>> 4) % leadIns.length] ?? null,
    ...strategies.map(describe),
    `${two ? closing.replace('Try it once', 'Try one of them') : closing} ${STILL_HARD}`,
  ]
    .filter((part) => part !== null)
    .join('\n\n');
  return { text, strategies, outOfScope: null };
}

export type TCheckInMood = 'motivated' | 'positive' | 'neutral' | 'challenged' | 'frustrated';

const MOOD_OPENINGS: Record<TCheckInMood, string> = {
  motivated: 'It’s great that you feel motivated: that energy is worth using while it’s here.',
  positive: 'It’s good to hear you’re feeling positive about this.',
  neutral: 'Thanks for checking in: steady, ordinary progress still counts.',
  challenged: 'It sounds like this part is hard going, and that’s a normal stage of any goal.',
  frustrated: 'Frustration is understandable when progress feels slow; it often means you care about this.',
};

const strategyWithId = (id: string): TStrategy => {
  const found = STRATEGIES.find((s) => s.id === id);
  if (!found) throw new Error(`No coach strategy has the id ${id}`);
  return found;
};

/** The library's tip for each check-in mood, looked up once: a renamed strategy fails at start, not on a check-in. */
const MOOD_STRATEGY: Record<TCheckInMood, TStrategy> = {
  motivated: strategyWithId('problem-next-action'),
  positive: strategyWithId('gratitude-savour'),
  neutral: strategyWithId('activation-tiny-step'),
  challenged: strategyWithId('problem-steps'),
  frustrated: strategyWithId('compassion-break'),
};

export function libraryCheckInResponse(input: {
  goalTitle: string;
  progressUpdate: number;
  mood: TCheckInMood;
}): string {
  const strategy = MOOD_STRATEGY[input.mood];
  const progress =
    input.progressUpdate >= 100
      ? `You’ve reached 100% on **${input.goalTitle}**: take a moment to notice what helped you get here.`
      : `You’re at **${input.progressUpdate}%** on **${input.goalTitle}**.`;
  return [
    LIBRARY_NOTE,
    `${MOOD_OPENINGS[input.mood]} ${progress}`,
    `A next step to try: ${describe(strategy)}`,
  ].join('\n\n');
}
