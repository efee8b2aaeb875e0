import { randomUUID } from 'node:crypto';
import type { TestContext, TestUser } from '../harness.js';
import { square } from './square.js';

/** Portfolios, projects, collections, sites, shapefiles and assessments made straight in SQL. */
export function resourceMaker(context: TestContext) {
  const { database, repositories } = context.runtime;
  const one = async (sql: string, values: unknown[]) =>
    ((await database.query<{ id: string }>(sql, values)).rows[0] as { id: string }).id;
  let shapefileCount = 0;
  return {
    portfolio: (createdBy: string, visibility = 'external', title = 'Fund') =>
      one(
        'INSERT INTO portfolio (title, visibility, created_by) VALUES ($1, $2, $3) RETURNING id',
        [title, visibility, createdBy],
      ),
    project: (
      createdBy: string,
      options: { portfolioId?: string; visibility?: string; pipelineClass?: string } = {},
    ) =>
      one(
        `INSERT INTO project (title, slug, parent_portfolio_id, visibility, pipeline_class, created_by)
         VALUES ('Powder River', $1, $2, $3, $4, $5) RETURNING id`,
        [
          `powder-river-${randomUUID().slice(0, 8)}`,
          options.portfolioId ?? null,
          options.visibility ?? 'external',
          options.pipelineClass ?? null,
          createdBy,
        ],
      ),
    collection: (createdBy: string, ownerUserId: string | null = null, name = 'Wyoming') =>
      one(
        'INSERT INTO collection (name, owner_user_id, created_by) VALUES ($1, $2, $3) RETURNING id',
        [name, ownerUserId, createdBy],
      ),
    collectionItem: (collectionId: string, itemType: string, itemId: string) =>
      database.query(
        'INSERT INTO collection_item (collection_id, item_type, item_id) VALUES ($1, $2, $3)',
        [collectionId, itemType, itemId],
      ),
    site: async (createdBy: string, options: { projectId?: string; title?: string } = {}) => {
      const id = await repositories.sites.create({
        title: options.title ?? `Ranch ${randomUUID().slice(0, 8)}`,
        siteType: 'ranch',
        createdBy,
      });
      if (options.projectId)
        await database.query('UPDATE site SET parent_project_id = $1 WHERE id = $2', [
          options.projectId,
          id,
        ]);
      return id;
    },
    shapefile: (siteId: string, createdBy: string, name = 'north') =>
      repositories.shapefiles.create({
        siteId,
        name,
        geojsonText: JSON.stringify(square(-107 + (shapefileCount++ % 50) * 0.02, 44.5)),
        totalAreaHa: 88.2,
        createdBy,
      }),
    assessment: (shapefileId: string, createdBy: string) =>
      repositories.assessments.create({
        shapefileId,
        restorationActivity: null,
        analysisId: null,
        createdBy,
      }),
    grant: (
      userId: string,
      resourceType: 'portfolio' | 'project' | 'collection' | 'site' | 'assessment',
      resourceId: string,
      accessLevel: 'no-financials' | 'basic' | 'full',
    ) =>
      repositories.access.setGrant({
        userId,
        resourceType,
        resourceId,
        accessLevel,
        grantedBy: userId,
      }),
  };
}

/** A request through the real app: its status, and its JSON body (or the error's code). */
export function caller(context: TestContext) {
  return async (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const response = await context.app.inject({
      method,
      url,
      headers: user ? { cookie: user.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    const body = response.body ? (response.json() as Record<string, unknown>) : {};
    const error = (body as { error?: { code?: string } }).error;
    return { status: response.statusCode, body, code: error?.code };
  };
}
