// Measured dominant-emotion accuracy of the lexicon (the tests below log these figures on every run):
//   labelled set, test-data/emotion-entries.json (40 entries, written first, lexicon tuned on it): 100% (40/40)
//   held-out round 1, emotion-entries-holdout-round1.json (10, written after tuning): 30% (3/10) when first run.
//     Its misses showed whole families of cues were missing (body signs of worry, achievements, being left out,
//     British "cross"), so the word lists were broadened by family; the set is no longer blind (now 100%).
//   held-out round 2, emotion-entries-holdout.json (10, written after that, never tuned on): 90% (9/10);
//     the miss is an anxiety entry told through "imagining the worst" and spinning thoughts, read as sadness.
import { readFileSync } from 'node:fs';

import { ZEmotionAnalysisSchema } from '@innerweather/validators/journal';
import type { TEmotion } from '@innerweather/validators/journal';
import { describe, expect, it } from 'vitest';

import { analyzeWithLexicon, lexiconIntensities } from './lexicon-analyzer.ts';

interface TLabelledEntry {
  id: string;
  expected: TEmotion;
  text: string;
}

function loadEntries(file: string): TLabelledEntry[] {
  return JSON.parse(
    readFileSync(new URL(`../../../ai-lab/test-data/${file}`, import.meta.url), 'utf8'),
  ) as TLabelledEntry[];
}

function accuracyOn(entries: TLabelledEntry[]) {
  const misses = entries
    .map((entry) => ({ entry, analysis: analyzeWithLexicon(entry.text) }))
    .filter(({ entry, analysis }) => analysis.dominantEmotion !== entry.expected)
    .map(({ entry, analysis }) => `${entry.id}: expected ${entry.expected}, got ${analysis.dominantEmotion}`);
  return { accuracy: (entries.length - misses.length) / entries.length, misses };
}

describe('labelled accuracy', () => {
  it('names the dominant emotion of at least 75% of the labelled entries', () => {
    const { accuracy, misses } = accuracyOn(loadEntries('emotion-entries.json'));
    console.log(`lexicon accuracy, labelled set: ${(accuracy * 100).toFixed(1)}%`, misses);
    expect(accuracy).toBeGreaterThanOrEqual(0.75);
  });

  it('names the dominant emotion of at least 60% of the held-out entries', () => {
    const { accuracy, misses } = accuracyOn(loadEntries('emotion-entries-holdout.json'));
    console.log(`lexicon accuracy, held-out set: ${(accuracy * 100).toFixed(1)}%`, misses);
    expect(accuracy).toBeGreaterThanOrEqual(0.6);
  });

  it('still reads the first held-out round (seen since, so only logged and held to the labelled bar)', () => {
    const { accuracy, misses } = accuracyOn(loadEntries('emotion-entries-holdout-round1.json'));
    console.log(
      `lexicon accuracy, held-out round 1 (no longer blind): ${(accuracy * 100).toFixed(1)}%`,
      misses,
    );
    expect(accuracy).toBeGreaterThanOrEqual(0.75);
  });
});

describe('analysis shape', () => {
  const entries = [
    ...loadEntries('emotion-entries.json'),
    ...loadEntries('emotion-entries-holdout-round1.json'),
    ...loadEntries('emotion-entries-holdout.json'),
  ];

  it('produces a valid analysis for every entry: scores 0..1, 2-4 insights, at most 8 keywords', () => {
    for (const { text } of entries) {
      const analysis = ZEmotionAnalysisSchema.parse(analyzeWithLexicon(text));
      expect(analysis.insights.length).toBeGreaterThanOrEqual(2);
      expect(analysis.insights.length).toBeLessThanOrEqual(4);
      expect(analysis.keywords.length).toBeLessThanOrEqual(8);
      const top = Math.max(...Object.values(analysis.scores));
      expect(analysis.scores[analysis.dominantEmotion]).toBe(top);
    }
  });

  it('never quotes a whole sentence of the entry back in an insight', () => {
    for (const { text } of entries) {
      const sentences = text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.split(' ').length > 4);
      for (const insight of analyzeWithLexicon(text).insights) {
        for (const sentence of sentences) expect(insight.toLowerCase()).not.toContain(sentence.toLowerCase());
      }
    }
  });

  it('gives the same analysis for the same entry', () => {
    const text = entries[0]?.text ?? '';
    expect(analyzeWithLexicon(text)).toEqual(analyzeWithLexicon(text));
  });
});

