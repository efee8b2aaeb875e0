import type { ScriptType } from '@ecotone/analysis';
import type { AnalysisRecord } from '@ecotone/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AnalysisNotFound } from './analysis-not-found';
import { FetchErrorPanel } from './fetch-error-panel';
import { ResultPanel, ResultSkeleton } from './result-panel';
import { useAnalysisRecord } from './results-api';
import { ResultsHeader } from './results-header';
import { activeTab, isAnalysisId, tabsOf } from './results-model';

/** /analysis-manager/results/{analysisId} with an optional #{scriptType} (specs/3 section 2). */
export function AnalysisResultsPage() {
  const { t } = useTranslation();
  const { analysisId = '' } = useParams();
  // An id that cannot exist is not asked for: the answer would be 404 anyway.
  const possible = isAnalysisId(analysisId);
  const record = useAnalysisRecord(analysisId, possible);
  useDocumentTitle(t('results.title'));
  const notFound = !possible || (record.error instanceof ApiError && record.error.status === 404);
  return (
    <Container maxWidth="lg" sx={{ py: 3 }} data-testid="analysis-results-page">
      {notFound ? (
        <AnalysisNotFound analysisId={analysisId} />
      ) : record.isPending ? (
        <PageSkeleton />
      ) : record.isError ? (
        <FetchErrorPanel analysisId={analysisId} error={record.error} />
      ) : (
        <Stack spacing={3}>
          <ResultsHeader record={record.data} />
          <ResultTabs record={record.data} />
        </Stack>
      )}
    </Container>
  );
}

/** One tab per tool, kept in the URL hash so a result can be linked to and reloaded. */
function ResultTabs({ record }: { record: AnalysisRecord }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = tabsOf(record);
  const current = activeTab(location.hash, tabs);
  const run = record.analyses.find((candidate) => candidate.scriptType === current);
  if (!current || !run) return null;
  const select = (scriptType: ScriptType) =>
    navigate(
      { pathname: location.pathname, search: location.search, hash: scriptType },
      { replace: true },
    );
  return (
    <Box>
      <Tabs
        value={current}
        onChange={(_event, value: ScriptType) => select(value)}
        aria-label={t('results.tabs.label')}
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((scriptType) => (
          <Tab
            key={scriptType}
            value={scriptType}
            label={t(`tools.labels.${scriptType}`)}
            id={`results-tab-${scriptType}`}
            aria-controls={`results-panel-${scriptType}`}
            data-testid={`results-tab-${scriptType}`}
          />
        ))}
      </Tabs>
      <div
        role="tabpanel"
        id={`results-panel-${current}`}
        aria-labelledby={`results-tab-${current}`}
      >
        <ResultPanel key={current} analysisId={record.analysisId} run={run} />
      </div>
    </Box>
  );
}

function PageSkeleton() {
  return (
    <Stack spacing={2}>
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="text" width="30%" />
      <Skeleton variant="rectangular" height={48} />
      <ResultSkeleton />
    </Stack>
  );
}
