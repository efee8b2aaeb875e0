/**
 * Drizzle table definitions: the typed view of what migrations/ creates. The SQL files are the
 * source of truth (applied at start-up by migrate.ts); keep these in step with them.
 */
import {
  bigserial,
  boolean,
  customType,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  ...timestamps,
});

export const session = pgTable('session', {
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  token: text('token').notNull().unique(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  impersonatedBy: text('impersonated_by'),
  /** email-password, email-link, google or microsoft (migration 0006; auth/sign-in-method.ts). */
  signInMethod: text('sign_in_method'),
  ...timestamps,
});

export const account = pgTable('account', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', {
    withTimezone: true,
  }),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', {
    withTimezone: true,
  }),
  scope: text('scope'),
  password: text('password'),
  ...timestamps,
});

export const verification = pgTable('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ...timestamps,
});

export const role = pgTable('role', {
  name: text('name').primaryKey(),
  selectable: boolean('selectable').notNull().default(true),
  rank: integer('rank').notNull(),
});

export const rolePermission = pgTable(
  'role_permission',
  {
    role: text('role')
      .notNull()
      .references(() => role.name, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (table) => [primaryKey({ columns: [table.role, table.permission] })],
);

export const userFlag = pgTable(
  'user_flag',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    flag: text('flag').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.flag] })],
);

export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  units: text('units').notNull(),
  language: text('language').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const workerHeartbeat = pgTable('worker_heartbeat', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  workerId: text('worker_id').notNull(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});

/** PostGIS geometry; repositories read and write it with raw SQL (ST_* functions). */
const multiPolygon = customType<{ data: string }>({
  dataType: () => 'geometry(MultiPolygon, 4326)',
});

/** Migration 0009: the places owners manage (docs/workflow.md, decision 0006). */
export const site = pgTable('site', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  siteType: text('site_type').notNull(),
  createdBy: text('created_by')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Migration 0008: study areas, analyses, their tool runs, assessments (docs/analysis-runs.md);
 * 0009 adds the site, 0010 the merged mask (docs/shapefiles.md).
 */
export const shapefile = pgTable('shapefile', {
  id: uuid('id').primaryKey().defaultRandom(),
  siteId: uuid('site_id').references(() => site.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  geojson: jsonb('geojson').notNull(),
  geometry: multiPolygon('geometry').notNull(),
  totalAreaHa: doublePrecision('total_area_ha').notNull(),
  maskId: uuid('mask_id'),
  totalMaskAreaHa: doublePrecision('total_mask_area_ha'),
  createdBy: text('created_by')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Migration 0010: the masks of a shapefile's mask set; the GeoJSON lives in file storage. */
export const shapefileMask = pgTable(
  'shapefile_mask',
  {
    shapefileId: uuid('shapefile_id')
      .notNull()
      .references(() => shapefile.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    areaHa: doublePrecision('area_ha').notNull(),
    scale: doublePrecision('scale'),
    storageKey: text('storage_key').notNull(),
    metadata: jsonb('metadata').notNull().default({}),
  },
  (table) => [primaryKey({ columns: [table.shapefileId, table.name] })],
);

export const analysis = pgTable('analysis', {
  id: uuid('id').primaryKey().defaultRandom(),
  shapefileId: uuid('shapefile_id')
    .notNull()
    .references(() => shapefile.id, { onDelete: 'cascade' }),
  createdBy: text('created_by')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  inputs: jsonb('inputs').notNull(),
  state: text('state').notNull().default('QUEUED'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export const analysisToolRun = pgTable(
  'analysis_tool_run',
  {
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analysis.id, { onDelete: 'cascade' }),
    scriptType: text('script_type').notNull(),
    toolVersion: text('tool_version').notNull(),
    state: text('state').notNull().default('QUEUED'),
    progress: doublePrecision('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    error: jsonb('error'),
    values: jsonb('values'),
    layers: jsonb('layers').notNull().default([]),
    lineage: jsonb('lineage').notNull().default([]),
    methods: jsonb('methods').notNull().default([]),
    warnings: jsonb('warnings').notNull().default([]),
    synthetic: boolean('synthetic').notNull().default(false),
    jobId: uuid('job_id').notNull().unique(),
    workerId: text('worker_id'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.analysisId, table.scriptType] })],
);

export const assessment = pgTable('assessment', {
  id: uuid('id').primaryKey().defaultRandom(),
  shapefileId: uuid('shapefile_id')
    .notNull()
    .references(() => shapefile.id, { onDelete: 'cascade' }),
  restorationActivity: text('restoration_activity'),
  analysisId: uuid('analysis_id').references(() => analysis.id, { onDelete: 'set null' }),
  /** Migration 0011: 'internal' until its access changes to 'shared' (decision 0007). */
  visibility: text('visibility').notNull().default('internal'),
  createdBy: text('created_by')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Migration 0009: one answered wizard submission per user and request id. */
export const workflowRequest = pgTable(
  'workflow_request',
  {
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull(),
    workflowName: text('workflow_name').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.createdBy, table.requestId] })],
);

/** Migration 0011: in-app notifications (docs/notifications.md). */
export const notification = pgTable('notification', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  params: jsonb('params').notNull().default({}),
  link: text('link'),
  dedupeKey: text('dedupe_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  readAt: timestamp('read_at', { withTimezone: true }),
});

/** Migration 0011: which channels announced an assessment's finished analysis. */
export const assessmentNotification = pgTable(
  'assessment_notification',
  {
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessment.id, { onDelete: 'cascade' }),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analysis.id, { onDelete: 'cascade' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    inAppAt: timestamp('in_app_at', { withTimezone: true }),
    emailAt: timestamp('email_at', { withTimezone: true }),
    teamChatAt: timestamp('team_chat_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.assessmentId, table.analysisId] })],
);

export const authSchema = { user, session, account, verification };
