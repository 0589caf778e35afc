import { router } from '../../trpc.ts';
import { timelineRoute } from './get-timeline.ts';

export const emotionsRouter = router({ timeline: timelineRoute });
