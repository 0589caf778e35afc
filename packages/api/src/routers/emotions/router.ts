import { router } from '../../trpc.ts';
import { calendarRoute } from './get-calendar.ts';
import { timelineRoute } from './get-timeline.ts';

export const emotionsRouter = router({ timeline: timelineRoute, calendar: calendarRoute });
