import type { TAnalyzer, TStoredAnalysis } from '@innerweather/validators/journal';

import type { TCrisisTier } from './crisis/crisis-kinds.ts';
import { detectLanguage } from './language.ts';
import { analyzeWithLexicon } from './lexicon/lexicon-analyzer.ts';
import { OllamaAnalyzerError, createOllamaAnalyzer } from './ollama/ollama-analyzer.ts';

/**
 * The analyzer the jobs use: Ollama when configured and answering, the built-in lexicon otherwise, so an entry is
 * always analysed. (The crisis screen is separate and always runs: see crisis-screen.ts.)
 *
 * - 'lexicon': never contacts Ollama.
 * - 'auto' (default in embedded mode): Ollama if it has the model, else the lexicon; fallbacks are logged at info.
 * - 'ollama': Ollama is expected; it still falls back rather than fail the entry, but logs a warning.
 */
export type TAnalyzerMode = 'auto' | 'ollama' | 'lexicon';

/** Any pino-style logger fits (core's Logger does). */
export interface TAnalyzerLogger {
  warn: (obj: unknown, msg?: string) => void;
  info?: (obj: unknown, msg?: string) => void;
}

export interface TEmotionAnalyzerOptions {
  mode: TAnalyzerMode;
  host: string;
  model: string;
  timeoutMs: number;
  logger?: TAnalyzerLogger | undefined;
  /** How long a check of Ollama's availability is trusted. Default 30 s: a down Ollama costs one check, not one time-out per entry. */
  availabilityTtlMs?: number;
  /** For tests and proxies. */
  fetch?: typeof fetch;
  /** For tests of the availability cache. */
  now?: () => number;
}

/** `risk`: the LLM's reading of risk (null for the built-in analyzer); it can raise the crisis screen's tier, never lower it. */
export type TAnalyzedEntry = TStoredAnalysis & {
  analyzer: TAnalyzer;
  model: string | null;
  risk: TCrisisTier | null;
};

export interface TEmotionAnalyzer {
  analyze(text: string): Promise<TAnalyzedEntry>;
  /** Whether entries would go to Ollama right now (cached like the analysis path); false in 'lexicon' mode. */
  isOllamaAvailable(): Promise<boolean>;
}

export const DEFAULT_AVAILABILITY_TTL_MS = 30_000;

/** What the built-in analyzer says on an entry in a language it does not read (issue 21), instead of a guess. */
export const ENGLISH_ONLY_INSIGHT =
  'Analysed in English only — connect a local model in Ollama for other languages';

/**
 * The built-in analyzer reads English: another language (language.ts) gets no emotion (scores 0, no dominant
 * emotion, confidence 0) and the insight above, never an English reading of foreign words.
 */
export function analyzeInEnglishOnly(text: string): TStoredAnalysis {
  if (detectLanguage(text).language === 'en') return analyzeWithLexicon(text);
  return {
    scores: { joy: 0, calm: 0, anxiety: 0, sadness: 0, anger: 0 },
    dominantEmotion: null,
    confidence: 0,
    insights: [ENGLISH_ONLY_INSIGHT],
    keywords: [],
    guidance: [],
  };
}

export function createEmotionAnalyzer(options: TEmotionAnalyzerOptions): TEmotionAnalyzer {
  const { mode, model, logger } = options;
  const ttlMs = options.availabilityTtlMs ?? DEFAULT_AVAILABILITY_TTL_MS;
  const now = options.now ?? Date.now;
  const ollama =
    mode === 'lexicon'
      ? null
      : createOllamaAnalyzer({
          host: options.host,
          model,
          timeoutMs: options.timeoutMs,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        });

  let known: { available: boolean; at: number } | null = null;
  let saidUnavailable = false;
  let checking: Promise<boolean> | null = null;

  const remember = (available: boolean) => {
    known = { available, at: now() };
  };

  async function ollamaAvailable(): Promise<boolean> {
    if (!ollama) return false;
    if (known && now() - known.at < ttlMs) return known.available;
    // Entries analysed together share one check.
    checking ??= ollama.isAvailable().finally(() => {
      checking = null;
    });
    const available = await checking;
    remember(available);
    return available;
  }

  const report = (details: Record<string, unknown>, message: string) => {
    if (mode === 'ollama') logger?.warn(details, message);
    else logger?.info?.(details, message);
  };

  const byLexicon = (text: string): TAnalyzedEntry => ({
    ...analyzeInEnglishOnly(text),
    analyzer: 'lexicon',
    model: null,
    risk: null,
  });

  return {
    async analyze(text) {
      if (!ollama) return byLexicon(text);
      if (!(await ollamaAvailable())) {
        // Said once while it stays away: an import of years would otherwise log one line per entry.
        if (!saidUnavailable)
          report(
            { host: options.host, model },
            'Ollama or its model is not available; analysing with the built-in lexicon',
          );
        saidUnavailable = true;
        return byLexicon(text);
      }
      saidUnavailable = false;
      try {
        const analysis = await ollama.analyze(text);
        return { ...analysis, analyzer: 'ollama', model };
      } catch (error) {
        const kind = error instanceof OllamaAnalyzerError ? error.kind : 'unexpected';
        // A time-out or a lost connection will likely repeat for the next entry: skip Ollama until the next check.
        if (kind === 'timeout' || kind === 'unreachable' || kind === 'http_error') remember(false);
        report(
          {
            host: options.host,
            model,
            failure: kind,
            error: error instanceof Error ? error.message : String(error),
          },
          'Ollama analysis failed; analysing with the built-in lexicon',
        );
        return byLexicon(text);
      }
    },

    isOllamaAvailable: ollamaAvailable,
  };
}
