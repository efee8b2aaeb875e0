import {
  type AccessLevel,
  type AccessSource,
  OFFERED_ACCESS_LEVELS,
  type ResourceListAnswer,
} from '@ecotone/contracts';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchResources, resourceQueryKeys } from '../../api/resources';
import { ACCESS_TABS, type AccessTab } from './profile-rules';

interface Option {
  id: string;
  title: string;
}

/** The resources of one type GET /api/resource lists, by title. */
export function resourceOptions(resources: ResourceListAnswer, type: AccessTab): Option[] {
  const options =
    type === 'portfolio'
      ? resources.portfolios.map((item) => ({ id: item.portfolioId, title: item.title }))
      : type === 'project'
        ? resources.projects.map((item) => ({ id: item.projectId, title: item.title }))
        : type === 'collection'
          ? resources.collections.map((item) => ({
              id: item.collectionId,
              title: item.collectionName,
            }))
          : resources.sites.map((item) => ({ id: item.siteId, title: item.title }));
  return options.sort((a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }));
}

/** The level a resource chosen in the invite dialog starts with (the Add button's, specs/2 §4). */
const STARTING_LEVEL: AccessLevel = 'basic';

/**
 * The invite dialog's access levels (specs/2 section 2): pick a type and a resource, then a level
 * for each chosen one; sent as `accessLevels`. A select rather than a search box: an
 * Autocomplete here would make user administration share MUI's Autocomplete with the wizard and
 * split it into a chunk of its own, which the wizard's first load pays for.
 */
export function InviteAccess({
  value,
  onChange,
  enabled,
}: {
  value: readonly AccessSource[];
  onChange: (next: AccessSource[]) => void;
  enabled: boolean;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState<AccessTab>('portfolio');
  const resources = useQuery({
    queryKey: resourceQueryKeys.list,
    queryFn: ({ signal }) => fetchResources(signal),
    enabled,
  });
  const chosenIds = new Set(value.map((grant) => grant.resourceId));
  const options = resources.data
    ? resourceOptions(resources.data, type).filter((option) => !chosenIds.has(option.id))
    : [];
  const titleOf = (grant: AccessSource): string => {
    if (!resources.data || grant.resourceType === 'assessment') return grant.resourceId;
    return (
      resourceOptions(resources.data, grant.resourceType).find(
        (option) => option.id === grant.resourceId,
      )?.title ?? grant.resourceId
    );
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {t('admin.invite.access')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('admin.invite.accessHelp')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ pt: 1 }}>
        <TextField
          select
          size="small"
          label={t('admin.invite.accessType')}
          value={type}
          onChange={(event) => setType(event.target.value as AccessTab)}
          sx={{ minWidth: 150 }}
          slotProps={{ htmlInput: { 'data-testid': 'invite-access-type' } }}
        >
          {ACCESS_TABS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`admin.invite.resourceTypes.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          sx={{ flex: 1 }}
          label={t('admin.invite.accessResource')}
          value=""
          disabled={options.length === 0}
          onChange={(event) => {
            const option = options.find((candidate) => candidate.id === event.target.value);
            if (!option) return;
            onChange([
              ...value,
              { resourceType: type, resourceId: option.id, accessLevel: STARTING_LEVEL },
            ]);
          }}
          slotProps={{ htmlInput: { 'data-testid': 'invite-access-resource' } }}
        >
          {options.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.title}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {value.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('admin.invite.accessNone')}
        </Typography>
      ) : (
        value.map((grant) => (
          <Stack
            key={`${grant.resourceType}-${grant.resourceId}`}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
            data-testid="invite-access-row"
          >
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
              {titleOf(grant)}{' '}
              <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                ({t(`admin.invite.resourceType.${grant.resourceType}`)})
              </Typography>
            </Typography>
            <TextField
              select
              size="small"
              value={grant.accessLevel}
              sx={{ width: 180 }}
              onChange={(event) =>
                onChange(
                  value.map((other) =>
                    other === grant
                      ? { ...grant, accessLevel: event.target.value as AccessLevel }
                      : other,
                  ),
                )
              }
              slotProps={{ htmlInput: { 'aria-label': t('admin.invite.accessLevel') } }}
            >
              {OFFERED_ACCESS_LEVELS[grant.resourceType].map((level) => (
                <MenuItem key={level} value={level}>
                  {t(`admin.profile.accessLevels.${level}`)}
                </MenuItem>
              ))}
            </TextField>
            <IconButton
              size="small"
              aria-label={t('admin.invite.accessRemove', { title: titleOf(grant) })}
              onClick={() => onChange(value.filter((other) => other !== grant))}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))
      )}
    </Stack>
  );
}
