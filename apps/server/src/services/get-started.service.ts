import type { GetStartedRequest } from '@ecotone/contracts';
import { formatQuantity, type Locale, translate } from '@ecotone/i18n';
import type { ComputePool } from '../compute/compute-pool.js';
import type { Mailer } from '../mail/mailer.js';
import { renderMail } from '../mail/render-mail.js';
import type { GetStartedRepository } from '../repositories/get-started.repository.js';
import { preparedShape } from './prepared-shape.js';
import { type AttemptCounterStore, createRateLimiter, type RateLimit } from './rate-limit.js';
import type { ReceivedFile } from './received-file.js';
import { invalidFile, runImportTask } from './shape-file.service.js';
import { invalidShape } from './valid-shape.js';

/** Enough for a person correcting a typo; too few to flood the team's inbox. */
export const GET_STARTED_LIMITS: { perIp: RateLimit; perEmail: RateLimit; shapesPerIp: RateLimit } =
  {
    perIp: { limit: 5, windowMs: 10 * 60_000 },
    perEmail: { limit: 3, windowMs: 10 * 60_000 },
    /** Reading a shape costs a compute thread: a few tries of a file, not a free importer. */
    shapesPerIp: { limit: 10, windowMs: 10 * 60_000 },
  };

/** The name of the shape's file in the contact's mail. */
export const SHAPE_ATTACHMENT_NAME = 'ranch-location.geojson';

/** Who sent a request: the client address (rate limits) and language (their confirmation). */
export interface RequestOrigin {
  ip: string;
  locale: Locale;
}

export interface GetStartedDeps {
  getStartedRequests: GetStartedRepository;
  mailer: Mailer;
  /** Receives requests whose interest has no contact of its own. */
  contactEmail: string;
  /** Interest -> the internal contact who answers it. */
  getStartedContacts: Record<string, string>;
  /** The shape pool: reads attached files and cleans the shape (compute/shape-pool.ts). */
  shapeCompute: ComputePool;
  /** The rate limits' clock; tests move it. */
  now?: () => number;
  /** The rate limits' counters, shared by every API process. */
  attemptCounters: AttemptCounterStore;
  /** Where a failure that the sender need not hear about goes. */
  logError?: (message: string, error: unknown) => void;
}

const orNone = (value: string | undefined) => (value ? value : '-');

/**
 * POST /api/get-started: keep the request, tell the contact who answers its interest (in
 * English: the team's language) and confirm to the requester in their language.
 */
export function createGetStartedService(deps: GetStartedDeps) {
  const perIp = createRateLimiter(GET_STARTED_LIMITS.perIp, {
    store: deps.attemptCounters,
    name: 'get-started.per-ip',
    now: deps.now,
  });
  const perEmail = createRateLimiter(GET_STARTED_LIMITS.perEmail, {
    store: deps.attemptCounters,
    name: 'get-started.per-email',
    now: deps.now,
  });
  const shapesPerIp = createRateLimiter(GET_STARTED_LIMITS.shapesPerIp, {
    store: deps.attemptCounters,
    name: 'get-started.shapes-per-ip',
    now: deps.now,
  });

  /** Validated, repaired (as the wizard does) and measured on the shape pool; 400 INVALID_SHAPE. */
  const cleanShape = async (geojson: unknown) => {
    const prepared = await preparedShape(deps.shapeCompute, geojson, 'measure');
    return { geojsonText: prepared.shapeText, areaHa: prepared.areaHa };
  };

  const contactFor = (interest: string) => deps.getStartedContacts[interest] ?? deps.contactEmail;

  return {
    contactFor,
    /**
     * POST /api/get-started/shape: an anonymous visitor's files read by the same importer as
     * signed-in uploads (shapefile parts, zip, GeoJSON, KML, KMZ), then cleaned and measured, in
     * one task on the shape pool that also encodes the answer (getStartedShapeAnswerSchema's
     * JSON, as bytes). Nothing is stored until the request is sent.
     */
    async readShape(
      files: ReceivedFile[],
      origin: RequestOrigin & { signal?: AbortSignal },
    ): Promise<Uint8Array> {
      await shapesPerIp.consume(`ip:${origin.ip}`);
      const input = {
        files: files.map(({ name, path, bytes }) => ({ name, path, bytes })),
        fileName: files[0]?.name ?? SHAPE_ATTACHMENT_NAME,
      };
      const read = await runImportTask(deps.shapeCompute, 'readAttachedShape', input, {
        ...(origin.signal ? { signal: origin.signal } : {}),
      });
      if (!read.ok)
        throw read.refused === 'file' ? invalidFile(read.reason) : invalidShape(read.reason);
      return read.body;
    },
    async submit(request: GetStartedRequest, origin: RequestOrigin): Promise<void> {
      const email = request.email.toLowerCase();
      await perIp.consume(`ip:${origin.ip}`);
      await perEmail.consume(`email:${email}`);
      // A filled honeypot is a robot: answered like anyone else, kept and mailed nowhere.
      if (request.website) return;
      // Checked before anything is written: a refused shape leaves no request behind.
      const shape = request.shape
        ? { fileName: request.shape.fileName, ...(await cleanShape(request.shape.geojson)) }
        : null;

      const id = await deps.getStartedRequests.save({
        firstName: request.firstName,
        lastName: request.lastName,
        company: request.company || null,
        title: request.title || null,
        interest: request.interest,
        email,
        phone: request.phone,
        message: request.message || null,
        location: request.location || null,
        locale: origin.locale,
        shape,
      });
      const name = `${request.firstName} ${request.lastName}`;
      await deps.mailer.send({
        to: contactFor(request.interest),
        replyTo: email,
        ...renderMail('en', 'getStartedRequest', {
          name,
          email,
          phone: request.phone,
          interest: translate('en', `requests.getStarted.interests.${request.interest}`),
          company: orNone(request.company),
          title: orNone(request.title),
          location: orNone(request.location),
          message: orNone(request.message),
          shape: shape
            ? translate('en', 'emails.getStartedRequest.shape', {
                area: formatQuantity(shape.areaHa, 'ha', 'metric', 'en'),
                otherArea: formatQuantity(shape.areaHa, 'ha', 'imperial', 'en'),
                fileName: shape.fileName,
                attachment: SHAPE_ATTACHMENT_NAME,
              })
            : translate('en', 'emails.getStartedRequest.noShape'),
        }),
        ...(shape
          ? {
              attachments: [
                {
                  filename: SHAPE_ATTACHMENT_NAME,
                  content: shape.geojsonText,
                  contentType: 'application/geo+json',
                },
              ],
            }
          : {}),
      });
      await deps.getStartedRequests.markNotified(id);
      // The team has the request: a confirmation that cannot be sent is not worth a resubmission.
      await deps.mailer
        .send({
          to: email,
          ...renderMail(origin.locale, 'getStartedConfirmation', { firstName: request.firstName }),
        })
        .catch((error: unknown) =>
          (deps.logError ?? console.error)('get-started confirmation not sent', error),
        );
    },
  };
}

export type GetStartedService = ReturnType<typeof createGetStartedService>;
