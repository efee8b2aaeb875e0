import type {
  AccessLevel,
  Portfolio,
  Project,
  ProjectOriginTier,
  ProjectStage,
  ResourceVisibility,
  SiteType,
} from '@ecotone/contracts';
import type { AccessPolicy, AccessSubject } from '../access/access-policy.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type {
  PortfolioRecord,
  ProjectFields,
  ProjectRecord,
  ProjectRepository,
} from '../repositories/project.repository.js';
import type { PermissionService } from './permission.service.js';
import { EDIT_RESOURCES } from './sharing.service.js';

/** A project's slug from its title: lower case ASCII words joined by dashes. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'project';
}

/** `base`, or `base-2`, `base-3` ... the first not in `taken`. */
export function uniqueSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

const portfolioOf = (record: PortfolioRecord, accessLevel: AccessLevel): Portfolio => ({
  ...record,
  accessLevel,
  publishedAt: iso(record.publishedAt),
  invalidatedAt: iso(record.invalidatedAt),
});

const projectOf = (record: ProjectRecord, accessLevel: AccessLevel): Project => ({
  ...record,
  accessLevel,
  publishedAt: iso(record.publishedAt),
  invalidatedAt: iso(record.invalidatedAt),
});

export interface ProjectBody {
  title?: string | undefined;
  visibility?: ResourceVisibility | undefined;
  stage?: ProjectStage | undefined;
  originTier?: ProjectOriginTier | null | undefined;
  parentPortfolioId?: string | null | undefined;
  pipelineClass?: SiteType | null | undefined;
  landownerAgreementExists?: boolean | undefined;
}

/**
 * Portfolios and projects (docs/sharing.md; specs/2 section 3): reads follow the access policy;
 * making and editing them needs update:site. A project's sites take its pipeline class whenever
 * it is set or changed.
 */
export function createProjectService(deps: {
  projects: ProjectRepository;
  accessPolicy: AccessPolicy;
  permissions: Pick<PermissionService, 'can' | 'require'>;
}) {
  /** 404 without read access, then 403 without update:site. */
  async function requireEditor(viewer: Viewer, type: 'portfolio' | 'project', id: string) {
    const who = await deps.accessPolicy.subject(viewer);
    await deps.accessPolicy.require(who, type, id);
    await deps.permissions.require(viewer, EDIT_RESOURCES);
    return who;
  }

  async function checkPortfolio(who: AccessSubject, id: string | null | undefined) {
    if (!id) return;
    if ((await deps.accessPolicy.levelOf(who, 'portfolio', id)) === 'none')
      throw new AppError('RESOURCE_NOT_FOUND');
  }

  async function projectAnswer(who: AccessSubject, id: string): Promise<Project> {
    const record = await deps.projects.findProject(id);
    if (!record) throw new AppError('NOT_FOUND');
    return projectOf(record, await deps.accessPolicy.levelOf(who, 'project', id));
  }

  async function portfolioAnswer(who: AccessSubject, id: string): Promise<Portfolio> {
    const record = await deps.projects.findPortfolio(id);
    if (!record) throw new AppError('NOT_FOUND');
    return portfolioOf(record, await deps.accessPolicy.levelOf(who, 'portfolio', id));
  }

  return {
    /** GET /api/portfolios. */
    async portfolios(viewer: Viewer) {
      const who = await deps.accessPolicy.subject(viewer);
      const records = await deps.projects.readablePortfolios(who.userId, who.readsEverything);
      const portfolios: Portfolio[] = [];
      for (const record of records)
        portfolios.push(
          portfolioOf(
            record,
            await deps.accessPolicy.levelOf(who, 'portfolio', record.portfolioId),
          ),
        );
      return { portfolios };
    },

    /** POST /api/portfolios (update:site). */
    async createPortfolio(
      viewer: Viewer,
      body: { title: string; visibility: ResourceVisibility },
    ): Promise<Portfolio> {
      await deps.permissions.require(viewer, EDIT_RESOURCES);
      const id = await deps.projects.createPortfolio({ ...body, createdBy: viewer.userId });
      return portfolioAnswer(await deps.accessPolicy.subject(viewer), id);
    },

    /** PATCH /api/portfolio/{id} (update:site). */
    async updatePortfolio(
      viewer: Viewer,
      id: string,
      body: { title?: string | undefined; visibility?: ResourceVisibility | undefined },
    ): Promise<Portfolio> {
      const who = await requireEditor(viewer, 'portfolio', id);
      await deps.projects.updatePortfolio(id, body);
      return portfolioAnswer(who, id);
    },

    /** GET /api/projects. */
    async projects(viewer: Viewer) {
      const who = await deps.accessPolicy.subject(viewer);
      const records = await deps.projects.readableProjects(who.userId, who.readsEverything);
      const projects: Project[] = [];
      for (const record of records)
        projects.push(
          projectOf(record, await deps.accessPolicy.levelOf(who, 'project', record.projectId)),
        );
      return { projects };
    },

    /** POST /api/projects (update:site): the slug comes from the title, made unique. */
    async createProject(viewer: Viewer, body: ProjectFields): Promise<Project> {
      await deps.permissions.require(viewer, EDIT_RESOURCES);
      const who = await deps.accessPolicy.subject(viewer);
      await checkPortfolio(who, body.parentPortfolioId);
      const id = await deps.projects.inTransaction(async (tx) => {
        const projects = deps.projects.on(tx);
        const base = slugOf(body.title);
        const slug = uniqueSlug(base, await projects.slugsLike(base));
        return projects.createProject({ ...body, slug, createdBy: viewer.userId });
      });
      return projectAnswer(who, id);
    },

    /** PATCH /api/project/{id} (update:site): a new pipeline class reaches its sites. */
    async updateProject(viewer: Viewer, id: string, body: ProjectBody): Promise<Project> {
      const who = await requireEditor(viewer, 'project', id);
      await checkPortfolio(who, body.parentPortfolioId);
      const changes = Object.fromEntries(
        Object.entries(body).filter(([, value]) => value !== undefined),
      ) as Partial<ProjectFields>;
      await deps.projects.inTransaction(async (tx) => {
        const projects = deps.projects.on(tx);
        await projects.updateProject(id, changes);
        if (changes.pipelineClass) await projects.applyPipelineClass(id, changes.pipelineClass);
      });
      return projectAnswer(who, id);
    },

    /** GET /api/project/{id}/metadata: needs read access. */
    async metadata(viewer: Viewer, id: string) {
      const who = await deps.accessPolicy.subject(viewer);
      await deps.accessPolicy.require(who, 'project', id);
      const record = await deps.projects.findProject(id);
      if (!record) throw new AppError('NOT_FOUND');
      return {
        projectId: record.projectId,
        title: record.title,
        slug: record.slug,
        pipelineClass: record.pipelineClass,
      };
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
