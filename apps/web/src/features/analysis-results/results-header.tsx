import type { AnalysisRecord } from '@ecotone/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CancelAnalysis } from './cancel-analysis';
import {
  createdLabel,
  failedRuns,
  isTerminal,
  progressPercent,
  runsInProgress,
  stateColor,
} from './results-model';

/** Id, creation time, overall state, per-tool progress while running, and failures. */
export function ResultsHeader({ record }: { record: AnalysisRecord }) {
  const { t } = useTranslation();
  const running = !isTerminal(record.state);
  return (
    <Stack spacing={2} component="header">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1">
          {t('results.title')}
        </Typography>
        <Chip
          label={t(`runs.states.${record.state}`)}
          color={stateColor(record.state)}
          data-testid="analysis-state"
          data-state={record.state}
        />
        <Box sx={{ flexGrow: 1 }} />
        {record.assessmentIds.map((assessmentId) => (
          <Button
            key={assessmentId}
            component={RouterLink}
            to={`/assessment/${assessmentId}`}
            variant="outlined"
            data-testid="assessment-summary-link"
          >
            {t('results.header.assessmentSummary')}
          </Button>
        ))}
        {running && <CancelAnalysis analysisId={record.analysisId} />}
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          {t('results.header.analysisId')}
        </Box>
        <Box component="dd" sx={{ m: 0, fontFamily: 'monospace' }} data-testid="analysis-id">
          {record.analysisId}
        </Box>
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          {t('results.header.created')}
        </Box>
        <Box component="dd" sx={{ m: 0 }} data-testid="analysis-created">
          {createdLabel(record.state, record.createdAt, t('results.header.pending'))}
        </Box>
      </Box>
      {running &&
        runsInProgress(record).map((run) => {
          const tool = t(`tools.labels.${run.scriptType}`);
          const percent = progressPercent(run.progress);
          return (
            <Box key={run.scriptType} data-testid={`tool-progress-${run.scriptType}`}>
              <Typography variant="body2" id={`progress-${run.scriptType}`}>
                {t('results.header.progress', { tool, percent })} · {t(`runs.states.${run.state}`)}
              </Typography>
              <LinearProgress
                variant={run.state === 'QUEUED' ? 'indeterminate' : 'determinate'}
                value={percent}
                aria-labelledby={`progress-${run.scriptType}`}
              />
            </Box>
          );
        })}
      {failedRuns(record).map((run) => (
        <Alert severity="error" key={run.scriptType} data-testid={`tool-failed-${run.scriptType}`}>
          {t('results.header.toolFailed', {
            tool: t(`tools.labels.${run.scriptType}`),
            error: run.error ?? t('runs.failures.INTERNAL'),
          })}
        </Alert>
      ))}
    </Stack>
  );
}
