import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '../lib/toast.ts';
import { trpc } from '../lib/trpc.ts';
import { forgetEverything } from './current-user.ts';

export function useSignOut() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const logout = trpc.auth.logout.useMutation({
    // Even if the server call fails the user asked to leave: forget everything locally either way.
    onSettled: () => {
      forgetEverything(queryClient);
      navigate('/');
      toast.success({ title: 'Signed out', message: "You've been successfully signed out." });
    },
  });
  return { signOut: () => logout.mutate(), isSigningOut: logout.isPending };
}
