import type { SiteDetail } from '@ecotone/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { areaText } from '../../ui/area-text';
import { formatDate } from '../../ui/format-date';
import { useDocumentTitle } from '../../ui/use-document-title';
import { usePreferences } from '../preferences';
import { FinancialTerms } from './site-financials';

/** The site page's content: what the site is, where it belongs, its shapefiles and assessments. */
export function SiteDetailView({ site, onSettings }: { site: SiteDetail; onSettings: () => void }) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(site.title);
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <Stack spacing={3} data-testid="site-page" data-site-id={site.siteId}>
      <Box>
        <Button component={RouterLink} to="/sites" startIcon={<ArrowBackIcon />} size="small">
          {t('sharing.site.backToSites')}
        </Button>
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }} data-testid="site-title">
          {site.title}
        </Typography>
        {site.can.update && (
          <Button
            variant="outlined"
            startIcon={<SettingsIcon />}
            onClick={onSettings}
            data-testid="site-settings"
          >
            {t('sharing.site.settings')}
          </Button>
        )}
      </Stack>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 1,
          m: 0,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <Fact label={t('sharing.site.siteType')} testId="site-type">
          {t(`workflow.siteTypes.${site.siteType}`)}
        </Fact>
        <Fact label={t('sharing.site.parentProject')} testId="site-parent-project">
          {site.parentProject?.title ?? t('sharing.site.noParentProject')}
        </Fact>
        <Fact label={t('sharing.site.collections')} testId="site-collections">
          {site.collections.length === 0 ? (
            t('sharing.site.noCollections')
          ) : (
            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
              {site.collections.map((collection) => (
                <Chip
                  key={collection.collectionId}
                  size="small"
                  label={collection.collectionName}
                />
              ))}
            </Stack>
          )}
        </Fact>
        <Fact label={t('sharing.site.createdBy')} testId="site-created-by">
          {t('sharing.site.createdByOn', {
            name: site.creatorName,
            date: formatDate(site.dateCreated, locale),
          })}
        </Fact>
        <Fact label={t('sharing.sites.columns.accessLevel')} testId="site-access">
          {t(`sharing.levels.${site.accessLevel}`)}
        </Fact>
      </Box>
      <SiteShapefiles site={site} />
      <SiteAssessments site={site} />
      {site.financials ? (
        <FinancialTerms financials={site.financials} />
      ) : (
        <Alert severity="info" data-testid="site-financials-need-full">
          {t('sharing.site.financials.needsFull')}
        </Alert>
      )}
    </Stack>
  );
}

function Fact({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" data-testid={testId}>
        {children}
      </Typography>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function SiteShapefiles({ site }: { site: SiteDetail }) {
  const { t, i18n } = useTranslation();
  const { units, language } = usePreferences();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <Section title={t('sharing.site.shapefiles')}>
      {site.shapefiles.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('sharing.site.noShapefiles')}</Typography>
      ) : (
        <List dense disablePadding data-testid="site-shapefiles">
          {site.shapefiles.map((shapefile) => (
            <ListItem key={shapefile.shapefileId} disableGutters data-testid="site-shapefile">
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/shapefile-manager#${shapefile.shapefileId}`}>
                    {shapefile.shapefileName}
                  </Link>
                }
                secondary={
                  <span data-testid="site-shapefile-area">
                    {t('sharing.site.shapefileArea', {
                      area: areaText(shapefile.totalAreaHa, units, language),
                      date: formatDate(shapefile.dateCreated, locale),
                    })}
                  </span>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}

function SiteAssessments({ site }: { site: SiteDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <Section title={t('sharing.site.assessments')}>
      {site.assessments.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('sharing.site.noAssessments')}</Typography>
      ) : (
        <List dense disablePadding data-testid="site-assessments">
          {site.assessments.map((assessment) => (
            <ListItem key={assessment.assessmentId} disableGutters data-testid="site-assessment">
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    {/* The assessment page (issue 21): its summary, or why it is not ready yet. */}
                    <Link
                      component={RouterLink}
                      to={`/assessment/${encodeURIComponent(assessment.assessmentId)}`}
                      data-testid="site-assessment-link"
                    >
                      {assessment.title}
                    </Link>
                    {assessment.assessmentId === site.primaryAssessmentId && (
                      <Chip size="small" color="primary" label={t('sharing.site.primary')} />
                    )}
                    {!assessment.analysisId && (
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {t('sharing.site.noResults')}
                      </Typography>
                    )}
                  </Stack>
                }
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
      )}
    </Section>
  );
}
