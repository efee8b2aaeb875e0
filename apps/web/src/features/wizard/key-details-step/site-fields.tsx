import {
  SITE_NAME_MAX_LENGTH,
  SITE_TYPES,
  type SiteListItem,
  type SiteType,
} from '@ecotone/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chooseExistingSite,
  chooseSiteMode,
  type KeyDetails,
  type SiteMode,
  siteTypeOf,
} from '../wizard-draft';
import { counterText } from './key-details-text';
import { useSiteList } from './use-site-list';

/** Step 2's key details are changed through updaters, so quick edits never use an old value. */
export type KeyDetailsUpdate = (update: (details: KeyDetails) => KeyDetails) => void;

interface SiteFieldsProps {
  details: KeyDetails;
  onChange: KeyDetailsUpdate;
}

/** The site: a new one by name, or an existing one (which brings its own type). */
export function SiteChoiceFields({ details, onChange }: SiteFieldsProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl component="fieldset" sx={{ display: 'flex', gap: 1 }}>
      <FormLabel id={labelId} component="legend">
        {t('keyDetails.site.choice')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={details.siteMode}
        onChange={(event) =>
          onChange((current) => chooseSiteMode(current, event.target.value as SiteMode))
        }
      >
        {(['new', 'existing'] as const).map((mode) => (
          <FormControlLabel
            key={mode}
            value={mode}
            label={t(`keyDetails.site.${mode}`)}
            control={
              <Radio slotProps={{ input: { 'data-testid': `site-mode-${mode}` } as object }} />
            }
          />
        ))}
      </RadioGroup>
      {details.siteMode === 'new' ? (
        <NewSiteName details={details} onChange={onChange} />
      ) : (
        <ExistingSitePicker details={details} onChange={onChange} />
      )}
    </FormControl>
  );
}

function NewSiteName({ details, onChange }: SiteFieldsProps) {
  const { t } = useTranslation();
  const name = details.site.kind === 'new' ? details.site.name : '';
  return (
    <TextField
      required
      fullWidth
      label={t('keyDetails.site.name')}
      value={name}
      error={name.length > SITE_NAME_MAX_LENGTH}
      onChange={(event) => {
        const typed = event.target.value;
        onChange((current) => ({ ...current, site: { kind: 'new', name: typed } }));
      }}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{t('keyDetails.site.nameHelp')}</span>
          <span data-testid="site-name-counter">{counterText(name, SITE_NAME_MAX_LENGTH)}</span>
        </Box>
      }
      slotProps={{
        htmlInput: { maxLength: SITE_NAME_MAX_LENGTH, 'data-testid': 'site-name' },
      }}
    />
  );
}

type SiteOption = Pick<SiteListItem, 'siteId' | 'title' | 'siteType'>;

/** The viewer's sites by title, each with its type, with loading, empty and failure texts. */
function ExistingSitePicker({ details, onChange }: SiteFieldsProps) {
  const { t } = useTranslation();
  const sites = useSiteList(true);
  const options: SiteOption[] = sites.data ?? [];
  const value: SiteOption | null =
    details.site.kind === 'existing'
      ? { siteId: details.site.siteId, title: details.site.title, siteType: details.site.siteType }
      : null;
  let noOptionsText: string = t('keyDetails.site.existingNoMatch');
  if (sites.isError) noOptionsText = t('keyDetails.site.existingFailed');
  else if (options.length === 0) noOptionsText = t('keyDetails.site.existingEmpty');

  return (
    <Autocomplete<SiteOption, false, false, false>
      options={options}
      value={value}
      onChange={(_event, picked) =>
        onChange((current) =>
          chooseExistingSite(
            current,
            picked && { siteId: picked.siteId, title: picked.title, siteType: picked.siteType },
          ),
        )
      }
      getOptionLabel={(option) => option.title}
      getOptionKey={(option) => option.siteId}
      isOptionEqualToValue={(option, chosen) => option.siteId === chosen.siteId}
      autoHighlight
      loading={sites.isPending}
      loadingText={t('keyDetails.site.existingLoading')}
      noOptionsText={noOptionsText}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{option.title}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t(`workflow.siteTypes.${option.siteType}`)}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={t('keyDetails.site.existingLabel')}
          error={sites.isError}
          helperText={sites.isError ? t('keyDetails.site.existingFailed') : undefined}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'existing-site' },
          }}
        />
      )}
    />
  );
}

/**
 * The site type: chosen for a new site; for an existing site its own type, read-only (changing
 * a site's type is a Site Settings edit, docs/decisions/0006-site-types.md).
 */
export function SiteTypeField({ details, onChange }: SiteFieldsProps) {
  const { t } = useTranslation();
  const existing = details.siteMode === 'existing';
  const siteType = siteTypeOf(details);
  return (
    <TextField
      select
      required={!existing}
      fullWidth
      label={t('keyDetails.site.type')}
      value={siteType ?? ''}
      helperText={existing ? t('keyDetails.site.typeOfExisting') : undefined}
      onChange={(event) => {
        const chosen = event.target.value as SiteType;
        onChange((current) => ({ ...current, siteType: chosen }));
      }}
      slotProps={{
        input: { readOnly: existing },
        select: { SelectDisplayProps: { 'data-testid': 'site-type' } as object },
      }}
    >
      {SITE_TYPES.map((value) => (
        <MenuItem key={value} value={value} data-testid={`site-type-${value}`}>
          {t(`workflow.siteTypes.${value}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
