import { router } from '../../trpc.ts';
import { timelineRoute } from './timeline.ts';

export const emotionsRouter = router({ timeline: timelineRoute });
