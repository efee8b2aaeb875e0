import {
  type Portfolio,
  PROJECT_ORIGIN_TIERS,
  PROJECT_STAGES,
  PROJECT_TITLE_MAX,
  type Project,
  RESOURCE_VISIBILITIES,
  SITE_TYPES,
} from '@ecotone/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/error-text';
import { useNotice } from '../../ui/notice';
import { type ProjectForm, projectQueryKeys, savePortfolio, saveProject } from './projects-api';

export type FormTarget =
  | { kind: 'portfolio'; portfolio: Portfolio | null }
  | { kind: 'project'; project: Project | null };

const NONE = '';

const initialForm = (target: FormTarget): ProjectForm => {
  if (target.kind === 'portfolio')
    return {
      title: target.portfolio?.title ?? '',
      visibility: target.portfolio?.visibility ?? 'internal',
      stage: 'internal-draft',
      originTier: null,
      parentPortfolioId: null,
      pipelineClass: null,
      landownerAgreementExists: false,
    };
  const project = target.project;
  return {
    title: project?.title ?? '',
    visibility: project?.visibility ?? 'internal',
    stage: project?.stage ?? 'internal-draft',
    originTier: project?.originTier ?? null,
    parentPortfolioId: project?.parentPortfolioId ?? null,
    pipelineClass: project?.pipelineClass ?? null,
    landownerAgreementExists: project?.landownerAgreementExists ?? false,
  };
};

/** Create or edit a portfolio (title, visibility) or a project (and its stage, origin, ...). */
export function ProjectFormDialog({
  target,
  portfolios,
  onClose,
}: {
  target: FormTarget;
  portfolios: readonly Portfolio[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotice();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => initialForm(target));
  const editing = target.kind === 'portfolio' ? target.portfolio : target.project;
  const save = useMutation({
    mutationFn: async () => {
      const title = form.title.trim();
      if (target.kind === 'portfolio')
        return savePortfolio(target.portfolio?.portfolioId ?? null, {
          title,
          visibility: form.visibility,
        });
      return saveProject(target.project?.projectId ?? null, { ...form, title });
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: projectQueryKeys.all });
      notify({
        severity: 'success',
        message: t('collections.projects.form.saved', { title: saved.title }),
      });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.title.trim() !== '') save.mutate();
  };
  const set = <K extends keyof ProjectForm>(key: K, value: ProjectForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const titleKey =
    target.kind === 'portfolio'
      ? editing
        ? 'editPortfolio'
        : 'newPortfolio'
      : editing
        ? 'editProject'
        : 'newProject';

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
      data-testid="project-form-dialog"
    >
      <DialogTitle>{t(`collections.projects.form.${titleKey}`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('collections.projects.form.title')}
            value={form.title}
            onChange={(event) => set('title', event.target.value)}
            required
            autoFocus
            slotProps={{
              htmlInput: { maxLength: PROJECT_TITLE_MAX, 'data-testid': 'project-form-title' },
            }}
          />
          <TextField
            select
            label={t('collections.projects.form.visibility')}
            value={form.visibility}
            onChange={(event) => set('visibility', event.target.value as ProjectForm['visibility'])}
          >
            {RESOURCE_VISIBILITIES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`collections.projects.visibilities.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          {target.kind === 'project' && (
            <>
              <TextField
                select
                label={t('collections.projects.form.stage')}
                value={form.stage}
                onChange={(event) => set('stage', event.target.value as ProjectForm['stage'])}
              >
                {PROJECT_STAGES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {t(`collections.projects.stages.${value}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={t('collections.projects.form.origin')}
                value={form.originTier ?? NONE}
                onChange={(event) =>
                  set(
                    'originTier',
                    event.target.value === NONE
                      ? null
                      : (event.target.value as NonNullable<ProjectForm['originTier']>),
                  )
                }
              >
                <MenuItem value={NONE}>{t('collections.projects.notDefined')}</MenuItem>
                {PROJECT_ORIGIN_TIERS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {value} {t(`collections.projects.tiers.${value}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={t('collections.projects.form.portfolio')}
                value={form.parentPortfolioId ?? NONE}
                onChange={(event) =>
                  set('parentPortfolioId', event.target.value === NONE ? null : event.target.value)
                }
              >
                <MenuItem value={NONE}>{t('collections.projects.form.noPortfolio')}</MenuItem>
                {portfolios.map((portfolio) => (
                  <MenuItem key={portfolio.portfolioId} value={portfolio.portfolioId}>
                    {portfolio.title}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={t('collections.projects.form.siteType')}
                value={form.pipelineClass ?? NONE}
                onChange={(event) =>
                  set(
                    'pipelineClass',
                    event.target.value === NONE
                      ? null
                      : (event.target.value as NonNullable<ProjectForm['pipelineClass']>),
                  )
                }
              >
                <MenuItem value={NONE}>{t('collections.projects.notDefined')}</MenuItem>
                {SITE_TYPES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {t(`workflow.siteTypes.${value}`)}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={form.landownerAgreementExists}
                    onChange={(event) => set('landownerAgreementExists', event.target.checked)}
                  />
                }
                label={t('collections.projects.form.landowner')}
              />
            </>
          )}
          {save.isError && (
            <Alert severity="error">
              {t('collections.projects.actionFailed', { message: apiErrorText(save.error, t) })}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('collections.projects.form.cancel')}</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={form.title.trim() === ''}
          loading={save.isPending}
          data-testid="project-form-save"
        >
          {t('collections.projects.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
