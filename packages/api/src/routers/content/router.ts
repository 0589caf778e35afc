import { router } from '../../trpc.ts';
import { listContentRoute } from './list-content.ts';

export const contentRouter = router({ list: listContentRoute });
