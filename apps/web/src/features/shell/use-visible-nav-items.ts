import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { usePermissions, useSignedInUserId } from '../auth';
import { NAV_ITEMS, NAV_PERMISSIONS, type NavItem } from './nav-items';

/** The part of GET /api/resource the navigation reads (no zod in the first load). */
interface ReadableProjects {
  portfolios: readonly unknown[];
  projects: readonly unknown[];
}

/**
 * Nav items the user may see; gated ones stay hidden until the server has granted them. An
 * item marked `orReadsProjects` also shows to someone who can read a portfolio or project.
 */
export function useVisibleNavItems(): readonly NavItem[] {
  const permissions = usePermissions(NAV_PERMISSIONS);
  const userId = useSignedInUserId();
  const needsReadCheck =
    !permissions.isPending &&
    NAV_ITEMS.some(
      (item) => item.orReadsProjects && item.permission && !permissions.has(item.permission),
    );
  const readable = useQuery({
    queryKey: ['nav', 'readsProjects', userId ?? ''],
    queryFn: ({ signal }) => api.get<ReadableProjects>('/api/resource', { signal }),
    enabled: userId !== undefined && needsReadCheck,
    select: (answer) => answer.portfolios.length + answer.projects.length > 0,
    staleTime: 5 * 60_000,
  });
  return NAV_ITEMS.filter(
    (item) =>
      !item.permission ||
      permissions.has(item.permission) ||
      (item.orReadsProjects === true && readable.data === true),
  );
}
