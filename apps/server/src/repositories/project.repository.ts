import type {
  ProjectOriginTier,
  ProjectStage,
  ResourceVisibility,
  SiteType,
} from '@ecotone/contracts';
import type { Database, SqlRunner } from '../db/database.js';

export interface PortfolioRecord {
  portfolioId: string;
  title: string;
  visibility: ResourceVisibility;
  projects: { projectId: string; title: string; slug: string }[];
  publishedAt: Date | null;
  invalidatedAt: Date | null;
}

export interface ProjectRecord {
  projectId: string;
  title: string;
  slug: string;
  visibility: ResourceVisibility;
  stage: ProjectStage;
  originTier: ProjectOriginTier | null;
  parentPortfolioId: string | null;
  pipelineClass: SiteType | null;
  landownerAgreementExists: boolean;
  publishedAt: Date | null;
  invalidatedAt: Date | null;
}

export interface ProjectFields {
  title: string;
  visibility: ResourceVisibility;
  stage: ProjectStage;
  originTier: ProjectOriginTier | null;
  parentPortfolioId: string | null;
  pipelineClass: SiteType | null;
  landownerAgreementExists: boolean;
}

const PORTFOLIO_COLUMNS = `pf.id::text AS "portfolioId", pf.title, pf.visibility,
  coalesce((SELECT json_agg(json_build_object('projectId', p.id::text, 'title', p.title, 'slug', p.slug)
                            ORDER BY lower(p.title), p.id)
            FROM project p WHERE p.parent_portfolio_id = pf.id), '[]'::json) AS projects,
  pf.published_at AS "publishedAt", pf.invalidated_at AS "invalidatedAt"`;

const PROJECT_COLUMNS = `p.id::text AS "projectId", p.title, p.slug, p.visibility, p.stage,
  p.origin_tier AS "originTier", p.parent_portfolio_id::text AS "parentPortfolioId",
  p.pipeline_class AS "pipelineClass", p.landowner_agreement_exists AS "landownerAgreementExists",
  p.published_at AS "publishedAt", p.invalidated_at AS "invalidatedAt"`;

const PROJECT_SETS: Record<keyof ProjectFields, string> = {
  title: 'title',
  visibility: 'visibility',
  stage: 'stage',
  originTier: 'origin_tier',
  parentPortfolioId: 'parent_portfolio_id',
  pipelineClass: 'pipeline_class',
  landownerAgreementExists: 'landowner_agreement_exists',
};

