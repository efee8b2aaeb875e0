import { siteListAnswerSchema } from '@ecotone/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

/**
 * The sites the viewer may add a shapefile to (GET /api/site/list, ordered by title), for step
 * 2's "Existing site" choice. Fetched only once that choice is open; the app's 30 s dedupe
 * applies, so a site created by a submission shows up the next time the wizard opens.
 */
export function useSiteList(enabled: boolean) {
  return useQuery({
    queryKey: ['sites', 'list'],
    queryFn: ({ signal }) => api.get('/api/site/list', { schema: siteListAnswerSchema, signal }),
    enabled,
    select: (answer) => answer.sites,
  });
}
