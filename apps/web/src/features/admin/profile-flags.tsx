import { FEATURE_FLAGS, type FeatureFlag, type UserExtendedInfo } from '@ecotone/contracts';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';

/** The feature flags (assign:user-flags): the fixed list, each switched at once (optimistic). */
export function ProfileFlags({
  info,
  onChange,
}: {
  info: UserExtendedInfo;
  onChange: (flag: FeatureFlag, enabled: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">{t('admin.profile.flags')}</FormLabel>
      <FormGroup>
        {FEATURE_FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            label={t(`requests.preferences.flags.${flag}`)}
            control={
              <Switch
                checked={info.flags.includes(flag)}
                onChange={(event) => onChange(flag, event.target.checked)}
                slotProps={{ input: { 'data-testid': `profile-flag-${flag}` } as object }}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
