import {
  type Portfolio,
  type Project,
  type ProjectOriginTier,
  type ProjectStage,
  portfolioListAnswerSchema,
  portfolioSchema,
  projectListAnswerSchema,
  projectSchema,
  publishAnswerSchema,
  type ResourceVisibility,
  type SiteType,
} from '@ecotone/contracts';
import { api, apiRequest } from '../../api/client';

export const projectQueryKeys = {
  all: ['projects'] as const,
  portfolios: ['projects', 'portfolios'] as const,
  projects: ['projects', 'projects'] as const,
};

export const fetchPortfolios = (signal?: AbortSignal) =>
  api.get('/api/portfolios', { schema: portfolioListAnswerSchema, signal });

export const fetchProjects = (signal?: AbortSignal) =>
  api.get('/api/projects', { schema: projectListAnswerSchema, signal });

export interface PortfolioForm {
  title: string;
  visibility: ResourceVisibility;
}

export interface ProjectForm extends PortfolioForm {
  stage: ProjectStage;
  originTier: ProjectOriginTier | null;
  parentPortfolioId: string | null;
  pipelineClass: SiteType | null;
  landownerAgreementExists: boolean;
}

export const savePortfolio = (id: string | null, body: PortfolioForm): Promise<Portfolio> =>
  id === null
    ? api.post('/api/portfolios', body, { schema: portfolioSchema })
    : apiRequest(`/api/portfolio/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body,
        schema: portfolioSchema,
      });

export const saveProject = (id: string | null, body: ProjectForm): Promise<Project> =>
  id === null
    ? api.post('/api/projects', body, { schema: projectSchema })
    : apiRequest(`/api/project/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body,
        schema: projectSchema,
      });

export type PublishableType = 'portfolio' | 'project';

export const publishResource = (resourceType: PublishableType, resourceId: string) =>
  api.post(
    '/api/resource/publish',
    { resourcesToInvalidate: [{ resourceType, resourceId }] },
    { schema: publishAnswerSchema },
  );

export const invalidateResource = (resourceType: PublishableType, resourceId: string) =>
  api.post('/api/resource/invalidate', { resourceType, resourceId, notifyAccessChanged: false });
