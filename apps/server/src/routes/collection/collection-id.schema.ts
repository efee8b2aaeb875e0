import { z } from 'zod';

/** `/api/collection/{id}` path parameters. */
export const collectionIdParamsSchema = z.object({ id: z.uuid() });
