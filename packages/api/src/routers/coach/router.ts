import { router } from '../../trpc.ts';
import { completeGoalRoute } from './complete-goal.ts';
import { createCheckInRoute } from './create-check-in.ts';
import { createGoalRoute } from './create-goal.ts';
import { exploreRoute } from './explore.ts';
import { listCheckInsRoute } from './list-check-ins.ts';
import { listConversationsRoute } from './list-conversations.ts';
import { listGoalsRoute } from './list-goals.ts';
import { listToolkitRoute } from './list-toolkit.ts';
import { markHelpfulRoute } from './mark-helpful.ts';
import { memoryCheckInRoute } from './memory-check-in.ts';
import { openToolkitItemRoute } from './open-toolkit-item.ts';
import { saveToToolkitRoute } from './save-to-toolkit.ts';
import { updateGoalRoute } from './update-goal.ts';

export const coachRouter = router({
  conversations: listConversationsRoute,
  explore: exploreRoute,
  markHelpful: markHelpfulRoute,
  toolkit: listToolkitRoute,
  saveToToolkit: saveToToolkitRoute,
  openToolkitItem: openToolkitItemRoute,
  goals: listGoalsRoute,
  createGoal: createGoalRoute,
  updateGoal: updateGoalRoute,
  completeGoal: completeGoalRoute,
  checkIn: createCheckInRoute,
  checkIns: listCheckInsRoute,
  memoryCheckIn: memoryCheckInRoute,
});
