import { router } from '../../trpc.ts';
import { getPreferencesRoute } from './get-preferences.ts';
import { updatePreferencesRoute } from './update-preferences.ts';

export const preferencesRouter = router({ get: getPreferencesRoute, update: updatePreferencesRoute });
