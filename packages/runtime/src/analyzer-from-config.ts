import { createEmotionAnalyzer, type TEmotionAnalyzer } from '@innerweather/ai/emotion-analyzer';
import type { Logger } from '@innerweather/core/shared/logger';
import type { RuntimeConfig } from './service-runtime.ts';

/** Long enough for a small model on a CPU to read a 2,000-character entry. */
export const DEFAULT_OLLAMA_TIMEOUT_MS = 60_000;

export function createAnalyzerFromConfig(config: RuntimeConfig, logger: Logger): TEmotionAnalyzer {
  return createEmotionAnalyzer({
    mode: config.analyzer,
    host: config.ollamaHost,
    model: config.ollamaModel,
    timeoutMs: config.ollamaTimeoutMs ?? DEFAULT_OLLAMA_TIMEOUT_MS,
    logger,
  });
}
