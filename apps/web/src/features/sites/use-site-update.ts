import type { SiteAnswer, UpdateSiteBody } from '@ecotone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteQueryKeys, updateSite } from './sites-api';

/**
 * PATCH /api/site/{id}: the answer is the site as it now reads, which replaces the cached one;
 * the Sites page's list is read again (title, type and project show there).
 */
export function useSiteUpdate(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSiteBody) => updateSite(siteId, body),
    onSuccess: ({ site }) => {
      const answer: SiteAnswer = { view: 'full', site };
      queryClient.setQueryData(siteQueryKeys.site(siteId), answer);
      void queryClient.invalidateQueries({ queryKey: siteQueryKeys.list });
    },
  });
}
