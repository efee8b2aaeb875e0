import type { ScriptType } from '@ecotone/analysis';
import type { AnalysisRecord } from '@ecotone/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AnalysisNotFound } from './analysis-not-found';
import { FetchErrorPanel } from './fetch-error-panel';
import { ResultMap } from './result-map';
import { ResultPanel, ResultSkeleton } from './result-panel';
import { useAnalysisRecord } from './results-api';
import { ResultsHeader } from './results-header';
import {
  activeTab,
  isAnalysisId,
  type ResultsView,
  searchWithView,
  tabsOf,
  viewOf,
} from './results-model';

/** /analysis-manager/results/{analysisId} with an optional #{scriptType} (specs/3 section 2). */
export function AnalysisResultsPage() {
  const { t } = useTranslation();
  const { analysisId = '' } = useParams();
  const view = viewOf(useLocation().search);
  // An id that cannot exist is not asked for: the answer would be 404 anyway.
  const possible = isAnalysisId(analysisId);
  const record = useAnalysisRecord(analysisId, possible);
  useDocumentTitle(t('results.title'));
  const notFound = !possible || (record.error instanceof ApiError && record.error.status === 404);
  return (
    <Container
      maxWidth={view === 'map' ? 'xl' : 'lg'}
      sx={{ py: 3 }}
      data-testid="analysis-results-page"
    >
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

/**
 * One tab per tool, kept in the URL hash so a result can be linked to and reloaded; the view
 * (map or table) is kept in `?view=`, so a link opens the same view of the same tool.
 */
function ResultTabs({ record }: { record: AnalysisRecord }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = tabsOf(record);
  const current = activeTab(location.hash, tabs);
  const view = viewOf(location.search);
  const run = record.analyses.find((candidate) => candidate.scriptType === current);
  if (!current || !run) return null;
  const select = (scriptType: ScriptType) =>
    navigate(
      { pathname: location.pathname, search: location.search, hash: scriptType },
      { replace: true },
    );
  const switchView = (next: ResultsView) =>
    navigate(
      { pathname: location.pathname, search: searchWithView(location.search, next), hash: current },
      { replace: true },
    );
  return (
    <Box>
      <ViewSwitch view={view} onChange={switchView} />
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
        {view === 'map' ? (
          <ResultMap
            key={current}
            analysisId={record.analysisId}
            shapefileId={record.shapefileId}
            run={run}
          />
        ) : (
          <ResultPanel key={current} analysisId={record.analysisId} run={run} />
        )}
      </div>
    </Box>
  );
}

/** specs/3 "Analysis map": the header switches between map view and table view. */
function ViewSwitch({
  view,
  onChange,
}: {
  view: ResultsView;
  onChange: (view: ResultsView) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        aria-label={t('analysisMap.view.label')}
        onChange={(_event, next: ResultsView | null) => {
          if (next) onChange(next);
        }}
        data-testid="results-view-switch"
      >
        <ToggleButton value="map" data-testid="results-view-map" sx={{ px: 2 }}>
          {t('analysisMap.view.map')}
        </ToggleButton>
        <ToggleButton value="table" data-testid="results-view-table" sx={{ px: 2 }}>
          {t('analysisMap.view.table')}
        </ToggleButton>
      </ToggleButtonGroup>
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
