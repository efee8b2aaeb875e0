import { z } from 'zod';

/**
 * `{id}` of the shapefile routes. Any text up to a UUID's length is accepted here and the service
 * answers NOT_FOUND for one that is not a UUID: a 400 would tell a bad id from a hidden one.
 */
export const shapefileIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
