import { z } from 'zod';

/**
 * Which area an analysis ran on, stored with each run and shown with every area of a result:
 * `gross` = the whole shape (no mask set), `net` = the shape minus the merged mask.
 */
export const studyAreaSchema = z.object({
  basis: z.enum(['gross', 'net']),
  grossHa: z.number().nonnegative(),
  maskHa: z.number().nonnegative(),
  netHa: z.number().nonnegative(),
  maskId: z.uuid().nullable(),
});
export type StudyArea = z.infer<typeof studyAreaSchema>;
