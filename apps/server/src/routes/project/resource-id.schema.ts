import { z } from 'zod';

/** `/api/portfolio/{id}` and `/api/project/{id}` path parameters. */
export const resourceIdParamsSchema = z.object({ id: z.uuid() });
