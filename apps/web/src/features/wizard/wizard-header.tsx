import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS } from './wizard-steps';

/** Sticky title and stepper: horizontal on wide screens, vertical on narrow ones. */
export function WizardHeader({ stepIndex, titleId }: { stepIndex: number; titleId: string }) {
  const { t } = useTranslation();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        px: { xs: 2, sm: 3 },
        py: 1,
        display: 'flex',
        flexDirection: wide ? 'row' : 'column',
        alignItems: wide ? 'center' : 'stretch',
        gap: wide ? 4 : 1,
      }}
    >
      <Typography id={titleId} variant="h6" component="h2" sx={{ whiteSpace: 'nowrap' }}>
        {t('web.wizard.title')}
      </Typography>
      <Stepper
        activeStep={stepIndex}
        orientation={wide ? 'horizontal' : 'vertical'}
        aria-label={t('web.wizard.stepsLabel')}
        data-testid="wizard-stepper"
        sx={{ flexGrow: 1 }}
      >
        {WIZARD_STEPS.map((step, index) => (
          <Step key={step} completed={index < stepIndex}>
            <StepLabel data-testid={`wizard-step-${step}`}>
              {t(`web.wizard.steps.${step}`)}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