/** Portfolios and projects (docs/sharing.md; specs/2 section 3). */
function statements(runner: SqlRunner) {
  return {
    async findPortfolio(id: string): Promise<PortfolioRecord | undefined> {
      const { rows } = await runner.query<PortfolioRecord>(
        `SELECT ${PORTFOLIO_COLUMNS} FROM portfolio pf WHERE pf.id = $1`,
        [id],
      );
      return rows[0];
    },

    /** Portfolios `userId` created or holds a grant on (every one with `everything`), by title. */
    async readablePortfolios(userId: string, everything: boolean): Promise<PortfolioRecord[]> {
      const { rows } = await runner.query<PortfolioRecord>(
        `SELECT ${PORTFOLIO_COLUMNS} FROM portfolio pf
         WHERE $2::boolean OR pf.created_by = $1
            OR EXISTS (SELECT 1 FROM access_grant g WHERE g.user_id = $1
                       AND g.resource_type = 'portfolio' AND g.resource_id = pf.id)
         ORDER BY lower(pf.title), pf.id`,
        [userId, everything],
      );
      return rows;
    },

    async createPortfolio(input: {
      title: string;
      visibility: ResourceVisibility;
      createdBy: string;
    }): Promise<string> {
      const { rows } = await runner.query<{ id: string }>(
        'INSERT INTO portfolio (title, visibility, created_by) VALUES ($1, $2, $3) RETURNING id::text',
        [input.title, input.visibility, input.createdBy],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('portfolio insert returned no id');
      return id;
    },

    async updatePortfolio(
      id: string,
      changes: { title?: string | undefined; visibility?: ResourceVisibility | undefined },
    ): Promise<void> {
      await runner.query(
        `UPDATE portfolio SET title = coalesce($2, title), visibility = coalesce($3, visibility)
         WHERE id = $1`,
        [id, changes.title ?? null, changes.visibility ?? null],
      );
    },

    async findProject(id: string): Promise<ProjectRecord | undefined> {
      const { rows } = await runner.query<ProjectRecord>(
        `SELECT ${PROJECT_COLUMNS} FROM project p WHERE p.id = $1`,
        [id],
      );
      return rows[0];
    },

    /**
     * Projects `userId` created or reaches by a grant on it, its portfolio or a collection holding
     * it (every one with `everything`), by title.
     */
    async readableProjects(userId: string, everything: boolean): Promise<ProjectRecord[]> {
      const { rows } = await runner.query<ProjectRecord>(
        `SELECT ${PROJECT_COLUMNS} FROM project p
         WHERE $2::boolean OR p.created_by = $1
            OR EXISTS (SELECT 1 FROM access_grant g WHERE g.user_id = $1 AND (
                 (g.resource_type = 'project' AND g.resource_id = p.id)
              OR (g.resource_type = 'portfolio' AND g.resource_id = p.parent_portfolio_id)
              OR (g.resource_type = 'collection' AND g.resource_id IN (
                    SELECT ci.collection_id FROM collection_item ci
                    WHERE ci.item_type = 'project' AND ci.item_id = p.id))))
         ORDER BY lower(p.title), p.id`,
        [userId, everything],
      );
      return rows;
    },

    /** The slugs taken among `base` and `base-N`. */
    async slugsLike(base: string): Promise<string[]> {
      const { rows } = await runner.query<{ slug: string }>(
        `SELECT slug FROM project WHERE slug = $1 OR slug ~ ('^' || $1 || '-[0-9]+$')`,
        [base],
      );
      return rows.map((row) => row.slug);
    },

    async portfolioExists(id: string): Promise<boolean> {
      const { rows } = await runner.query('SELECT 1 FROM portfolio WHERE id = $1', [id]);
      return rows.length > 0;
    },

    async createProject(input: ProjectFields & { slug: string; createdBy: string }) {
      const { rows } = await runner.query<{ id: string }>(
        `INSERT INTO project (title, slug, visibility, stage, origin_tier, parent_portfolio_id,
                              pipeline_class, landowner_agreement_exists, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::text`,
        [
          input.title,
          input.slug,
          input.visibility,
          input.stage,
          input.originTier,
          input.parentPortfolioId,
          input.pipelineClass,
          input.landownerAgreementExists,
          input.createdBy,
        ],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('project insert returned no id');
      return id;
    },

    /** Writes the given fields of a project. */
    async updateProject(id: string, changes: Partial<ProjectFields>): Promise<void> {
      const sets: string[] = [];
      const values: unknown[] = [id];
      for (const [key, column] of Object.entries(PROJECT_SETS) as [keyof ProjectFields, string][]) {
        if (changes[key] === undefined) continue;
        values.push(changes[key]);
        sets.push(`${column} = $${values.length}`);
      }
      if (sets.length === 0) return;
      await runner.query(`UPDATE project SET ${sets.join(', ')} WHERE id = $1`, values);
    },

    /** A project's sites take its pipeline class as their site type. */
    async applyPipelineClass(projectId: string, siteType: SiteType): Promise<void> {
      await runner.query('UPDATE site SET site_type = $2 WHERE parent_project_id = $1', [
        projectId,
        siteType,
      ]);
    },
  };
}

export type ProjectStatements = ReturnType<typeof statements>;

export function createProjectRepository(database: Database) {
  return {
    ...statements(database),
    on: (runner: SqlRunner): ProjectStatements => statements(runner),
    inTransaction: <T>(work: (runner: SqlRunner) => Promise<T>): Promise<T> =>
      database.transaction(work),
  };
}

export type ProjectRepository = ReturnType<typeof createProjectRepository>;
