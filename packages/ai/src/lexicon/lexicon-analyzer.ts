import { EMOTIONS } from '@innerweather/validators/journal';
import type { TEmotion, TEmotionAnalysis, TEmotionScores } from '@innerweather/validators/journal';

import { emotionProbabilities } from './emotion-model.ts';
import { writeGuidance, writeInsights } from './lexicon-insights.ts';
import type { TLexiconFinding } from './lexicon-insights.ts';
import { DIMINISHERS, INTENSIFIERS, NEGATION_BREAKERS, NEGATORS, TOPIC_NOUNS } from './lexicon-terms-data.ts';
import {
  afterIntensifiers,
  DEFAULT_FLIP,
  idiomsByFirstWord,
  lookupTerm,
  NEGATED_WEIGHT,
  NEGATION_REACH,
  ONLY_BEFORE_FEELING,
  phraseModifiers,
  type TIdiom,
  type TLexEntry,
} from './lexicon-compiled.ts';
import { tokenize, type TToken, TURNS, weighClauses } from './lexicon-tokens.ts';

/**
 * The built-in analyzer: runs when Ollama is not configured or not reachable, so every entry still gets five
 * scores, a dominant emotion, insights, keywords and guidance. Deterministic, no I/O, well under a millisecond
 * for a 2,000-character entry.
 */
export function analyzeWithLexicon(text: string): TEmotionAnalysis {
  const { tokens, hits, raw } = readLexicon(text);

  const probabilities = emotionProbabilities(text, raw);
  const scores = Object.fromEntries(
    EMOTIONS.map((emotion) => [emotion, round(probabilities[emotion], 3)]),
  ) as TEmotionScores;
  const [dominantEmotion, runnerUp] = rankEmotions(scores);
  const confidence = round(probabilities[dominantEmotion], 2);

  const finding: TLexiconFinding = {
    // The wording and the guidance follow how strongly the lexicon heard each feeling (its intensities), about the
    // emotion the model chose.
    scores: toScores(raw),
    raw,
    dominantEmotion,
    runnerUp,
    terms: topTerms(hits),
    topics: findTopics(tokens, hits),
    turnedFrom: turnOfFeeling(hits, dominantEmotion),
    seed: hashOf(text),
  };

  return {
    scores,
    dominantEmotion,
    confidence,
    insights: writeInsights(finding),
    keywords: keywordsOf(finding),
    guidance: writeGuidance(finding),
  };
}

/** The lexicon's reading of an entry: its words, the feelings found, and their raw weight per emotion. */
export function readLexicon(text: string) {
  const tokens = tokenize(text);
  const factors = weighClauses(tokens);
  const hits = findFeelings(tokens, factors);
  const raw: TEmotionScores = { joy: 0, calm: 0, anxiety: 0, sadness: 0, anger: 0 };
  for (const hit of hits) raw[hit.emotion] += hit.weight;
  return { tokens, hits, raw };
}

/** The lexicon's own five intensities (0..1) from its raw weights, before the learned model decides the scores. */
export function lexiconIntensities(text: string): TEmotionScores {
  return toScores(readLexicon(text).raw);
}

// ---------------------------------------------------------------------------------------------------------------
// Finding feelings

interface THit {
  emotion: TEmotion;
  weight: number;
  term: string;
  negated: boolean;
  index: number;
  /** Words the hit spans (idioms span several; their words are not also topics: "put to sleep" is not about sleep). */
  length: number;
  /** Weighed down because a "but" came after it: the feeling the entry turned away from. */
  beforeTurn: boolean;
}

function wordsMatch(tokens: TToken[], start: number, words: string[]): boolean {
  return words.every((word, offset) => tokens[start + offset]?.text === word);
}

function matchIdiom(tokens: TToken[], start: number): TIdiom | undefined {
  const candidates = idiomsByFirstWord.get(tokens[start]?.text ?? '');
  return candidates?.find((idiom) => wordsMatch(tokens, start, idiom.words));
}

function startsFeeling(tokens: TToken[], index: number): boolean {
  const token = tokens[index];
  if (!token?.isWord) return false;
  return (
    matchIdiom(tokens, index) !== undefined ||
    lookupTerm(token.text) !== undefined ||
    INTENSIFIERS[token.text] !== undefined ||
    // "so very", "really not": let the next modifier decide.
    token.text === 'not'
  );
}

