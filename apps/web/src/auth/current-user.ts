import type { TUser } from '@innerweather/validators/auth';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { isUnauthorized } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { clearDraft } from '../components/journal/draft-store.ts';

const CURRENT_USER_KEY = ['current-user'] as const;
const CURRENT_USER_STALE_MS = 60_000;

/**
 * The signed-in user, or null when signed out (the server answers null rather than 401, so a visitor's console
 * stays clean; a 401 still means signed out). Other failures surface as an error so the app can say the server is
 * unreachable instead of pretending the user left.
 */
export function useCurrentUser() {
  const utils = trpc.useUtils();
  return useQuery<TUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: async () => {
      try {
        return await utils.client.auth.signedInUser.query();
      } catch (error) {
        if (isUnauthorized(error)) return null;
        throw error;
      }
    },
    staleTime: CURRENT_USER_STALE_MS,
  });
}

/**
 * The signed-in app provides its user here. Screens read it from context rather than from the query, so a screen
 * that re-renders in the instant between sign-out and its own unmount still sees the user it was drawn for.
 */
export const SignedInUserContext = createContext<TUser | null>(null);

/** The user of a signed-in screen (anything rendered inside the signed-in app). */
export function useSignedInUser(): TUser {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser is for screens inside the signed-in app');
  return user;
}

function setCurrentUser(queryClient: QueryClient, user: TUser | null) {
  queryClient.setQueryData<TUser | null>(CURRENT_USER_KEY, user);
}

/**
 * After sign-out (or a lost session) nothing of the previous user may stay in memory: every cached answer and
 * every remembered mutation (a sign-in keeps its password as variables) goes. The current user is set to null
 * first so that mounted screens switch to the signed-out routes instead of refetching.
 */
export function forgetEverything(queryClient: QueryClient) {
  setCurrentUser(queryClient, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
  queryClient.getMutationCache().clear();
  // The next person at this browser never finds this one's draft.
  clearDraft();
}

export function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return (user: TUser | null) => setCurrentUser(queryClient, user);
}
