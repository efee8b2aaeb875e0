import { FEATURE_FLAGS, type FeatureFlag } from '@ecotone/contracts';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignedInUser } from '../auth';
import { queryKeys } from '../auth';
import { setUserFlag } from './flags-api';

/**
 * The preference toggle list (specs/2 sections 2 and 4): the signed-in user's own feature flags.
 * A change is sent at once and shows "Saving..." until the session (which carries the flags)
 * has been read again; a failure is only logged and the switch goes back.
 */
export function FeatureFlagToggles({ user }: { user: SignedInUser }) {
  return (
    <List data-testid="feature-flag-toggles">
      {FEATURE_FLAGS.map((flag) => (
        <FlagToggle key={flag} user={user} flag={flag} />
      ))}
    </List>
  );
}

function FlagToggle({ user, flag }: { user: SignedInUser; flag: FeatureFlag }) {
  const { t } = useTranslation();
  const labelId = useId();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: async (enabled: boolean) => {
      await setUserFlag(user.id, flag, enabled);
      await queryClient.invalidateQueries({ queryKey: queryKeys.userSession(user.id) });
    },
    onError: (error) => console.warn(`Could not change the feature flag ${flag}`, error),
  });
  const saving = change.isPending;
  const checked = saving ? change.variables : user.flags.includes(flag);

  return (
    <ListItem
      secondaryAction={
        <Switch
          edge="end"
          checked={checked}
          disabled={saving}
          onChange={(event) => change.mutate(event.target.checked)}
          slotProps={{ input: { 'aria-labelledby': labelId } }}
          data-testid={`flag-${flag}`}
        />
      }
    >
      <ListItemText
        id={labelId}
        primary={t(`requests.preferences.flags.${flag}`)}
        secondary={saving ? t('requests.preferences.saving') : undefined}
      />
    </ListItem>
  );
}
