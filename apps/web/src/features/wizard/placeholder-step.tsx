import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { WizardStep } from './wizard-steps';

/** A step whose issue has not landed: says so plainly, with no inputs that do nothing. */
export function PlaceholderStep({ step }: { step: Exclude<WizardStep, 'defineShape'> }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ maxWidth: 720, mx: 'auto', py: 4, px: 2 }}
      data-testid={`wizard-placeholder-${step}`}
    >
      <Alert severity="info" variant="outlined">
        <AlertTitle>
          {t(`web.wizard.steps.${step}`)}: {t('web.wizard.placeholders.notBuilt')}
        </AlertTitle>
        {t(`web.wizard.placeholders.${step}`)}
      </Alert>
    </Box>
  );
}
