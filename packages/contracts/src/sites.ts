import { z } from 'zod';
import { siteTypeSchema } from './workflow.js';

/**
 * GET /api/site/list (specs/2 section 2: "A site list shows siteId, title, assessmentCount and
 * shapefileCount, ordered by title ascending"): the sites the viewer may add a shapefile to, for
 * step 2's "existing site" choice. A user sees the sites they created; holders of `update:site`
 * see every site.
 */
export const siteListItemSchema = z.object({
  siteId: z.uuid(),
  title: z.string(),
  siteType: siteTypeSchema,
  assessmentCount: z.number().int().nonnegative(),
  shapefileCount: z.number().int().nonnegative(),
});
export type SiteListItem = z.infer<typeof siteListItemSchema>;

export const siteListAnswerSchema = z.object({ sites: z.array(siteListItemSchema) });
export type SiteListAnswer = z.infer<typeof siteListAnswerSchema>;
