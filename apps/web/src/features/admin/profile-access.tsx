import { type AccessLevel, OFFERED_ACCESS_LEVELS, type UserExtendedInfo } from '@ecotone/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/error-text';
import { fetchResources, resourceQueryKeys, setAccessLevel } from '../../api/resources';
import { useNotice } from '../../ui/notice';
import {
  ACCESS_TABS,
  type AccessRow,
  type AccessTab,
  accessDetails,
  accessRows,
  ancestorsOf,
  hasExpandDetails,
} from './profile-rules';
import { adminQueryKeys } from './users-api';

const NO_ANCESTORS = new Map();

/**
 * Access permissions (update:user-resources, checked by the dialog) in tabs Portfolios, Projects,
 * Collections, Sites; the first two with "Expand details", which shows the grants behind each
 * level. Each level is a selector saved at once (specs/2 section 4): None removes the direct
 * grant. A toast says what happened.
 */
export function ProfileAccess({ info }: { info: UserExtendedInfo }) {
  const { t } = useTranslation();
  const notify = useNotice();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<AccessTab>('portfolio');
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const rows = accessRows(info, tab);
  const resources = useQuery({
    queryKey: resourceQueryKeys.list,
    queryFn: ({ signal }) => fetchResources(signal),
    enabled: expanded,
  });
  const ancestors = resources.data ? ancestorsOf(resources.data) : NO_ANCESTORS;

  const change = useMutation({
    mutationFn: ({ row, level }: { row: AccessRow; level: AccessLevel }) =>
      setAccessLevel(tab, row.resourceId, info.ecotoneUserId, level),
    onSuccess: (_answer, { level }) => {
      notify({
        severity: 'success',
        message:
          level === 'none'
            ? t('admin.profile.accessRemoved', { name: info.name })
            : t('admin.profile.accessSet', {
                name: info.name,
                level: t(`admin.profile.accessLevels.${level}`),
              }),
      });
    },
    onError: (error) =>
      notify({
        severity: 'error',
        message: t('admin.profile.saveFailed', { message: apiErrorText(error, t) }),
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.user(info.ecotoneUserId) }),
  });

  return (
    <Stack spacing={1} data-testid="profile-access">
      <Typography variant="subtitle2" component="h3">
        {t('admin.profile.access')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: AccessTab) => setTab(next)}
        variant="scrollable"
        aria-label={t('admin.profile.access')}
      >
        {ACCESS_TABS.map((type) => (
          <Tab
            key={type}
            value={type}
            label={t(`admin.profile.accessTabs.${type}`)}
            id={`${id}-${type}-tab`}
            aria-controls={`${id}-${type}-panel`}
            data-testid={`profile-access-tab-${type}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        {hasExpandDetails(tab) && (
          <FormControlLabel
            label={t('admin.profile.expandDetails')}
            control={
              <Checkbox
                checked={expanded}
                onChange={(event) => setExpanded(event.target.checked)}
                size="small"
                data-testid="profile-access-expand"
              />
            }
          />
        )}
        {rows.length === 0 ? (
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', py: 1 }}
            data-testid="profile-access-empty"
          >
            {t(`admin.profile.accessEmpty.${tab}`)}
          </Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.profile.accessColumns.resource')}</TableCell>
                <TableCell sx={{ width: 200 }}>{t('admin.profile.accessColumns.level')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.resourceId} data-testid="profile-access-row">
                  <TableCell>
                    {row.resourceTitle}
                    {expanded &&
                      hasExpandDetails(tab) &&
                      accessDetails(info, tab, row.resourceId, ancestors).map((detail) => (
                        <Typography
                          key={
                            detail.kind === 'direct' ? 'direct' : `${detail.type}-${detail.title}`
                          }
                          variant="caption"
                          component="div"
                          sx={{ color: 'text.secondary' }}
                        >
                          {detail.kind === 'direct'
                            ? t('admin.profile.accessDirect', {
                                level: t(`admin.profile.accessLevels.${detail.accessLevel}`),
                              })
                            : t('admin.profile.accessVia', {
                                type: t(`admin.profile.accessTypes.${detail.type}`),
                                title: detail.title,
                                level: t(`admin.profile.accessLevels.${detail.accessLevel}`),
                              })}
                        </Typography>
                      ))}
                  </TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      value={row.accessLevel}
                      disabled={change.isPending}
                      onChange={(event) =>
                        change.mutate({ row, level: event.target.value as AccessLevel })
                      }
                      slotProps={{
                        htmlInput: {
                          'aria-label': t('admin.profile.accessLevelOf', {
                            title: row.resourceTitle,
                          }),
                          'data-testid': `profile-access-level-${row.resourceId}`,
                        },
                      }}
                    >
                      {OFFERED_ACCESS_LEVELS[tab].map((level) => (
                        <MenuItem key={level} value={level}>
                          {t(`admin.profile.accessLevels.${level}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
    </Stack>
  );
}
