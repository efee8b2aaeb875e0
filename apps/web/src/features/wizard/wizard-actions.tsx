import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
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
  /** Analyze, on the last step: starts the submission. */
  onAnalyze: () => void;
  /** While the submission runs: Analyze shows it is busy and nothing else can be pressed. */
  submitting: boolean;
}

/**
 * Previous Step, Close and Next Step; on the last step Next becomes Analyze. While the
 * submission runs every button is disabled, so the draft cannot change or be left under it.
 */
export function WizardActions({
  stepIndex,
  progress,
  onPrevious,
  onNext,
  onClose,
  onAnalyze,
  submitting,
}: WizardActionsProps) {
  const { t } = useTranslation();
  const onLastStep = stepIndex === LAST_STEP_INDEX;
  const nextAllowed = canGoNext(stepIndex, progress);
  let hint: string | null = null;
  if (stepIndex === 0 && !nextAllowed) hint = t('web.wizard.needsShape');
  if (onLastStep && !nextAllowed) hint = t('review.incomplete');
  if (submitting) hint = t('review.submitting');

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
        disabled={!canGoBack(stepIndex) || submitting}
        data-testid="wizard-previous"
      >
        {t('web.wizard.actions.previous')}
      </Button>
      <Button onClick={onClose} disabled={submitting} data-testid="wizard-close">
        {t('web.wizard.actions.close')}
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      {hint && (
        <Typography
          id="wizard-next-hint"
          role={submitting ? 'status' : undefined}
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
            onClick={onLastStep ? onAnalyze : onNext}
            disabled={!nextAllowed || submitting}
            aria-busy={submitting}
            aria-describedby={hint ? 'wizard-next-hint' : undefined}
            startIcon={
              submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
            }
            data-testid={onLastStep ? 'wizard-analyze' : 'wizard-next'}
          >
            {onLastStep ? t('web.wizard.actions.analyze') : t('web.wizard.actions.next')}
          </Button>
        </span>
      </Tooltip>
    </Box>
  );
}
