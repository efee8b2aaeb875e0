import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DescriptionKeyHint } from './fields/description-key-hint';
import { ParameterField } from './fields/parameter-field';
import { setParameterValue, toolOptionsView } from './inputs-model';
import type { ToolRowProps } from './tool-row-props';

/** The expanded part of a tool row: its visible parameters, or why there are none. */
export function ToolOptions(props: ToolRowProps & { enabled: boolean }) {
  const { t } = useTranslation();
  const { tool, inputs, onChange, showAdvanced, enabled } = props;
  const toolInputs = inputs[tool.scriptType];
  const message = (text: string, kind: string) => (
    <Typography
      variant="body2"
      sx={{ color: 'text.secondary', py: 1.5, pl: 6 }}
      data-testid={`tool-message-${tool.scriptType}`}
      data-kind={kind}
    >
      {text}
    </Typography>
  );

  const view = toolOptionsView(tool, toolInputs ?? {}, showAdvanced);
  if (view.kind === 'none') return message(t('analysisInputs.noOptions'), 'none');
  if (!enabled || !toolInputs) return message(t('analysisInputs.enableToEdit'), 'disabled');
  if (view.kind === 'advancedOnly')
    return message(t('analysisInputs.onlyAdvanced'), 'advancedOnly');

  return (
    <Stack sx={{ gap: 2, py: 2, pl: { xs: 1, sm: 6 }, pr: 1, maxWidth: 720 }}>
      {view.parameters.map((parameter) => (
        <Stack key={parameter.id} direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Stack sx={{ flexGrow: 1 }}>
            <ParameterField
              {...props}
              parameter={parameter}
              toolInputs={toolInputs}
              value={toolInputs[parameter.id]}
              onChange={(value) =>
                onChange(setParameterValue(inputs, tool.scriptType, parameter.id, value))
              }
              fieldId={`${tool.scriptType}-${parameter.id}`}
            />
          </Stack>
          {props.showDescriptionKeys && parameter.descriptionKey && (
            <DescriptionKeyHint descriptionKey={parameter.descriptionKey} />
          )}
          {parameter.advanced && (
            <Chip
              size="small"
              variant="outlined"
              label={t('analysisInputs.advanced')}
              sx={{ mt: 1 }}
            />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
