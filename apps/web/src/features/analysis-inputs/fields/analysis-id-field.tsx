import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { analysisCreatedLabel } from '../prior-analyses';
import { usePriorAnalyses } from '../use-analysis-metadata';
import { type FieldProps, fieldTestId } from './field-props';

/** The select's value for "no prior analysis" (analysis ids are never empty). */
const NONE = '';

/**
 * Reuse a prior analysis of the same shape and tool: display mode shows the chosen id or 'None';
 * Edit opens a dropdown of 'None' and the shape's analyses; choosing goes back to display.
 */
export function AnalysisIdParameterField(props: FieldProps) {
  const { t } = useTranslation();
  const { parameter, value, onChange, shapefileId, tool } = props;
  const [editing, setEditing] = useState(false);
  // A parameter may reuse another tool's analyses (e.g. a carbon tool reading a soil sampling).
  const sourceScriptType = parameter.analysisScriptType ?? tool.scriptType;
  const analyses = usePriorAnalyses(shapefileId, sourceScriptType, editing);
  const chosen = typeof value === 'string' && value !== '' ? value : null;
  const testId = fieldTestId(props);

  if (!editing) {
    return (
      <Stack sx={{ gap: 0.5 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography variant="body2">
            {parameter.name}
            {parameter.required ? ' *' : ''}:{' '}
            <strong data-testid={`${testId}-value`}>
              {chosen ?? t('analysisInputs.analysisId.none')}
            </strong>
          </Typography>
          <Button size="small" onClick={() => setEditing(true)} data-testid={`${testId}-edit`}>
            {t('analysisInputs.analysisId.edit')}
          </Button>
        </Stack>
        {parameter.required && !chosen ? (
          <FormHelperText error>{t('analysisInputs.analysisId.enterAnalysisId')}</FormHelperText>
        ) : (
          parameter.description && <FormHelperText>{parameter.description}</FormHelperText>
        )}
      </Stack>
    );
  }

  const done = (
    <Button size="small" onClick={() => setEditing(false)} data-testid={`${testId}-done`}>
      {t('analysisInputs.analysisId.done')}
    </Button>
  );
  if (shapefileId === null || analyses.isError) {
    return (
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Alert severity={analyses.isError ? 'error' : 'info'} sx={{ flexGrow: 1 }}>
          {analyses.isError
            ? t('analysisInputs.analysisId.failedToLoad')
            : t('analysisInputs.analysisId.selectShapefileFirst')}
        </Alert>
        {done}
      </Stack>
    );
  }
  if (analyses.isPending) return <CircularProgress size={24} aria-label={parameter.name} />;

  const list = analyses.data.analyses;
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
      <TextField
        select
        label={t('analysisInputs.analysisId.choose')}
        value={chosen ?? NONE}
        required={parameter.required}
        helperText={list.length === 0 ? t('analysisInputs.analysisId.noneYet') : undefined}
        onChange={(event) => {
          onChange(event.target.value === NONE ? null : event.target.value);
          setEditing(false);
        }}
        size="small"
        fullWidth
        slotProps={{
          select: { defaultOpen: true, SelectDisplayProps: { 'data-testid': testId } as object },
        }}
      >
        <MenuItem value={NONE}>{t('analysisInputs.analysisId.none')}</MenuItem>
        {list.map((analysis) => (
          <MenuItem key={analysis.analysisId} value={analysis.analysisId}>
            {t('analysisInputs.analysisId.option', {
              analysisId: analysis.analysisId,
              created: analysisCreatedLabel(analysis) ?? t('analysisInputs.analysisId.pending'),
            })}
          </MenuItem>
        ))}
      </TextField>
      {done}
    </Stack>
  );
}
