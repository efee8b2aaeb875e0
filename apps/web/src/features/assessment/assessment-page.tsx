import type { AssessmentSummary } from '@ecotone/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { apiErrorText } from '../../api/error-text';
import { NotFoundPanel } from '../../ui/not-found-panel';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AreaSummary } from './area-summary';
import { useAssessmentSummary } from './assessment-api';
import { AssessmentHeader } from './assessment-header';
import { hasData, inProgress, isAssessmentId, sectionsOf, stopped } from './assessment-model';
import { FinancialIllustrations } from './financial-illustrations';
import { PrintStyles } from './print-styles';
import { ReportsSection } from './reports-section';
import { RestorationActivity } from './restoration-activity';
import { SectionFrame, ToolBlock, ToolStates } from './section-frame';
import { ToolContent } from './tool-content';

/**
 * /assessment/{assessmentId}: the natural capital assessment summary (specs/3, issue 21;
 * docs/assessment.md). The assessment loader's states: a spinner, 'Error loading assessment
 * {id}' with a reload button, not found, and 'No assessment data yet' until a tool succeeded;
 * then the sections, read again every 2 s while any tool runs.
 */
export function AssessmentPage() {
  const { t } = useTranslation();
  const { assessmentId = '' } = useParams();
  const possible = isAssessmentId(assessmentId);
  const summary = useAssessmentSummary(assessmentId, possible);
  const notFound = !possible || (summary.error instanceof ApiError && summary.error.status === 404);
  useDocumentTitle(summary.data?.title ?? t('assessment.title'));
  return (
    <Container
      maxWidth="lg"
      disableGutters
      className="assessment-page"
      data-testid="assessment-page"
    >
      <PrintStyles />
      {notFound ? (
        <AssessmentNotFound assessmentId={assessmentId} />
      ) : summary.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
          <CircularProgress aria-label={t('assessment.loading')} data-testid="assessment-loading" />
        </Box>
      ) : summary.isError ? (
        <AssessmentError assessmentId={assessmentId} error={summary.error} />
      ) : (
        <AssessmentContent summary={summary.data} />
      )}
    </Container>
  );
}

function AssessmentContent({ summary }: { summary: AssessmentSummary }) {
  const { t } = useTranslation();
  // The report "Download report" asked for, offered as a download by its row once ready.
  const [requestedReportId, setRequestedReportId] = useState<string | null>(null);
  const requestedDone = useCallback(() => setRequestedReportId(null), []);
  const ready = hasData(summary);
  const sections = sectionsOf(summary);
  return (
    <Stack spacing={5}>
      <AssessmentHeader
        summary={summary}
        reportRequested={requestedReportId !== null}
        onReportRequested={setRequestedReportId}
      />
      {!ready ? (
        <NotReady summary={summary} />
      ) : (
        <>
          <Contents ids={['area', ...sections.map((section) => section.section)]} />
          <AreaSummary summary={summary} />
          {sections.map((model) => (
            <SectionFrame
              key={model.section}
              id={model.section}
              title={t(`assessment.sections.${model.section}`)}
            >
              {model.succeeded.map((tool) => (
                <ToolBlock key={tool.scriptType} tool={tool}>
                  {(result) => <ToolContent result={result} summary={summary} />}
                </ToolBlock>
              ))}
              <ToolStates running={model.running} stopped={model.stopped} />
            </SectionFrame>
          ))}
          <RestorationActivity summary={summary} />
          <FinancialIllustrations summary={summary} />
          <ReportsSection
            summary={summary}
            requestedReportId={requestedReportId}
            onRequestedDone={requestedDone}
          />
        </>
      )}
    </Stack>
  );
}

/** specs/3: 'No assessment data yet' while no tool has finished, with each tool's progress. */
function NotReady({ summary }: { summary: AssessmentSummary }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="assessment-not-ready">
      <Typography variant="h5" component="h2" gutterBottom>
        {t('assessment.notReady.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('assessment.notReady.body')}</Typography>
      {summary.tools.length > 0 && (
        <section aria-label={t('assessment.progress.title')}>
          <ToolStates running={inProgress(summary.tools)} stopped={stopped(summary.tools)} />
        </section>
      )}
    </Paper>
  );
}

/** In-page links to the sections: keyboard users reach a section without tabbing through maps. */
function Contents({ ids }: { ids: string[] }) {
  const { t } = useTranslation();
  const all = [...ids, 'restoration', 'financials', 'reports'] as const;
  return (
    <Box
      component="nav"
      aria-label={t('assessment.sections.contents')}
      className="no-print"
      data-testid="assessment-contents"
    >
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        component="ul"
        sx={{ flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none' }}
      >
        {all.map((id) => (
          <li key={id}>
            <Link href={`#assessment-${id}`}>{t(`assessment.sections.${id as 'area'}`)}</Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** An assessment the server answered 404 for: the way out is to the sites (where assessments open). */
function AssessmentNotFound({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation();
  return (
    <NotFoundPanel
      title={t('assessment.notFound.title')}
      body={t('assessment.notFound.body', { id: assessmentId })}
      way={{ to: '/sites', label: t('assessment.notFound.toSites') }}
      testId="assessment-not-found"
    />
  );
}

/** specs/3 sections 2 and 8: 'Error loading assessment {id}' and a button that reloads the page. */
function AssessmentError({ assessmentId, error }: { assessmentId: string; error: Error }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="assessment-error"
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {t('assessment.errors.reload')}
        </Button>
      }
    >
      <AlertTitle>{t('assessment.errors.loading', { id: assessmentId })}</AlertTitle>
      {apiErrorText(error, t)}
    </Alert>
  );
}