function findFeelings(tokens: TToken[], factors: number[]): THit[] {
  const hits: THit[] = [];
  let negationLeft = 0;
  let modifier = 1;
  let modifierLeft = 0;

  const record = (entries: TLexEntry[], term: string, index: number, length: number) => {
    const after = afterIntensifiers.find((words) => wordsMatch(tokens, index + length, words));
    const beforeTurn = (factors[index] ?? 1) < 1 && hasTurnAfter(tokens, index);
    for (const entry of entries) {
      const negated = negationLeft > 0;
      let weight = entry.weight * (factors[index] ?? 1);
      // A negated feeling ignores intensifiers: "not very happy" is mild, not strong, sadness.
      if (negated) weight *= NEGATED_WEIGHT;
      else if (modifierLeft > 0) weight *= modifier;
      if (after) weight *= 1.3;
      hits.push({
        emotion: negated ? (entry.flip ?? DEFAULT_FLIP[entry.emotion]) : entry.emotion,
        weight,
        term: negated ? `not ${term}` : term,
        negated,
        index,
        length,
        beforeTurn,
      });
    }
    modifier = 1;
    modifierLeft = 0;
  };

  for (let index = 0; index < tokens.length;) {
    const token = tokens[index];
    if (!token) break;
    if (!token.isWord || TURNS.has(token.text)) {
      negationLeft = 0;
      modifier = 1;
      modifierLeft = 0;
      index++;
      continue;
    }

    const idiom = matchIdiom(tokens, index);
    if (idiom) {
      record([idiom], idiom.words.join(' '), index, idiom.words.length);
      negationLeft = Math.max(0, negationLeft - idiom.words.length);
      index += idiom.words.length;
      continue;
    }

    if (NEGATORS.has(token.text)) {
      const next = tokens[index + 1]?.text ?? '';
      if (NEGATION_BREAKERS.has(next)) {
        // "can't stop crying" is crying, insistently.
        modifier = 1.2;
        modifierLeft = 3;
        index += 2;
        continue;
      }
      negationLeft = NEGATION_REACH;
      index++;
      continue;
    }

    const phrase = phraseModifiers.find((candidate) => wordsMatch(tokens, index, candidate.words));
    if (phrase) {
      modifier *= phrase.factor;
      modifierLeft = 3;
      index += phrase.words.length;
      continue;
    }

    const scale = INTENSIFIERS[token.text] ?? DIMINISHERS[token.text];
    if (scale !== undefined && (!ONLY_BEFORE_FEELING.has(token.text) || startsFeeling(tokens, index + 1))) {
      modifier *= scale;
      modifierLeft = 2;
      index++;
      continue;
    }

    const entries = lookupTerm(token.text);
    if (entries) {
      record(entries, token.text, index, 1);
      if (negationLeft > 0) negationLeft--;
      index++;
      continue;
    }

    if (negationLeft > 0) negationLeft--;
    if (modifierLeft > 0 && --modifierLeft === 0) modifier = 1;
    index++;
  }
  return hits;
}

function hasTurnAfter(tokens: TToken[], index: number): boolean {
  const sentence = tokens[index]?.sentence ?? -1;
  for (let at = index + 1; at < tokens.length; at++) {
    const token = tokens[at];
    if (!token || token.sentence > sentence + 1) return false;
    if (TURNS.has(token.text)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------------
// Scores, confidence, keywords

/** Raw weight at which a feeling reads as "clearly there" (~0.63); more words push it towards 1, never past. */
const SATURATION = 4;
/** What an entry with no feeling words looks like: a low, slightly calm spread. */
const QUIET_ENTRY: TEmotionScores = { joy: 0.08, calm: 0.2, anxiety: 0.05, sadness: 0.05, anger: 0.03 };

function toScores(raw: TEmotionScores): TEmotionScores {
  const total = EMOTIONS.reduce((sum, emotion) => sum + raw[emotion], 0);
  const quiet = Math.exp(-total / 2);
  const scores = { ...raw };
  for (const emotion of EMOTIONS) {
    const intensity = 1 - Math.exp(-raw[emotion] / SATURATION) + quiet * QUIET_ENTRY[emotion];
    scores[emotion] = round(Math.min(1, Math.max(0, intensity)), 3);
  }
  return scores;
}

function rankEmotions(scores: TEmotionScores): [TEmotion, TEmotion] {
  const ranked = [...EMOTIONS].sort((a, b) => scores[b] - scores[a]);
  return [ranked[0] ?? 'calm', ranked[1] ?? 'joy'];
}

function topTerms(hits: THit[]): TLexiconFinding['terms'] {
  const strongest = new Map<string, THit>();
  for (const hit of hits) {
    const seen = strongest.get(hit.term);
    if (!seen || seen.weight < hit.weight) strongest.set(hit.term, hit);
  }
  return [...strongest.values()]
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ term, emotion, weight, negated }) => ({ term, emotion, weight, negated }));
}

function findTopics(tokens: TToken[], hits: THit[]): TLexiconFinding['topics'] {
  const insideIdiom = new Set<number>();
  for (const hit of hits) for (let at = hit.index; at < hit.index + hit.length; at++) insideIdiom.add(at);
  const topics: TLexiconFinding['topics'] = [];
  for (const [index, token] of tokens.entries()) {
    if (insideIdiom.has(index)) continue;
    const area = TOPIC_NOUNS[token.text];
    if (area && !topics.some((topic) => topic.word === token.text)) topics.push({ word: token.text, area });
  }
  return topics;
}

/** The feeling the entry turned away from with a "but", when that differs from where it ended up. */
function turnOfFeeling(hits: THit[], dominant: TEmotion): TEmotion | undefined {
  const before: Partial<Record<TEmotion, number>> = {};
  for (const hit of hits) if (hit.beforeTurn) before[hit.emotion] = (before[hit.emotion] ?? 0) + hit.weight;
  const [first] = Object.entries(before).sort((a, b) => b[1] - a[1]);
  if (!first || first[1] < 1) return undefined;
  return first[0] === dominant ? undefined : (first[0] as TEmotion);
}

const MAX_KEYWORDS = 8;
const MAX_FEELING_KEYWORDS = 5;

function keywordsOf(finding: TLexiconFinding): string[] {
  const keywords: string[] = [];
  for (const { term } of finding.terms) {
    if (keywords.length >= MAX_FEELING_KEYWORDS) break;
    if (!keywords.includes(term)) keywords.push(term);
  }
  for (const { word } of finding.topics) {
    if (keywords.length >= MAX_KEYWORDS) break;
    if (!keywords.includes(word)) keywords.push(word);
  }
  return keywords;
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/** Small stable hash so the same entry always gets the same wording, and different entries vary a little. */
function hashOf(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash;
}
