import { router } from '../../trpc.ts';
import { calendarDayRoute } from './get-calendar-day.ts';
import { calendarRoute } from './get-calendar.ts';
import { timelineRoute } from './get-timeline.ts';

export const emotionsRouter = router({
  timeline: timelineRoute,
  calendar: calendarRoute,
  calendarDay: calendarDayRoute,
});
