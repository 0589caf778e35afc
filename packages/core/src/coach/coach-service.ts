import { createAnswering } from './answering.ts';
import { createCheckIns } from './check-ins.ts';
import { coachParts, type CoachServiceDeps } from './coach-deps.ts';
import { createConversations } from './conversations.ts';
import { createGoals } from './goals.ts';
import { createMemory } from './memory.ts';
import { createToolkit } from './toolkit.ts';

export type { CoachServiceDeps } from './coach-deps.ts';

/**
 * The AI coach, one file a use case: conversations.ts (questions and answers), goals.ts, check-ins.ts (goal
 * check-ins), toolkit.ts, memory.ts (the personal check-in); answering.ts writes answers (model or library) and
 * holds the REST calls' wait. Inputs arrive validated by the procedures (the edge); every text is encrypted at rest.
 */
export function createCoachService(deps: CoachServiceDeps) {
  const parts = coachParts(deps);
  const answering = createAnswering(parts);
  return {
    ...createConversations(parts, answering),
    ...createGoals(parts),
    ...createCheckIns(parts, answering),
    ...createToolkit(parts),
    ...createMemory(parts),
  };
}

export type CoachService = ReturnType<typeof createCoachService>;
