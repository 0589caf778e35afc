import { router } from '../../trpc.ts';
import { listRecommendationsRoute } from './list-recommendations.ts';

export const recommendationsRouter = router({ list: listRecommendationsRoute });
