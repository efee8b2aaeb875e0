import type { SiteDetail } from '@ecotone/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { areaText } from '../../ui/area-text';
import { formatDate } from '../../ui/format-date';
import { useNotice } from '../../ui/notice';
import { usePreferences } from '../preferences';
import { SharingPanel, sharingErrorText } from '../sharing';
import { useSiteUpdate } from './use-site-update';

const TABS = ['assessments', 'shapefiles', 'users'] as const;
type SettingsTab = (typeof TABS)[number];

/** Site Settings' tabs "Assessments", "Shapefiles" and "Users" (specs/2 section 2). */
export function SiteSettingsTabs({ site, editable }: { site: SiteDetail; editable: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<SettingsTab>('assessments');
  return (
    <Box>
      <Tabs value={tab} onChange={(_event, next: SettingsTab) => setTab(next)}>
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`sharing.settings.tabs.${value}`)}
            id={`${id}-${value}-tab`}
            aria-controls={`${id}-${value}-panel`}
            data-testid={`settings-tab-${value}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-${tab}-panel`}
        aria-labelledby={`${id}-${tab}-tab`}
        sx={{ pt: 2 }}
      >
        {tab === 'assessments' && <AssessmentsTab site={site} editable={editable} />}
        {tab === 'shapefiles' && <ShapefilesTab site={site} />}
        {tab === 'users' && <SharingPanel resourceType="site" resourceId={site.siteId} />}
      </Box>
    </Box>
  );
}

/** The assessments, one of them the primary (the one pickers and links lead to). */
function AssessmentsTab({ site, editable }: { site: SiteDetail; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const notify = useNotice();
  const update = useSiteUpdate(site.siteId);
  const locale = i18n.resolvedLanguage ?? 'en';
  if (site.assessments.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        {t('sharing.settings.noAssessments')}
      </Typography>
    );
  }
  return (
    <List
      dense
      aria-label={t('sharing.settings.primaryAssessment')}
      data-testid="settings-assessments"
    >
      {site.assessments.map((assessment) => (
        <ListItem key={assessment.assessmentId} disableGutters>
          <Radio
            checked={site.primaryAssessmentId === assessment.assessmentId}
            disabled={!editable || update.isPending}
            onChange={() =>
              update.mutate(
                { primaryAssessmentId: assessment.assessmentId },
                {
                  onError: (error) =>
                    notify({ severity: 'error', message: sharingErrorText(error, t) }),
                },
              )
            }
            slotProps={{
              input: {
                'aria-label': `${t('sharing.settings.primaryAssessment')}: ${assessment.title}`,
              },
            }}
            size="small"
          />
          <ListItemText
            primary={assessment.title}
            secondary={t('sharing.site.assessmentLine', {
              stage: t(`sharing.site.stages.${assessment.type}`),
              shapefile: assessment.shapefileName,
              creator: assessment.creatorName,
              date: formatDate(assessment.dateCreated, locale),
            })}
          />
        </ListItem>
      ))}
    </List>
  );
}

function ShapefilesTab({ site }: { site: SiteDetail }) {
  const { t, i18n } = useTranslation();
  const { units, language } = usePreferences();
  const locale = i18n.resolvedLanguage ?? 'en';
  if (site.shapefiles.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>{t('sharing.settings.noShapefiles')}</Typography>
    );
  }
  return (
    <List dense data-testid="settings-shapefiles">
      {site.shapefiles.map((shapefile) => (
        <ListItem key={shapefile.shapefileId} disableGutters>
          <ListItemText
            primary={
              <Link
                component={RouterLink}
                to={`/shapefile-manager#${shapefile.shapefileId}`}
                title={t('sharing.settings.openShapefile')}
              >
                {shapefile.shapefileName}
              </Link>
            }
            secondary={t('sharing.site.shapefileArea', {
              area: areaText(shapefile.totalAreaHa, units, language),
              date: formatDate(shapefile.dateCreated, locale),
            })}
          />
        </ListItem>
      ))}
    </List>
  );
}
