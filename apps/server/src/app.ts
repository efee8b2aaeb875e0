import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Auth } from './auth/create-auth.js';
import { registerCsrfGuard } from './auth/csrf.js';
import { handleError } from './http/error-handler.js';
import { defaultUploadSettings, type UploadSettings } from './http/upload-files.js';
import { registerViewer } from './http/viewer.js';
import { registerWebApp } from './http/web-app.js';
import { registerRoutes } from './routes/index.js';
import type { Services } from './services/index.js';

export interface AppOptions {
  services: Services;
  auth: Auth;
  version: string;
  /** Folder of the built web app; omitted by tests that only exercise the API. */
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** File uploads: temporary folder and limits (defaults: os.tmpdir(), UPLOAD_LIMITS). */
  uploads?: Partial<UploadSettings>;
}

/** The HTTP API (and, when `webDistDir` is given, the built web app) as one Fastify instance. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  // Browsers and fetch wrappers send `content-type: application/json` on bodiless DELETEs too.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Ecotone API', version: options.version },
      tags: [
        { name: 'system', description: 'Health and operations' },
        {
          name: 'auth',
          description: 'Sessions (better-auth paths are listed in docs/auth.md)',
        },
        {
          name: 'user',
          description: 'The signed-in user: session, permissions, preferences',
        },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const uploads = { ...defaultUploadSettings(), ...options.uploads };
  await app.register(multipart, {
    limits: { fileSize: uploads.fileBytes, files: uploads.files, fields: 10, parts: 40 },
  });
  registerCsrfGuard(app, options.auth);
  registerViewer(app, options.auth);
  registerRoutes(app, { services: options.services, auth: options.auth, uploads });
  await registerWebApp(app, options.webDistDir);
  return app;
}

export type EcotoneApp = Awaited<ReturnType<typeof buildApp>>;
