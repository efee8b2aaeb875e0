import type { Portfolio, Project, ResourceVisibility } from '@ecotone/contracts';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/error-text';
import { formatDate } from '../../ui/format-date';
import { useNotice } from '../../ui/notice';
import { useDocumentTitle } from '../../ui/use-document-title';
import { usePermissions } from '../auth';
import { SharingPanel } from '../sharing';
import { type FormTarget, ProjectFormDialog } from './project-form-dialog';
import {
  fetchPortfolios,
  fetchProjects,
  invalidateResource,
  type PublishableType,
  projectQueryKeys,
  publishResource,
} from './projects-api';
import { publishState } from './publish-state';

const PERMISSIONS = ['update:site'] as const;

interface ShareTarget {
  type: PublishableType;
  id: string;
  title: string;
}

/**
 * /projects (issue 20): the portfolios the viewer can read, each with its projects, then the
 * projects outside any readable portfolio. With update:site: create, edit, publish, invalidate.
 * Share opens the Sharing panel; only external portfolios and projects can be shared.
 */
export function ProjectsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('collections.projects.title'));
  const permissions = usePermissions(PERMISSIONS);
  const mayEdit = permissions.has('update:site');
  const [form, setForm] = useState<FormTarget | null>(null);
  const [sharing, setSharing] = useState<ShareTarget | null>(null);
  const portfolios = useQuery({
    queryKey: projectQueryKeys.portfolios,
    queryFn: ({ signal }) => fetchPortfolios(signal),
  });
  const projects = useQuery({
    queryKey: projectQueryKeys.projects,
    queryFn: ({ signal }) => fetchProjects(signal),
  });

  const pending = portfolios.isPending || projects.isPending;
  const error = portfolios.error ?? projects.error;
  const portfolioList = portfolios.data?.portfolios ?? [];
  const projectList = projects.data?.projects ?? [];
  const readablePortfolios = new Set(portfolioList.map((portfolio) => portfolio.portfolioId));
  const orphans = projectList.filter(
    (project) => !project.parentPortfolioId || !readablePortfolios.has(project.parentPortfolioId),
  );
  const actions = {
    mayEdit,
    onEdit: setForm,
    onShare: setSharing,
  };

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('collections.projects.title')}
        </Typography>
        {mayEdit && (
          <>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => setForm({ kind: 'portfolio', portfolio: null })}
              data-testid="projects-new-portfolio"
            >
              {t('collections.projects.newPortfolio')}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setForm({ kind: 'project', project: null })}
              data-testid="projects-new-project"
            >
              {t('collections.projects.newProject')}
            </Button>
          </>
        )}
      </Stack>
      {pending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('collections.projects.loading')} />
        </Box>
      ) : error ? (
        <Alert severity="error" data-testid="projects-failed">
          {t('collections.projects.failed')} {apiErrorText(error, t)}
        </Alert>
      ) : portfolioList.length === 0 && projectList.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }} data-testid="projects-empty">
          {t('collections.projects.empty')}
        </Typography>
      ) : (
        <>
          {portfolioList.map((portfolio) => (
            <PortfolioSection
              key={portfolio.portfolioId}
              portfolio={portfolio}
              projects={projectList.filter(
                (project) => project.parentPortfolioId === portfolio.portfolioId,
              )}
              {...actions}
            />
          ))}
          {orphans.length > 0 && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('collections.projects.withoutPortfolio')}
              </Typography>
              <ProjectTable projects={orphans} {...actions} />
            </Paper>
          )}
        </>
      )}
      {form && (
        <ProjectFormDialog target={form} portfolios={portfolioList} onClose={() => setForm(null)} />
      )}
      <Dialog
        open={sharing !== null}
        onClose={() => setSharing(null)}
        fullWidth
        maxWidth="md"
        data-testid="projects-share-dialog"
      >
        <DialogTitle>
          {t('collections.projects.shareTitle', { title: sharing?.title ?? '' })}
        </DialogTitle>
        <DialogContent>
          {sharing && <SharingPanel resourceType={sharing.type} resourceId={sharing.id} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSharing(null)}>{t('collections.projects.close')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

interface Actions {
  mayEdit: boolean;
  onEdit: (target: FormTarget) => void;
  onShare: (target: ShareTarget) => void;
}

function PortfolioSection({
  portfolio,
  projects,
  ...actions
}: { portfolio: Portfolio; projects: Project[] } & Actions) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="projects-portfolio">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ alignItems: { md: 'center' }, mb: 1 }}
      >
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {portfolio.title}
        </Typography>
        <Chip size="small" label={t(`collections.projects.visibilities.${portfolio.visibility}`)} />
        <PublishedText resource={portfolio} />
        <RowActions
          type="portfolio"
          id={portfolio.portfolioId}
          title={portfolio.title}
          visibility={portfolio.visibility}
          onEdit={() => actions.onEdit({ kind: 'portfolio', portfolio })}
          mayEdit={actions.mayEdit}
          onShare={actions.onShare}
        />
      </Stack>
      {projects.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('collections.projects.noProjects')}
        </Typography>
      ) : (
        <ProjectTable projects={projects} {...actions} />
      )}
    </Paper>
  );
}

