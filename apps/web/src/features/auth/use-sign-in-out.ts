import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type EmailCredentials, signInWithEmail, signOut } from './auth-api';
import { queryKeys } from './query-keys';

/**
 * Resolves only after the session query has refetched, so the dialog closes onto the
 * signed-in app rather than onto a landing page that flips a moment later.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: EmailCredentials) => {
      await signInWithEmail(credentials);
      await queryClient.invalidateQueries({ queryKey: queryKeys.authSession });
    },
  });
}

/**
 * Leaves for the public home first: staying on an app URL while signed out would show the
 * landing page with the login dialog open, as for a visitor who asked for that page.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      await navigate('/');
      queryClient.setQueryData(queryKeys.authSession, null);
      queryClient.removeQueries({ queryKey: queryKeys.user });
      await queryClient.invalidateQueries({ queryKey: queryKeys.authSession });
    },
  });
}
