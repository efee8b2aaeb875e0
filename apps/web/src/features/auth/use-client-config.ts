import type { ClientConfig } from '@ecotone/contracts';
import { useQuery } from '@tanstack/react-query';
import { getClientConfig } from './auth-api';
import type { SsoProvider } from './sso-provider';

const NO_PROVIDERS: readonly SsoProvider[] = [];

/** GET /api/client-config, fetched once per page load and shared by every reader. */
export function useClientConfig(): ClientConfig | undefined {
  const config = useQuery({
    queryKey: ['client-config'],
    queryFn: getClientConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return config.data;
}

/**
 * The single-sign-on providers this deployment configured. Until the answer arrives, or when it
 * fails, none are offered: a provider that cannot work is hidden, not broken.
 */
export function useSsoProviders(): readonly SsoProvider[] {
  return useClientConfig()?.ssoProviders ?? NO_PROVIDERS;
}
