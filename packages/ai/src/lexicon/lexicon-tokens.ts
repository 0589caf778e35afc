import { addTo } from './lexicon-compiled.ts';

// ---------------------------------------------------------------------------------------------------------------
// Tokens, sentences and clause weights

export interface TToken {
  text: string;
  isWord: boolean;
  sentence: number;
}

/** People type "dont" and "im" as often as "don't" and "I'm". */
const CONTRACTIONS: Record<string, string> = {
  dont: "don't",
  didnt: "didn't",
  doesnt: "doesn't",
  cant: "can't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  isnt: "isn't",
  wasnt: "wasn't",
  arent: "aren't",
  werent: "weren't",
  havent: "haven't",
  hasnt: "hasn't",
  wont: "won't",
  im: "i'm",
  ive: "i've",
};

const SENTENCE_ENDS = new Set(['.', '!', '?', '\n']);

export function tokenize(text: string): TToken[] {
  const tokens: TToken[] = [];
  let sentence = 0;
  const normalised = text.toLowerCase().replace(/[\u2018\u2019`]/g, "'");
  for (const match of normalised.matchAll(/[a-z]+(?:'[a-z]+)*|[.!?;:,]|\n/g)) {
    const raw = match[0];
    const isWord = /^[a-z]/.test(raw);
    tokens.push({ text: isWord ? (CONTRACTIONS[raw] ?? raw) : raw, isWord, sentence });
    if (SENTENCE_ENDS.has(raw)) sentence++;
  }
  return tokens;
}

export const TURNS = new Set(['but', 'however']);
const CONCESSIONS = new Set(['although', 'though', 'despite']);
const TURN_BEFORE = 0.6;
const TURN_AFTER = 1.3;
const CONCEDED = 0.6;
const EXCLAIMED = 1.2;

/**
 * How much each word counts: what follows "but" weighs more than what it answers, a conceded clause
 * ("even though…", "despite…") weighs less, and an exclamation mark adds a little force.
 */
export function weighClauses(tokens: TToken[]): number[] {
  const factors = tokens.map(() => 1);
  const sentences = new Map<number, number[]>();
  tokens.forEach((token, index) => addTo(sentences, token.sentence, index));

  let previous: number[] = [];
  for (const indexes of sentences.values()) {
    const words = indexes.filter((index) => tokens[index]?.isWord);
    const first = words[0];
    for (const index of words) {
      const text = tokens[index]?.text ?? '';
      if (TURNS.has(text)) {
        if (index === first) {
          // "…. But then it got better." turns against the sentence before.
          for (const before of previous) factors[before] = (factors[before] ?? 1) * TURN_BEFORE;
          for (const after of indexes) factors[after] = (factors[after] ?? 1) * TURN_AFTER;
        } else {
          for (const other of indexes) {
            factors[other] =
              (factors[other] ?? 1) * (other < index ? TURN_BEFORE : other > index ? TURN_AFTER : 1);
          }
        }
      }
      const next = tokens[index + 1]?.text;
      const concedes = CONCESSIONS.has(text) || (text === 'even' && (next === 'if' || next === 'though'));
      if (concedes && !(text === 'though' && tokens[index - 1]?.text === 'even')) {
        for (let at = index; at < tokens.length && tokens[at]?.sentence === tokens[index]?.sentence; at++) {
          if (tokens[at]?.text === ',') break;
          factors[at] = (factors[at] ?? 1) * CONCEDED;
        }
      }
    }
    const last = tokens[indexes[indexes.length - 1] ?? -1];
    if (last?.text === '!') for (const index of indexes) factors[index] = (factors[index] ?? 1) * EXCLAIMED;
    previous = indexes;
  }
  return factors;
}
