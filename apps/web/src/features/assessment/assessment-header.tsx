import type { AssessmentSummary } from '@ecotone/contracts';
import { languageToLocale } from '@ecotone/i18n';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiErrorText } from '../../api/error-text';
import { formatDate } from '../../ui/format-date';
import { DemoDataNotice } from '../analysis-results';
import { usePreferences } from '../preferences';
import { useCreateReport } from './assessment-api';
import { hasData } from './assessment-model';
import { DriveLink } from './widgets';

/**
 * The page's header: the assessment's title, its site, shapefile, stage, creation date and
 * creator; the demo-data notice when any result read synthetic data; Download report, Print and
 * the documents link.
 */
export function AssessmentHeader({
  summary,
  reportRequested,
  onReportRequested,
}: {
  summary: AssessmentSummary;
  /** A report asked for from this page is still being made. */
  reportRequested: boolean;
  onReportRequested: (reportId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const { units, language } = usePreferences();
  const creating = useCreateReport(summary.assessmentId);
  const download = () =>
    creating.mutate(
      { language: languageToLocale(language), unitSystem: units },
      { onSuccess: (report) => onReportRequested(report.reportId) },
    );
  return (
    <Stack spacing={2} component="header" data-testid="assessment-header">
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {t('assessment.title')}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: '0 !important' }}>
        {summary.title}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {summary.site && (
          <Term label={t('assessment.header.site')}>
            <Link
              component={RouterLink}
              to={`/site/${summary.site.siteId}`}
              data-testid="site-link"
            >
              {summary.site.title}
            </Link>
          </Term>
        )}
        <Term label={t('assessment.header.shapefile')}>{summary.shapefile.name}</Term>
        <Term label={t('assessment.header.stage')}>
          {t(`sharing.site.stages.${summary.stage}`)}
        </Term>
        <Term label={t('assessment.header.created')}>
          {t('assessment.header.createdBy', {
            date: formatDate(summary.createdAt, locale),
            name: summary.creatorName,
          })}
        </Term>
      </Box>
      {summary.synthetic && <DemoDataNotice />}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={t('assessment.header.actions')}
        className="no-print"
      >
        <Button
          variant="contained"
          startIcon={<PictureAsPdfIcon />}
          onClick={download}
          // The server has nothing to report before a tool succeeded (409 NOTHING_TO_REPORT).
          disabled={!hasData(summary)}
          loading={creating.isPending || reportRequested}
          loadingPosition="start"
          data-testid="download-report"
        >
          {t('assessment.header.download')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          data-testid="print-assessment"
        >
          {t('assessment.header.print')}
        </Button>
        <DriveLink url={summary.documentsUrl} />
      </Stack>
      {creating.isError && (
        <Alert severity="error" role="alert" data-testid="download-report-error">
          {t('assessment.reports.createFailed', { message: apiErrorText(creating.error, t) })}
        </Alert>
      )}
    </Stack>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </>
  );
}
