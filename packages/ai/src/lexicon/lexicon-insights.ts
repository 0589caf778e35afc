import type { TEmotion, TEmotionScores, TGuidanceItem, TUrgency } from '@innerweather/validators/journal';

/** What the lexicon found in one entry: everything the wording below needs, nothing of the entry's text. */
export interface TLexiconFinding {
  scores: TEmotionScores;
  raw: TEmotionScores;
  dominantEmotion: TEmotion;
  runnerUp: TEmotion;
  /** Feeling words and idioms as written (short: one word or an idiom), strongest first. */
  terms: Array<{ term: string; emotion: TEmotion; weight: number; negated: boolean }>;
  topics: Array<{ word: string; area: string }>;
  /** The feeling the entry turned away from ("…, but…"), if it differs from the dominant one. */
  turnedFrom: TEmotion | undefined;
  /** Stable per entry, to vary the wording between entries without randomness. */
  seed: number;
}

/** Below this much raw weight the entry has no clear feeling, and the wording says so instead of guessing. */
const QUIET_ENTRY_WEIGHT = 0.9;

const FEELING_NOUN: Record<TEmotion, string> = {
  joy: 'joy',
  calm: 'calm',
  anxiety: 'worry',
  sadness: 'sadness',
  anger: 'frustration',
};

const OPENINGS: Record<TEmotion, Array<(words: string, plural: boolean) => string>> = {
  joy: [
    (words, plural) =>
      `Joy shines through this entry: ${words} ${plural ? 'say' : 'says'} a lot about how good this felt.`,
    (words) => `There's real brightness in what you wrote, especially in ${words}.`,
  ],
  calm: [
    (words, plural) =>
      `This entry has a settled, steady feel, and ${words} ${plural ? 'point' : 'points'} to a mind at rest.`,
    (words, plural) =>
      `You sound at ease today; ${words} stood out as ${plural ? 'signs' : 'a sign'} of calm.`,
  ],
  anxiety: [
    (words, plural) =>
      `Worry seems to be taking up a lot of room right now: ${words} ${plural ? 'stand' : 'stands'} out.`,
    (words) => `There's a lot of tension in this entry, especially in ${words}.`,
  ],
  sadness: [
    (words, plural) =>
      `This sounds like a heavy time, and ${words} ${plural ? 'carry' : 'carries'} a lot of sadness.`,
    (words) => `There's real hurt in what you wrote, especially in ${words}.`,
  ],
  anger: [
    (words, plural) =>
      `Frustration comes through clearly here: ${words} ${plural ? 'say' : 'says'} it plainly.`,
    (words) => `Something clearly got under your skin; you can hear it in ${words}.`,
  ],
};

const PLAIN_OPENINGS: Record<TEmotion, string> = {
  joy: 'There is a warm, positive tone to this entry.',
  calm: 'This entry has a settled, steady feel.',
  anxiety: 'There is some worry running through this entry.',
  sadness: 'There is a heaviness to this entry.',
  anger: 'There is some frustration running through this entry.',
};

const CLOSINGS: Record<TEmotion, string> = {
  joy: 'Moments like this are worth savouring; noting what made it good can help you find your way back to it.',
  calm: 'Whatever helped you find this calm is worth remembering for busier days.',
  anxiety:
    'Worry tends to race ahead to what might happen; bringing your attention back to the next small step can ease the load.',
  sadness:
    'Sadness often shows how much something mattered. Try to be as gentle with yourself as you would be with a friend.',
  anger:
    'Anger often points to something that felt unfair or a line that was crossed; naming it, as you did here, is a good first step.',
};

const AREA_NAMES: Record<string, string> = {
  work: 'work',
  study: 'your studies',
  money: 'money',
  home: 'home life',
  family: 'family',
  relationships: 'your relationship',
  friends: 'your friendships',
  pets: 'your pet',
  health: 'your health',
  leisure: 'your own time',
  'getting around': 'getting around',
  goals: 'your plans',
};

function quoteList(terms: string[]): string {
  const quoted = terms.map((term) => `"${term}"`);
  return quoted.length > 1
    ? `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`
    : (quoted[0] ?? '');
}