describe('reading the words', () => {
  // The lexicon's own intensities are what the learned model reads besides the words (emotion-model.ts): these
  // tests check that reading; the model's scores are probabilities and are tested on the labelled sets.
  it('gives an entry with no feeling words a low, calm-leaning spread, and no guidance', () => {
    const text = 'Went to the shops for bread and milk, then picked up the parcel from the post office.';
    const intensities = lexiconIntensities(text);
    expect(Object.entries(intensities).sort((a, b) => b[1] - a[1])[0]?.[0]).toBe('calm');
    for (const score of Object.values(intensities)) expect(score).toBeLessThanOrEqual(0.25);
    expect(analyzeWithLexicon(text).guidance).toEqual([]);
  });

  it('reads "not happy" as leaning sad, not joyful', () => {
    const analysis = analyzeWithLexicon('I am not happy with how things are going at home.');
    expect(analysis.scores.joy).toBeLessThan(analysis.scores.sadness);
    expect(analysis.dominantEmotion).toBe('sadness');
  });

  it('reads "never felt calm" as the opposite of calm', () => {
    const analysis = analyzeWithLexicon('I never felt calm at that job, not once in three years.');
    expect(analysis.scores.calm).toBeLessThan(analysis.scores.anxiety);
  });

  it('reads "don\'t feel anxious" as calm rather than anxious', () => {
    const analysis = analyzeWithLexicon("For the first time in ages I don't feel anxious about Monday.");
    expect(analysis.dominantEmotion).toBe('calm');
    // The scores are calibrated shares: "for the first time in ages" leaves some worry in it (20%), not a lead.
    expect(analysis.scores.anxiety).toBeLessThan(0.25);
  });

  it('keeps "can\'t stop worrying" as worry, not its opposite', () => {
    expect(analyzeWithLexicon("I can't stop worrying about the move.").dominantEmotion).toBe('anxiety');
  });

  it('makes a feeling stronger after "very", "so", "extremely" and "really"', () => {
    const plain = lexiconIntensities('I was angry with him today.').anger;
    for (const word of ['very', 'so', 'extremely', 'really']) {
      expect(lexiconIntensities(`I was ${word} angry with him today.`).anger).toBeGreaterThan(plain);
    }
  });

  it('makes a feeling weaker after "a bit" and "slightly"', () => {
    const plain = lexiconIntensities('I feel sad tonight.').sadness;
    expect(lexiconIntensities('I feel a bit sad tonight.').sadness).toBeLessThan(plain);
    expect(lexiconIntensities('I feel slightly sad tonight.').sadness).toBeLessThan(plain);
  });

  it('recognises idioms that no single word gives away', () => {
    const cases: Array<[string, TEmotion]> = [
      ['Honestly I was on cloud nine all afternoon.', 'joy'],
      ['Sitting by the lake I finally felt at peace.', 'calm'],
      ['I have been on edge since the phone call.', 'anxiety'],
      ['At home it feels like walking on eggshells around him.', 'anxiety'],
      ['I am fed up with the way the flat is run.', 'anger'],
      ['Been down in the dumps since the weekend.', 'sadness'],
      ['I blew up at my sister over nothing.', 'anger'],
    ];
    for (const [text, expected] of cases)
      expect([text, analyzeWithLexicon(text).dominantEmotion]).toEqual([text, expected]);
  });

  it('lets the clause after "but" outweigh the one before it', () => {
    const first = lexiconIntensities('The morning was happy, but the evening left me sad.');
    expect(first.sadness).toBeGreaterThan(first.joy);
    const second = lexiconIntensities('The morning was sad, but the evening left me happy.');
    expect(second.joy).toBeGreaterThan(second.sadness);
  });

  it('is more confident about a one-feeling entry than a mixed one', () => {
    const clear = analyzeWithLexicon('I am furious. Absolutely livid with the way they treated us.');
    const mixed = analyzeWithLexicon(
      'I am angry with them, and also sad and a bit scared about what comes next.',
    );
    expect(clear.confidence).toBeGreaterThan(mixed.confidence);
  });

  it('keeps the words that carried the feeling and the topic nouns as keywords', () => {
    const analysis = analyzeWithLexicon(
      'My manager moved the deadline again and I am furious. The whole team is stressed.',
    );
    expect(analysis.keywords).toEqual(expect.arrayContaining(['furious', 'manager', 'deadline']));
  });
});

describe('wording', () => {
  it('says "a sign of calm" for one calm word and "signs of calm" for two', () => {
    expect(analyzeWithLexicon('The morning was peaceful, coffee on the balcony.').insights[0]).toBe(
      'You sound at ease today; "peaceful" stood out as a sign of calm.',
    );
    expect(analyzeWithLexicon('I felt relaxed and peaceful after the walk by the river.').insights[0]).toBe(
      'You sound at ease today; "peaceful" and "relaxed" stood out as signs of calm.',
    );
  });

  it('gives the reason for guidance in the singular for one word and in the plural for more', () => {
    const [one] = analyzeWithLexicon('I am furious. He took the last parking spot again.').guidance;
    expect(one?.reasoning).toBe('This entry uses "furious", which points to anger.');
    const [many] = analyzeWithLexicon(
      "I'm so anxious I can't sleep. My heart is racing and I keep panicking about the exam.",
    ).guidance;
    expect(many?.reasoning).toMatch(/^This entry uses words like "anxious", .* which point to anxiety\.$/);
  });
});

describe('guidance', () => {
  it('suggests a mindfulness guide when worry is strong', () => {
    const analysis = analyzeWithLexicon(
      "I'm so anxious I can't sleep. My heart is racing and I keep panicking about the exam. What if I fail?",
    );
    expect(analysis.guidance).toContainEqual(
      expect.objectContaining({
        professionalType: 'mindfulness_guide',
        urgency: expect.stringMatching(/medium|high/),
      }),
    );
  });

  it('suggests a wellness coach for strong sadness and a life coach for strong anger', () => {
    const sad = analyzeWithLexicon('I feel so empty and alone. I cried all night and I am heartbroken.');
    expect(sad.guidance.map((item) => item.professionalType)).toContain('wellness_coach');
    const angry = analyzeWithLexicon('I am livid. He lied to me again and I am furious about it.');
    expect(angry.guidance.map((item) => item.professionalType)).toContain('life_coach');
  });

  it('gives no guidance for a joyful entry', () => {
    expect(analyzeWithLexicon('What a wonderful day, I am thrilled and so grateful.').guidance).toEqual([]);
  });

  it("never gives immediate or crisis guidance: that is the crisis screen's job", () => {
    const analysis = analyzeWithLexicon('Everything feels hopeless and pointless, nothing matters any more.');
    for (const item of analysis.guidance) {
      expect(item.urgency).not.toBe('immediate');
      expect(item.professionalType).not.toBe('crisis_support');
    }
  });
});
