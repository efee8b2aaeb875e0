import { z } from 'zod';
import { FEATURE_FLAGS } from './permissions.js';

/** Get-started interest topics (specs/2 sections 3 and 9); each maps to an internal contact. */
export const GET_STARTED_INTERESTS = [
  'investing-in-nature',
  'carbon-removal-credits',
  'building-land-resilience',
  'eligible-land',
  'other',
] as const;
export type GetStartedInterest = (typeof GET_STARTED_INTERESTS)[number];

/** Limits of specs/2 sections 5 and 9, plus the lengths the spec leaves to us. */
export const REQUEST_LIMITS = {
  nameMax: 100,
  companyMax: 200,
  jobTitleMax: 40,
  getStartedMessageMax: 320,
  emailMax: 254,
  locationMax: 2048,
  contactSubjectMax: 200,
  contactMessageMax: 5000,
  /** Extra parameters a contact form may carry (`{ subject, message, ...extra }`). */
  contactExtraKeys: 10,
  contactExtraValueMax: 500,
} as const;

/** 6 to 20 characters of digits, spaces, hyphens or plus signs (specs/2 section 5). */
export const PHONE_PATTERN = /^[\d\s+-]{6,20}$/;

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());

const optionalText = (max: number) => z.string().trim().max(max).optional();
const requiredText = (max: number) => z.string().trim().min(1).max(max);
const emailSchema = z.email().max(REQUEST_LIMITS.emailMax);

/**
 * Left empty by people, filled in by form-filling robots: a request that fills it is answered
 * like any other and then dropped.
 */
const honeypot = z.string().max(500).optional();

/**
 * The land a get-started request is about (specs/1 sections 1 and 5, "Ranch location"): read
 * from the visitor's files by POST /api/get-started/shape, sent back with the request.
 */
export const GET_STARTED_SHAPE_LIMITS = {
  /** All the files of one attachment together (a ranch fits in far less). */
  uploadBytes: 5_000_000,
  files: 8,
  fileNameMax: 255,
} as const;

const geoJsonObject = z.unknown().refine((value) => typeof value === 'object' && value !== null, {
  message: 'geojson must be a GeoJSON object',
});

export const getStartedShapeSchema = z.object({
  /** The file (or first file) the shape was read from, named in the contact's mail. */
  fileName: z.string().trim().min(1).max(GET_STARTED_SHAPE_LIMITS.fileNameMax),
  /** A FeatureCollection of polygons; validated and repaired again on submission. */
  geojson: geoJsonObject,
});
export type GetStartedShape = z.infer<typeof getStartedShapeSchema>;

/** POST /api/get-started/shape: the cleaned shape and its area, for the form to show and send. */
export const getStartedShapeAnswerSchema = z.object({
  fileName: z.string(),
  geojson: geoJsonObject,
  areaHa: z.number().positive(),
});
export type GetStartedShapeAnswer = z.infer<typeof getStartedShapeAnswerSchema>;

/** POST /api/get-started (specs/2 section 7). */
export const getStartedRequestSchema = z.object({
  firstName: requiredText(REQUEST_LIMITS.nameMax),
  lastName: requiredText(REQUEST_LIMITS.nameMax),
  company: optionalText(REQUEST_LIMITS.companyMax),
  title: optionalText(REQUEST_LIMITS.jobTitleMax),
  interest: z.enum(GET_STARTED_INTERESTS),
  email: z.string().trim().pipe(emailSchema),
  phone: z.string().trim().regex(PHONE_PATTERN),
  message: optionalText(REQUEST_LIMITS.getStartedMessageMax),
  /** The page the form was sent from. */
  location: z.string().trim().max(REQUEST_LIMITS.locationMax).optional(),
  /** The ranch location, when the visitor attached one. */
  shape: getStartedShapeSchema.optional(),
  website: honeypot,
});
export type GetStartedRequest = z.infer<typeof getStartedRequestSchema>;

/** The answer of the request forms: it never says more (e.g. whether an address was known). */
export const requestReceivedSchema = z.object({ status: z.literal('received') });
export type RequestReceived = z.infer<typeof requestReceivedSchema>;

/** GET /api/country-phone-prefixes: one entry per country, names in the request's language. */
export const countryPhonePrefixSchema = z.object({
  /** ISO 3166-1 alpha-2, e.g. `US`. */
  code: z.string().length(2),
  name: z.string(),
  /** Emoji flag. */
  flag: z.string(),
  /** International calling prefix, e.g. `+1`. */
  prefix: z.string().regex(/^\+\d+$/),
});
export type CountryPhonePrefix = z.infer<typeof countryPhonePrefixSchema>;
export const countryPhonePrefixesSchema = z.array(countryPhonePrefixSchema);

/** Until (or unless) the visitor's country is known: the United States (specs/2 section 3). */
export const DEFAULT_PHONE_COUNTRY: CountryPhonePrefix = {
  code: 'US',
  name: 'United States',
  flag: '🇺🇸',
  prefix: '+1',
};

/** POST /api/newsletter/subscribe. */
export const newsletterSubscribeSchema = z.object({
  email: z.string().trim().pipe(emailSchema),
  website: honeypot,
});
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

/** GET /api/newsletter/{confirm,unsubscribe}?token= */
export const newsletterTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

const CONTACT_FIELDS = new Set(['subject', 'message', 'name', 'email', 'sendCopy', 'website']);
const contactExtraValue = z.union([
  z.string().max(REQUEST_LIMITS.contactExtraValueMax),
  z.number(),
  z.boolean(),
]);

/**
 * POST /api/message-form (specs/1 section 7): `{ subject, message, ...extra }`. The sender comes
 * from the session; `name` and `email` are read only from anonymous visitors.
 */
export const contactMessageSchema = z
  .looseObject({
    subject: optionalText(REQUEST_LIMITS.contactSubjectMax),
    message: requiredText(REQUEST_LIMITS.contactMessageMax),
    name: optionalText(REQUEST_LIMITS.nameMax),
    email: z.string().trim().pipe(emailSchema).optional(),
    /** A copy to the sender; only for signed-in senders, whose address is known to be theirs. */
    sendCopy: z.boolean().optional(),
    website: honeypot,
  })
  .superRefine((body, context) => {
    const extra = Object.entries(body).filter(([key]) => !CONTACT_FIELDS.has(key));
    if (extra.length > REQUEST_LIMITS.contactExtraKeys) {
      context.addIssue({
        code: 'custom',
        message: `at most ${REQUEST_LIMITS.contactExtraKeys} extra parameters`,
      });
    }
    for (const [key, value] of extra) {
      if (key.length > 40 || !contactExtraValue.safeParse(value).success) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: `must be a number, a boolean or a text of at most ${REQUEST_LIMITS.contactExtraValueMax} characters`,
        });
      }
    }
  });
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The extra parameters of a contact message: everything but the known fields. */
export function contactExtraOf(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => !CONTACT_FIELDS.has(key))
      .map(([key, value]) => [key, String(value)]),
  );
}

/** POST and DELETE /api/user/{id}/flags (specs/2 section 7). */
export const userFlagBodySchema = z.object({ flag: z.enum(FEATURE_FLAGS) });
export const userFlagsAnswerSchema = z.object({ userFlags: z.array(z.enum(FEATURE_FLAGS)) });
export type UserFlagsAnswer = z.infer<typeof userFlagsAnswerSchema>;
