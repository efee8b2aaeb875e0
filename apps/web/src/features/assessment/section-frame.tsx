import type { AnalysisResult, AssessmentTool } from '@ecotone/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataSources, useAnalysisResult } from '../analysis-results';
import { percentOf, viewDataPath } from './assessment-model';

/** One section of the page: a landmark named by its heading (h2), kept whole in print. */
export function SectionFrame({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={`assessment-${id}`}
      aria-labelledby={headingId}
      className="assessment-section"
      data-testid={`assessment-section-${id}`}
      sx={{ scrollMarginTop: 80 }}
    >
      <Typography
        id={headingId}
        variant="h5"
        component="h2"
        sx={{ mb: 2, pb: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {title}
      </Typography>
      <Stack spacing={3}>{children}</Stack>
    </Box>
  );
}

/**
 * One succeeded tool in its section: its name, the synthetic chip, the 'view data' link to its
 * results tab and its data sources one click away; below, what the section draws of its result
 * (the same `GET /api/analysis-results/{id}?scriptType=` query as the results page).
 */
export function ToolBlock({
  tool,
  children,
}: {
  tool: AssessmentTool;
  children: (result: AnalysisResult) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const result = useAnalysisResult(tool.analysisId, tool.scriptType, true);
  const label = t(`tools.labels.${tool.scriptType}`);
  const synthetic = result.data?.results.synthetic ?? tool.synthetic;
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      className="assessment-tool"
      data-testid={`assessment-tool-${tool.scriptType}`}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
      >
        <Typography id={headingId} variant="h6" component="h3">
          {label}
        </Typography>
        {synthetic && (
          <Chip
            size="small"
            color="warning"
            label={t('assessment.tool.synthetic')}
            title={t('assessment.tool.syntheticHint')}
            data-testid="tool-synthetic"
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={1} className="no-print">
          <Button
            component={RouterLink}
            to={viewDataPath(tool)}
            size="small"
            aria-label={t('assessment.tool.viewDataLabel', { tool: label })}
            data-testid="view-data"
          >
            {t('assessment.tool.viewData')}
          </Button>
          {result.data && <SourcesButton result={result.data} toolLabel={label} />}
        </Stack>
      </Stack>
      {result.isPending ? (
        <Skeleton
          variant="rounded"
          height={160}
          aria-busy="true"
          aria-label={t('web.app.loading')}
          data-testid="tool-loading"
        />
      ) : result.isError ? (
        <Alert severity="error" data-testid="tool-load-failed">
          {t('assessment.tool.loadFailed', { tool: label })}
        </Alert>
      ) : (
        <Stack spacing={3}>{children(result.data)}</Stack>
      )}
    </Box>
  );
}

/** The data sources and methods of a result, in a dialog: the results tab's list. */
function SourcesButton({ result, toolLabel }: { result: AnalysisResult; toolLabel: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={t('assessment.tool.sourcesLabel', { tool: toolLabel })}
        aria-haspopup="dialog"
        data-testid="tool-sources"
      >
        {t('assessment.tool.sources')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        maxWidth="md"
        fullWidth
        data-testid="tool-sources-dialog"
      >
        <DialogTitle id={titleId}>
          {t('assessment.tool.sourcesTitle', { tool: toolLabel })}
        </DialogTitle>
        <DialogContent>
          <DataSources lineage={result.results.lineage} methods={result.results.methods} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('assessment.tool.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Tools still queued or running, each with its progress; failed and cancelled ones, why. */
export function ToolStates({
  running,
  stopped,
}: {
  running: readonly AssessmentTool[];
  stopped: readonly AssessmentTool[];
}) {
  const { t } = useTranslation();
  if (running.length === 0 && stopped.length === 0) return null;
  return (
    <Stack spacing={1.5}>
      {running.map((tool) => {
        const percent = percentOf(tool.progress);
        const labelId = `progress-${tool.scriptType}`;
        return (
          <Box key={tool.scriptType} data-testid={`tool-progress-${tool.scriptType}`}>
            <Typography variant="body2" id={labelId}>
              {t('assessment.tool.progress', {
                tool: t(`tools.labels.${tool.scriptType}`),
                percent,
                state: t(`runs.states.${tool.state}`),
              })}
            </Typography>
            <LinearProgress
              variant={tool.state === 'QUEUED' ? 'indeterminate' : 'determinate'}
              value={percent}
              aria-labelledby={labelId}
            />
          </Box>
        );
      })}
      {stopped.map((tool) => (
        <Alert
          key={tool.scriptType}
          severity={tool.state === 'FAILED' ? 'error' : 'warning'}
          data-testid={`tool-stopped-${tool.scriptType}`}
        >
          {tool.state === 'FAILED'
            ? t('assessment.tool.failed', {
                tool: t(`tools.labels.${tool.scriptType}`),
                error: tool.error ?? t('runs.failures.INTERNAL'),
              })
            : t('assessment.tool.cancelled', { tool: t(`tools.labels.${tool.scriptType}`) })}
        </Alert>
      ))}
    </Stack>
  );
}