function ProjectTable({ projects, ...actions }: { projects: Project[] } & Actions) {
  const { t } = useTranslation();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('collections.projects.projects')}>
        <TableHead>
          <TableRow>
            {(
              [
                'title',
                'visibility',
                'stage',
                'origin',
                'siteType',
                'landowner',
                'published',
                'actions',
              ] as const
            ).map((column) => (
              <TableCell key={column}>{t(`collections.projects.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {projects.map((project) => (
            <TableRow key={project.projectId} data-testid="projects-project">
              <TableCell>{project.title}</TableCell>
              <TableCell>{t(`collections.projects.visibilities.${project.visibility}`)}</TableCell>
              <TableCell>{t(`collections.projects.stages.${project.stage}`)}</TableCell>
              <TableCell>
                {project.originTier
                  ? `${project.originTier} ${t(`collections.projects.tiers.${project.originTier}`)}`
                  : t('collections.projects.notDefined')}
              </TableCell>
              <TableCell>
                {project.pipelineClass
                  ? t(`workflow.siteTypes.${project.pipelineClass}`)
                  : t('collections.projects.notDefined')}
              </TableCell>
              <TableCell>
                {project.landownerAgreementExists
                  ? t('collections.projects.yes')
                  : t('collections.projects.no')}
              </TableCell>
              <TableCell>
                <PublishedText resource={project} />
              </TableCell>
              <TableCell>
                <RowActions
                  type="project"
                  id={project.projectId}
                  title={project.title}
                  visibility={project.visibility}
                  onEdit={() => actions.onEdit({ kind: 'project', project })}
                  mayEdit={actions.mayEdit}
                  onShare={actions.onShare}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function PublishedText({
  resource,
}: {
  resource: { publishedAt: string | null; invalidatedAt: string | null };
}) {
  const { t, i18n } = useTranslation();
  const state = publishState(resource);
  if (state.kind === 'needs-republish')
    return <Chip size="small" color="warning" label={t('collections.projects.needsRepublish')} />;
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
      {state.kind === 'published'
        ? t('collections.projects.publishedOn', { date: formatDate(state.at, i18n.language) })
        : t('collections.projects.notPublished')}
    </Typography>
  );
}

function RowActions({
  type,
  id,
  title,
  visibility,
  mayEdit,
  onEdit,
  onShare,
}: {
  type: PublishableType;
  id: string;
  title: string;
  visibility: ResourceVisibility;
  mayEdit: boolean;
  onEdit: () => void;
  onShare: (target: ShareTarget) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotice();
  const queryClient = useQueryClient();
  const failed = (error: unknown) =>
    notify({
      severity: 'error',
      message: t('collections.projects.actionFailed', { message: apiErrorText(error, t) }),
    });
  const publish = useMutation({
    mutationFn: () => publishResource(type, id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectQueryKeys.all });
      notify({ severity: 'success', message: t('collections.projects.published', { title }) });
    },
    onError: failed,
  });
  const invalidate = useMutation({
    mutationFn: () => invalidateResource(type, id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectQueryKeys.all });
      notify({ severity: 'info', message: t('collections.projects.invalidated', { title }) });
    },
    onError: failed,
  });
  const shareable = visibility === 'external';
  const notShareable = t(
    type === 'portfolio'
      ? 'collections.projects.notShareablePortfolio'
      : 'collections.projects.notShareableProject',
    { visibility: t(`collections.projects.visibilities.${visibility}`).toLowerCase() },
  );

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 0.5 }}>
      {mayEdit && (
        <>
          <Button size="small" onClick={onEdit} data-testid={`${type}-edit`}>
            {t('collections.projects.edit')}
          </Button>
          <Button
            size="small"
            onClick={() => publish.mutate()}
            loading={publish.isPending}
            data-testid={`${type}-publish`}
          >
            {t('collections.projects.publish')}
          </Button>
          <Button
            size="small"
            onClick={() => invalidate.mutate()}
            loading={invalidate.isPending}
            data-testid={`${type}-invalidate`}
          >
            {t('collections.projects.invalidate')}
          </Button>
        </>
      )}
      <Tooltip title={shareable ? '' : notShareable}>
        {/* A disabled button fires no events: the span carries the tooltip. */}
        <span>
          <Button
            size="small"
            disabled={!shareable}
            onClick={() => onShare({ type, id, title })}
            data-testid={`${type}-share`}
          >
            {t('collections.projects.share')}
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}
