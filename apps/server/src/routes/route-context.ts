import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../auth/create-auth.js';
import type { UploadSettings } from '../http/upload-files.js';
import type { Services } from '../services/index.js';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface RouteContext {
  services: Services;
  auth: Auth;
  uploads: UploadSettings;
}

/** Every route file exports one of these. */
export type RegisterRoute = (app: App, context: RouteContext) => void;

export { errorBodySchema } from '@ecotone/contracts';
export const userIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
