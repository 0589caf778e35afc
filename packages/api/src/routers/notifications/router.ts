import { router } from '../../trpc.ts';
import { getNotificationScheduleRoute } from './get-notification-schedule.ts';
import { unsubscribeRoute } from './unsubscribe.ts';

export const notificationsRouter = router({
  schedule: getNotificationScheduleRoute,
  unsubscribe: unsubscribeRoute,
});
