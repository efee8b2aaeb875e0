import { useMutation } from '@tanstack/react-query';
import { stopImpersonation } from './auth-api';

/**
 * Ends the impersonation, then reloads the page: every cached answer belonged to the impersonated
 * user, and the page now belongs to the administrator (or to nobody).
 */
export function useStopImpersonation(reload: () => void = () => window.location.reload()) {
  return useMutation({ mutationFn: stopImpersonation, onSuccess: reload });
}
