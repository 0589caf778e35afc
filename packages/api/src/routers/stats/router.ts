import { router } from '../../trpc.ts';
import { getStatsRoute } from './get-stats.ts';

export const statsRouter = router({ get: getStatsRoute });
