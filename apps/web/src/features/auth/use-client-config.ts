import { useQuery } from '@tanstack/react-query';
import { getClientConfig } from './auth-api';
import type { SsoProvider } from './sso-provider';

const NO_PROVIDERS: readonly SsoProvider[] = [];

/**
 * The single-sign-on providers this deployment configured. Until the answer arrives, or when it
 * fails, none are offered: a provider that cannot work is hidden, not broken.
 */
export function useSsoProviders(): readonly SsoProvider[] {
  const config = useQuery({
    queryKey: ['client-config'],
    queryFn: getClientConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return config.data?.ssoProviders ?? NO_PROVIDERS;
}
