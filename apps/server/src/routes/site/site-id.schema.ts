import { z } from 'zod';

/** `/api/site/{id}` path parameters. */
export const siteIdParamsSchema = z.object({ id: z.uuid() });