/** 2–4 short, warm sentences about what was detected. They name single words or idioms, never whole sentences. */
export function writeInsights(finding: TLexiconFinding): string[] {
  const { dominantEmotion: dominant, runnerUp, scores, raw, seed } = finding;
  const totalWeight = Object.values(raw).reduce((sum, weight) => sum + weight, 0);
  const areas = [...new Set(finding.topics.map((topic) => topic.area))].slice(0, 2);
  const areaLine =
    areas.length > 0
      ? `These feelings seem closely tied to ${areas.map((area) => AREA_NAMES[area] ?? area).join(' and ')}.`
      : undefined;

  if (totalWeight < QUIET_ENTRY_WEIGHT) {
    return [
      'This entry reads as fairly even in tone, without one strong feeling standing out.',
      ...(areaLine ? [areaLine] : []),
      'Writing on quieter days is useful too: over time it builds a picture of your patterns.',
    ];
  }

  const insights: string[] = [];
  const words = finding.terms
    .filter((term) => term.emotion === dominant && !term.negated)
    .slice(0, 2)
    .map((term) => term.term);
  const openings = OPENINGS[dominant];
  const opening = openings[seed % openings.length];
  insights.push(
    opening && words.length > 0 ? opening(quoteList(words), words.length > 1) : PLAIN_OPENINGS[dominant],
  );

  if (finding.turnedFrom) {
    insights.push(
      `Your feelings seem to turn partway through, from ${FEELING_NOUN[finding.turnedFrom]} towards ${FEELING_NOUN[dominant]}; the later part seems to matter most to you.`,
    );
  } else if (raw[runnerUp] >= 1.5 && scores[runnerUp] >= scores[dominant] * 0.5) {
    insights.push(
      `There's more than one feeling here: alongside the ${FEELING_NOUN[dominant]} there's some ${FEELING_NOUN[runnerUp]} too, and both can be true at once.`,
    );
  }
  if (areaLine) insights.push(areaLine);
  insights.push(CLOSINGS[dominant]);
  return insights.slice(0, 4);
}

/** Words that, with strong sadness, suggest more than a low day. (Crisis wording is the crisis screen's job.) */
const HOPELESS_TERMS = new Set([
  'hopeless',
  'hopelessness',
  'worthless',
  'pointless',
  'meaningless',
  'no point',
  "what's the point",
  'nothing matters',
  'nothing feels worth doing',
  'nothing is worth doing',
  'feel empty',
  'felt empty',
  'feeling empty',
]);

/** Score at which a difficult feeling earns a guidance item, and the steps at which it becomes more urgent. */
const GUIDANCE_FROM = 0.45;
const GUIDANCE_EVEN_IF_NOT_DOMINANT = 0.6;

function urgencyFor(score: number): TUrgency {
  if (score >= 0.85) return 'high';
  if (score >= 0.65) return 'medium';
  return 'low';
}

function becauseOf(finding: TLexiconFinding, emotion: TEmotion, fallback: string): string {
  const words = finding.terms
    .filter((term) => term.emotion === emotion && !term.negated)
    .slice(0, 3)
    .map((term) => term.term);
  if (words.length === 0) return `This entry points to ${fallback}.`;
  return words.length > 1
    ? `This entry uses words like ${quoteList(words)}, which point to ${fallback}.`
    : `This entry uses ${quoteList(words)}, which points to ${fallback}.`;
}

/** Guidance for strong anxiety, sadness or anger. Joy and calm need none. */
export function writeGuidance(finding: TLexiconFinding): TGuidanceItem[] {
  const { scores, dominantEmotion } = finding;
  const strong = (emotion: TEmotion) =>
    scores[emotion] >= (emotion === dominantEmotion ? GUIDANCE_FROM : GUIDANCE_EVEN_IF_NOT_DOMINANT);
  const guidance: TGuidanceItem[] = [];

  if (strong('anxiety')) {
    guidance.push({
      concern: 'Signs of worry and stress',
      recommendation:
        'Try a short grounding exercise: breathe in for four counts and out for six, for two minutes, then write down the one next step you can actually take. If worry keeps disturbing your sleep or days for weeks, talking it through with a professional can really help.',
      reasoning: becauseOf(finding, 'anxiety', 'anxiety'),
      urgency: urgencyFor(scores.anxiety),
      professionalType: 'mindfulness_guide',
    });
  }
  if (strong('sadness')) {
    const hopeless = finding.terms.some((term) => !term.negated && HOPELESS_TERMS.has(term.term));
    const urgency = urgencyFor(scores.sadness);
    guidance.push({
      concern: hopeless ? 'Low mood with a sense of hopelessness' : 'Low mood',
      recommendation: hopeless
        ? 'Please reach out to someone you trust today, and consider booking a conversation with your doctor or a counsellor: feeling that nothing matters is worth talking through with someone trained to help.'
        : 'Reach out to someone you trust today, even briefly, and plan one small thing that usually brings you comfort. If the low mood lasts more than two weeks, consider speaking to your doctor or a counsellor.',
      reasoning: becauseOf(finding, 'sadness', 'sadness'),
      urgency: hopeless && urgency === 'low' ? 'medium' : urgency,
      professionalType: 'wellness_coach',
    });
  }
  if (strong('anger')) {
    guidance.push({
      concern: 'Strong frustration or anger',
      recommendation:
        'Before you respond to the situation, give yourself some space: a walk or a few slow breaths. Then write down what you need to change and one calm way to ask for it.',
      reasoning: becauseOf(finding, 'anger', 'anger'),
      urgency: urgencyFor(scores.anger),
      professionalType: 'life_coach',
    });
  }
  return guidance;
}
