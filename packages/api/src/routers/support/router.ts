import { router } from '../../trpc.ts';
import { listCrisisLinesRoute } from './list-crisis-lines.ts';

export const supportRouter = router({ crisisLines: listCrisisLinesRoute });
