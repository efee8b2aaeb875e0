import { RESTORATION_ACTIVITIES, type RestorationActivity } from '@ecotone/contracts';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalysisInputsTable, applyTemplate, useAnalysisMetadata } from '../../analysis-inputs';
import {
  ACTIVITY_TEMPLATE,
  type AnalysisMode,
  type AnalyzeChoice,
  chooseActivity,
  chooseMode,
} from './analyze-choice';

interface AnalyzeStepProps {
  choice: AnalyzeChoice;
  onChange: (choice: AnalyzeChoice) => void;
  /** The imported shapefile, if any: the analysis-id pickers list its prior analyses. */
  shapefileId: string | null;
}

/**
 * Step 3, Analyze (specs/1 section 2.5): automatic analysis, or manual with a restoration activity
 * and the analysis inputs table. The choice lives in the wizard so moving between steps keeps it.
 */
export function AnalyzeStep({ choice, onChange, shapefileId }: AnalyzeStepProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const manual = choice.mode === 'manual';
  useActivityTemplate(choice, onChange);

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', py: 3, px: 2 }} data-testid="analyze-step">
      <FormControl>
        <FormLabel id={titleId}>
          <Typography variant="h6" component="span" sx={{ color: 'text.primary' }}>
            {t('analysisInputs.analyzeStep.title')}
          </Typography>
        </FormLabel>
        <RadioGroup
          aria-labelledby={titleId}
          value={choice.mode}
          onChange={(event) => onChange(chooseMode(choice, event.target.value as AnalysisMode))}
        >
          {(['automatic', 'manual'] as const).map((mode) => (
            <FormControlLabel
              key={mode}
              value={mode}
              control={
                <Radio
                  slotProps={{ input: { 'data-testid': `analysis-mode-${mode}` } as object }}
                />
              }
              label={
                <Stack sx={{ py: 0.5 }}>
                  <span>{t(`analysisInputs.analyzeStep.${mode}`)}</span>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(`analysisInputs.analyzeStep.${mode}Help`)}
                  </Typography>
                </Stack>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      {manual && (
        <Stack sx={{ gap: 2, mt: 2 }}>
          <ActivitySelect choice={choice} onChange={onChange} />
          <AnalysisInputsTable
            value={choice.inputs ?? {}}
            onChange={(inputs) => onChange({ ...choice, inputs })}
            shapefileId={shapefileId}
            templateId={choice.activity ? ACTIVITY_TEMPLATE[choice.activity] : null}
          />
        </Stack>
      )}
    </Box>
  );
}

function ActivitySelect({ choice, onChange }: Omit<AnalyzeStepProps, 'shapefileId'>) {
  const { t } = useTranslation();
  const missing = choice.activity === null;
  return (
    <Box sx={{ maxWidth: 420 }}>
      <TextField
        select
        required
        fullWidth
        label={t('analysisInputs.analyzeStep.activity')}
        value={choice.activity ?? ''}
        error={missing}
        helperText={
          missing
            ? t('analysisInputs.analyzeStep.activityRequired')
            : choice.activity === 'custom'
              ? t('analysisInputs.analyzeStep.customHelp')
              : undefined
        }
        onChange={(event) =>
          onChange(chooseActivity(choice, event.target.value as RestorationActivity))
        }
        slotProps={{
          select: { SelectDisplayProps: { 'data-testid': 'restoration-activity' } as object },
        }}
      >
        {RESTORATION_ACTIVITIES.map((activity) => (
          <MenuItem key={activity} value={activity} data-testid={`activity-${activity}`}>
            {t(`analysisInputs.analyzeStep.activities.${activity}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

/**
 * Fills the inputs from the activity's template once the metadata is there: choosing manual or
 * an activity leaves `inputs` null, and the catalogue may still be on its way.
 */
function useActivityTemplate(choice: AnalyzeChoice, onChange: (choice: AnalyzeChoice) => void) {
  const metadata = useAnalysisMetadata();
  const templateId = choice.activity ? ACTIVITY_TEMPLATE[choice.activity] : null;
  useEffect(() => {
    if (choice.mode !== 'manual' || choice.inputs !== null || !metadata.data) return;
    const template = metadata.data.templates.find((candidate) => candidate.id === templateId);
    onChange({ ...choice, inputs: template ? applyTemplate(metadata.data, template) : {} });
  }, [choice, metadata.data, templateId, onChange]);
}
