import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { canGoBack, canGoNext, LAST_STEP_INDEX, type WizardProgress } from './wizard-steps';

interface WizardActionsProps {
  stepIndex: number;
  progress: WizardProgress;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
}

/** Previous Step, Close and Next Step; on the last step Next becomes Analyze. */
export function WizardActions({
  stepIndex,
  progress,
  onPrevious,
  onNext,
  onClose,
}: WizardActionsProps) {
  const { t } = useTranslation();
  const onLastStep = stepIndex === LAST_STEP_INDEX;
  const nextAllowed = canGoNext(stepIndex, progress);
  let hint: string | null = null;
  if (stepIndex === 0 && !nextAllowed) hint = t('web.wizard.needsShape');
  if (onLastStep) hint = t('web.wizard.analyzeUnavailable');

  return (
    <Box
      component="footer"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        px: { xs: 2, sm: 3 },
        py: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <Button
        variant="outlined"
        onClick={onPrevious}
        disabled={!canGoBack(stepIndex)}
        data-testid="wizard-previous"
      >
        {t('web.wizard.actions.previous')}
      </Button>
      <Button onClick={onClose} data-testid="wizard-close">
        {t('web.wizard.actions.close')}
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      {hint && (
        <Typography
          id="wizard-next-hint"
          variant="body2"
          sx={{ color: 'text.secondary' }}
          data-testid="wizard-next-hint"
        >
          {hint}
        </Typography>
      )}
      <Tooltip title={hint ?? ''}>
        <span>
          <Button
            variant="contained"
            onClick={onNext}
            disabled={!nextAllowed}
            aria-describedby={hint ? 'wizard-next-hint' : undefined}
            data-testid={onLastStep ? 'wizard-analyze' : 'wizard-next'}
          >
            {onLastStep ? t('web.wizard.actions.analyze') : t('web.wizard.actions.next')}
          </Button>
        </span>
      </Tooltip>
    </Box>
  );
}
