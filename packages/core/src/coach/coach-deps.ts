import type { TOllamaChat } from '@innerweather/ai/ollama/ollama-chat';
import type { Db } from '@innerweather/db/client';
import type { EmotionPatternReader } from '../journal/emotion-pattern.ts';
import type { SafetyService } from '../safety/safety-service.ts';
import type { Clock } from '../shared/clock.ts';
import type { Encryptor } from '../shared/encryption.ts';
import type { JobDispatcher } from '../shared/job-dispatcher.ts';
import type { Logger } from '../shared/logger.ts';
import type { UserEvents } from '../shared/user-events.ts';
import { type CoachContextReader, createCoachContextReader } from './coach-context.ts';

export interface CoachServiceDeps {
  db: Db;
  encryptor: Encryptor;
  clock: Clock;
  jobs: JobDispatcher;
  safety: SafetyService;
  /** The user's event stream: the answer as it is written, then `done`. */
  events: UserEvents;
  /** The local model (Ollama), or null when the built-in library answers (ANALYZER=lexicon). */
  model: TOllamaChat | null;
  logger: Logger;
  /** How long the REST answer waits for the model before it answers with the built-in library. */
  answerTimeoutMs: number;
  /** The one reader of the last weeks' emotions (journal/emotion-pattern.ts). */
  emotionPattern: EmotionPatternReader;
}

/** What every coach use case works with: the dependencies, the journal reader and `open` for nullable texts. */
export interface CoachParts extends CoachServiceDeps {
  context: CoachContextReader;
  open: (stored: string | null) => string | null;
}

export function coachParts(deps: CoachServiceDeps): CoachParts {
  return {
    ...deps,
    context: createCoachContextReader({
      db: deps.db,
      encryptor: deps.encryptor,
      emotionPattern: deps.emotionPattern,
    }),
    open: (stored) => (stored === null ? null : deps.encryptor.decrypt(stored)),
  };
}
