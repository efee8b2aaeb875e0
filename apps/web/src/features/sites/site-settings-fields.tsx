import { SITE_TYPES, type SiteDetail, type SiteType } from '@ecotone/contracts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineEditableText } from '../../ui/inline-editable-text';
import { useNotice } from '../../ui/notice';
import { sharingErrorText } from '../sharing';
import { siteTypeValue, typeSetByProject } from './site-rules';
import { fetchProjects, siteQueryKeys } from './sites-api';
import { useSiteUpdate } from './use-site-update';

/** The site title's limit (contracts/sites.ts, updateSiteBodySchema). */
const SITE_TITLE_MAX = 56;

/**
 * The head of Site Settings (specs/2 section 2): title, the anonymised title (specs/2 section 3;
 * the reserved view's name), type, parent project, created by, collections and the site ID. Without `editable` (no update:site) everything only reads.
 */
export function SiteSettingsFields({ site, editable }: { site: SiteDetail; editable: boolean }) {
  const { t } = useTranslation();
  const notify = useNotice();
  const update = useSiteUpdate(site.siteId);
  const typeId = useId();
  const projectId = useId();
  const projects = useQuery({
    queryKey: siteQueryKeys.projects,
    queryFn: ({ signal }) => fetchProjects(signal),
    enabled: editable,
  });
  const imposedType = typeSetByProject(site);
  const failed = (error: unknown) =>
    notify({ severity: 'error', message: sharingErrorText(error, t) });

  const saveType = (siteType: SiteType) => update.mutate({ siteType }, { onError: failed });
  const saveProject = (parentProjectId: string | null) =>
    update.mutate(
      { parentProjectId },
      {
        onSuccess: () => notify({ severity: 'info', message: t('sharing.settings.parentChanged') }),
        onError: failed,
      },
    );
  // The current project stays an option while the list loads or when the viewer cannot list it.
  const projectOptions = [
    ...(projects.data?.projects ?? []).map((project) => ({
      projectId: project.projectId,
      title: project.title,
    })),
    ...(site.parentProject &&
    !projects.data?.projects.some((project) => project.projectId === site.parentProject?.projectId)
      ? [{ projectId: site.parentProject.projectId, title: site.parentProject.title }]
      : []),
  ];

  return (
    <Stack spacing={2.5}>
      {editable ? (
        <InlineEditableText
          label={t('sharing.settings.siteTitle')}
          value={site.title}
          maxLength={SITE_TITLE_MAX}
          onSave={async (title) => {
            try {
              await update.mutateAsync({ title });
            } catch (error) {
              throw new Error(sharingErrorText(error, t));
            }
          }}
          testId="settings-title"
        />
      ) : (
        <ReadOnly
          label={t('sharing.settings.siteTitle')}
          value={site.title}
          testId="settings-title-read"
        />
      )}
      {editable ? (
        <InlineEditableText
          label={t('sharing.settings.anonymisedTitle')}
          value={site.anonymisedTitle ?? ''}
          maxLength={SITE_TITLE_MAX}
          helperText={t('sharing.settings.anonymisedTitleHelp')}
          onSave={async (value) => {
            try {
              // Empty takes the reserved preview away (the site is then simply not found).
              await update.mutateAsync({ anonymisedTitle: value.trim() === '' ? null : value });
            } catch (error) {
              throw new Error(sharingErrorText(error, t));
            }
          }}
          testId="settings-anonymised-title"
        />
      ) : (
        site.anonymisedTitle && (
          <ReadOnly
            label={t('sharing.settings.anonymisedTitle')}
            value={site.anonymisedTitle}
            testId="settings-anonymised-title-read"
          />
        )
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormControl
          size="small"
          fullWidth
          disabled={!editable || imposedType !== null || update.isPending}
        >
          <InputLabel id={typeId} shrink>
            {t('sharing.settings.siteType')}
          </InputLabel>
          <Select
            labelId={typeId}
            label={t('sharing.settings.siteType')}
            notched
            displayEmpty
            value={siteTypeValue(site.siteType)}
            onChange={(event) => {
              const value = event.target.value;
              if (value) saveType(value as SiteType);
            }}
            renderValue={(value) =>
              value ? t(`workflow.siteTypes.${value}`) : t('sharing.settings.notDefined')
            }
            data-testid="settings-site-type"
          >
            {SITE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`workflow.siteTypes.${type}`)}
              </MenuItem>
            ))}
          </Select>
          {imposedType !== null && site.parentProject && (
            <FormHelperText data-testid="settings-type-set-by-project">
              {t('sharing.settings.typeSetByProject', { project: site.parentProject.title })}
            </FormHelperText>
          )}
        </FormControl>
        <FormControl size="small" fullWidth disabled={!editable || update.isPending}>
          <InputLabel id={projectId} shrink>
            {t('sharing.settings.parentProject')}
          </InputLabel>
          <Select
            labelId={projectId}
            label={t('sharing.settings.parentProject')}
            notched
            displayEmpty
            value={site.parentProject?.projectId ?? ''}
            onChange={(event) => saveProject(event.target.value || null)}
            data-testid="settings-parent-project"
          >
            <MenuItem value="">
              <em>{t('sharing.settings.noParentProject')}</em>
            </MenuItem>
            {projectOptions.map((project) => (
              <MenuItem key={project.projectId} value={project.projectId}>
                {project.title}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <ReadOnly
          label={t('sharing.settings.createdBy')}
          value={site.creatorName}
          note={t('sharing.settings.internalOnly')}
          testId="settings-created-by"
        />
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('sharing.settings.collections')}
          </Typography>
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ flexWrap: 'wrap' }}
            data-testid="settings-collections"
          >
            {site.collections.length === 0 ? (
              <Typography variant="body2">{t('sharing.settings.noCollections')}</Typography>
            ) : (
              site.collections.map((collection) => (
                <Chip
                  key={collection.collectionId}
                  size="small"
                  label={collection.collectionName}
                />
              ))
            )}
          </Stack>
        </Stack>
        <SiteIdField siteId={site.siteId} />
      </Stack>
    </Stack>
  );
}

function ReadOnly({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  testId: string;
}) {
  return (
    <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId}>
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
          {note}
        </Typography>
      )}
    </Stack>
  );
}

function SiteIdField({ siteId }: { siteId: string }) {
  const { t } = useTranslation();
  const notify = useNotice();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(siteId);
      notify({ severity: 'success', message: t('sharing.settings.copied') });
    } catch {
      // Where the browser refuses, the ID stays selectable on screen.
    }
  };
  return (
    <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('sharing.settings.siteId')}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography
          variant="body2"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' }}
          data-testid="settings-site-id"
        >
          {siteId}
        </Typography>
        <Tooltip title={t('sharing.settings.copyId')}>
          <IconButton
            size="small"
            onClick={() => void copy()}
            aria-label={t('sharing.settings.copyId')}
          >
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
