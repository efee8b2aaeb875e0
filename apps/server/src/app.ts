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
import { handleError, handleFrameworkError } from './http/error-handler.js';
import { parseJsonBody } from './http/json-body.js';
import { registerNulInAddressGuard } from './http/nul-character.js';
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
  /**
   * Proxies (addresses, CIDR ranges) whose `X-Forwarded-For` sets `request.ip`; default none, so
   * every per-address limit counts the socket's address, which a client cannot forge.
   */
  trustProxy?: string[];
  /** File uploads: temporary folder and limits (defaults: os.tmpdir(), UPLOAD_LIMITS). */
  uploads?: Partial<UploadSettings>;
}

/** The HTTP API (and, when `webDistDir` is given, the built web app) as one Fastify instance. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // Addresses the router refuses (broken %-escapes, over-long parameters) get our envelope too.
    frameworkErrors: handleFrameworkError,
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: options.trustProxy?.length ? options.trustProxy : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    let parsed: unknown;
    try {
      parsed = parseJsonBody(String(body));
    } catch (error) {
      return done(error as Error, undefined);
    }
    done(null, parsed);
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
        {
          name: 'users',
          description: 'User administration: the user list, invitations, profiles, roles',
        },
        { name: 'admin', description: 'Administration: impersonation audit log, settings' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // Each JSON body's size limit goes in the API document as `x-body-limit` (bytes), for clients
  // and for the malformed-request walk (test/no-server-errors.int.test.ts) to send one byte more.
  app.addHook('onRoute', (route) => {
    if (route.schema?.body) {
      Object.assign(route.schema, {
        'x-body-limit': route.bodyLimit ?? app.initialConfig.bodyLimit,
      });
    }
  });

  const uploads = { ...defaultUploadSettings(), ...options.uploads };
  await app.register(multipart, {
    limits: { fileSize: uploads.fileBytes, files: uploads.files, fields: 10, parts: 40 },
  });
  registerCsrfGuard(app, options.auth);
  registerNulInAddressGuard(app);
  registerViewer(app, options.auth);
  registerRoutes(app, { services: options.services, auth: options.auth, uploads });
  await registerWebApp(app, options.webDistDir);
  return app;
}

export type EcotoneApp = Awaited<ReturnType<typeof buildApp>>;
