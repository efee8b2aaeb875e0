import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../auth';
import { browserStorage } from '../preferences';
import { readShowAdvanced, storeShowAdvanced } from './advanced-options-storage';
import { groupToolsByCategory, type InputsCollection } from './inputs-model';
import { TableToolbar } from './table-toolbar';
import { TOOL_COLUMNS, ToolRow } from './tool-row';
import { useAnalysisMetadata, useInstrumentInfo } from './use-analysis-metadata';

const HUB_PERMISSION = ['access:hub'] as const;

export interface AnalysisInputsTableProps {
  /** Tool type -> parameter id -> value; only enabled tools are present. */
  value: InputsCollection;
  onChange: (inputs: InputsCollection) => void;
  /** The shape whose prior analyses the analysis-id pickers list; null before one is saved. */
  shapefileId: string | null;
  /** The template the inputs started from (e.g. the restoration activity's), if any. */
  templateId?: string | null;
}

/**
 * The analysis inputs table (specs/3 section 2): tools grouped by category, each with its
 * enable checkbox and expandable parameters, a template dropdown and the table options.
 * Controlled: the wizard's Analyze step and the analysis manager hold the value.
 */
export function AnalysisInputsTable({
  value,
  onChange,
  shapefileId,
  templateId = null,
}: AnalysisInputsTableProps) {
  const { t } = useTranslation();
  const metadata = useAnalysisMetadata();
  // One permission question for the whole table: access:hub shows description keys and lists
  // the hub-only datasets (decision 0026).
  const permissions = usePermissions(HUB_PERMISSION);
  const hub = permissions.has('access:hub');
  const instrumentInfo = useInstrumentInfo(hub, !permissions.isPending);
  const [showAdvanced, setShowAdvanced] = useState(() => readShowAdvanced(browserStorage()));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  if (metadata.isPending) return <TableSkeleton label={t('analysisInputs.loading')} />;
  if (metadata.isError) {
    return (
      <Alert
        severity="error"
        data-testid="analysis-inputs-error"
        action={
          <Button color="inherit" startIcon={<RefreshIcon />} onClick={() => metadata.refetch()}>
            {t('analysisInputs.retry')}
          </Button>
        }
      >
        {t('analysisInputs.loadFailed')}
      </Alert>
    );
  }
  const groups = groupToolsByCategory(metadata.data.tools);
  if (groups.length === 0) {
    return (
      <Alert severity="info" data-testid="analysis-inputs-empty">
        {t('analysisInputs.empty')}
      </Alert>
    );
  }

  const setToolExpanded = (scriptType: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(scriptType);
      else next.delete(scriptType);
      return next;
    });

  return (
    <Box data-testid="analysis-inputs-table" data-show-advanced={showAdvanced}>
      <TableToolbar
        metadata={metadata.data}
        value={value}
        onChange={onChange}
        showAdvanced={showAdvanced}
        templateId={templateId}
        onShowAdvancedChange={(show) => {
          setShowAdvanced(show);
          storeShowAdvanced(browserStorage(), show);
        }}
      />
      {instrumentInfo.isError && (
        <Alert
          severity="warning"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" onClick={() => instrumentInfo.refetch()}>
              {t('analysisInputs.retry')}
            </Button>
          }
        >
          {t('analysisInputs.instrument.loadFailed')}
        </Alert>
      )}
      <Table size="small" aria-label={t('analysisInputs.tools')}>
        {groups.map((group) => (
          <TableBody key={group.category} data-testid={`tool-category-${group.category}`}>
            <TableRow>
              <TableCell
                component="th"
                scope="rowgroup"
                colSpan={TOOL_COLUMNS}
                sx={{ bgcolor: 'action.hover', fontWeight: 600 }}
              >
                {group.label ?? t('analysisInputs.otherCategory')}
              </TableCell>
            </TableRow>
            {group.tools.map((tool) => (
              <ToolRow
                key={tool.scriptType}
                tool={tool}
                inputs={value}
                onChange={onChange}
                expanded={expanded.has(tool.scriptType)}
                onExpandedChange={(open) => setToolExpanded(tool.scriptType, open)}
                showAdvanced={showAdvanced}
                instrumentInfo={instrumentInfo.data}
                shapefileId={shapefileId}
                showDescriptionKeys={hub}
              />
            ))}
          </TableBody>
        ))}
      </Table>
    </Box>
  );
}

function TableSkeleton({ label }: { label: string }) {
  return (
    <Stack sx={{ gap: 1 }} role="status" aria-label={label} data-testid="analysis-inputs-loading">
      <Skeleton variant="rounded" width={260} height={40} />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} variant="rounded" height={36} />
      ))}
    </Stack>
  );
}
