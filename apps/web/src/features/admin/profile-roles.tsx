import type { Role, UserExtendedInfo } from '@ecotone/contracts';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type RoleOption, roleOptions, toggledRoles } from './role-rules';
import { adminQueryKeys, fetchAllRoles } from './users-api';

/**
 * The roles section (shown when the viewer may assign either role kind): one checkbox per role
 * the server lists, unselectable ones greyed out with the reason in their tooltip.
 */
export function ProfileRoles({
  info,
  onChange,
}: {
  info: UserExtendedInfo;
  onChange: (roles: Role[]) => void;
}) {
  const { t } = useTranslation();
  const roles = useQuery({
    queryKey: adminQueryKeys.roles(false),
    queryFn: () => fetchAllRoles(false),
  });
  const entries = roles.data?.roles ?? [];

  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">{t('admin.profile.roles')}</FormLabel>
      {roles.isPending && <Skeleton width={240} height={32} />}
      {roles.isError && (
        <Typography variant="body2" color="error">
          {t('admin.profile.failed')}
        </Typography>
      )}
      <RoleCheckboxes
        options={roleOptions(entries, info.roles)}
        onToggle={(role, checked) => {
          const next = toggledRoles(info.roles, entries, role, checked);
          if (next) onChange(next);
        }}
        testIdPrefix="profile-role"
      />
    </FormControl>
  );
}

/** The checkboxes themselves, shared with the invite dialog. */
export function RoleCheckboxes({
  options,
  onToggle,
  testIdPrefix,
}: {
  options: readonly RoleOption[];
  onToggle: (role: Role, checked: boolean) => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <FormGroup row>
      {options.map((option) => (
        <Tooltip
          key={option.role}
          title={option.disabled ? t('admin.profile.roleNotSelectable') : option.description}
          placement="top-start"
        >
          <FormControlLabel
            label={t(`admin.roles.${option.role}`)}
            disabled={option.disabled}
            control={
              <Checkbox
                checked={option.checked}
                onChange={(event) => onToggle(option.role, event.target.checked)}
                slotProps={{ input: { 'data-testid': `${testIdPrefix}-${option.role}` } as object }}
              />
            }
          />
        </Tooltip>
      ))}
    </FormGroup>
  );
}
