import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PRELIMINARY_ANALYSIS_HASH } from '../../ui/get-started-links';

const STEPS = ['send', 'analyse', 'review'] as const;

/** The call to action: a preliminary analysis from a shape and contact details. */
export function AnalysisSection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="analysis-title"
      sx={{ px: { xs: 2, sm: 4 }, py: { xs: 7, md: 10 } }}
    >
      <Stack
        spacing={3}
        sx={{
          maxWidth: 1000,
          mx: 'auto',
          p: { xs: 3, md: 6 },
          borderRadius: 4,
          color: 'common.white',
          background: 'linear-gradient(135deg, #5f3d1b 0%, #8a5a2b 100%)',
        }}
      >
        <Typography variant="overline" component="p" sx={{ opacity: 0.85 }}>
          {t('web.landing.analysis.eyebrow')}
        </Typography>
        <Typography
          id="analysis-title"
          variant="h3"
          component="h2"
          sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}
        >
          {t('web.landing.analysis.title')}
        </Typography>
        <Typography sx={{ fontSize: '1.1rem', opacity: 0.92, maxWidth: 760 }}>
          {t('web.landing.analysis.body')}
        </Typography>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            counterReset: 'step',
          }}
        >
          {STEPS.map((step) => (
            <Box
              component="li"
              key={step}
              sx={{
                counterIncrement: 'step',
                p: 2,
                borderRadius: 2,
                bgcolor: 'rgba(255, 255, 255, 0.12)',
                '&::before': {
                  content: 'counter(step)',
                  display: 'block',
                  fontWeight: 700,
                  fontSize: '1.5rem',
                  mb: 0.5,
                },
              }}
            >
              {t(`web.landing.analysis.steps.${step}`)}
            </Box>
          ))}
        </Box>
        <Box>
          <Button
            href={PRELIMINARY_ANALYSIS_HASH}
            variant="contained"
            size="large"
            sx={{
              bgcolor: 'common.white',
              color: 'secondary.dark',
              '&:hover': { bgcolor: '#f3eadf' },
            }}
          >
            {t('web.landing.analysis.action')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
