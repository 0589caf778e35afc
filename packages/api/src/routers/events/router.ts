import { router } from '../../trpc.ts';
import { eventStreamRoute } from './stream.ts';

export const eventsRouter = router({
  stream: eventStreamRoute,
});
