import type { UserExtendedInfo } from '@ecotone/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS_TABS, type AccessTab, accessRows, hasExpandDetails } from './profile-rules';

/**
 * Access permissions (update:user-resources) in tabs Portfolios, Projects, Collections, Sites;
 * the first two with "Expand details", which shows the grants behind each level. The sharing
 * issue fills them; until then each tab says plainly that nothing is granted and why.
 */
export function ProfileAccess({ info }: { info: UserExtendedInfo }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<AccessTab>('portfolio');
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const rows = accessRows(info, tab);

  return (
    <Stack spacing={1}>
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
                <TableCell>{t('admin.profile.accessColumns.level')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.resourceId}>
                  <TableCell>
                    {row.resourceTitle}
                    {expanded &&
                      row.sources.map((source) => (
                        <Typography
                          key={`${source.resourceType}-${source.resourceId}`}
                          variant="caption"
                          component="div"
                          sx={{ color: 'text.secondary' }}
                        >
                          {t(`admin.profile.accessLevels.${source.accessLevel}`)}
                        </Typography>
                      ))}
                  </TableCell>
                  <TableCell>{t(`admin.profile.accessLevels.${row.accessLevel}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
    </Stack>
  );
}
