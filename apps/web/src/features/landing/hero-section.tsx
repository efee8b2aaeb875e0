import Co2Icon from '@mui/icons-material/Co2';
import ForestIcon from '@mui/icons-material/ForestOutlined';
import LandslideIcon from '@mui/icons-material/LandslideOutlined';
import WaterDropIcon from '@mui/icons-material/WaterDropOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PRELIMINARY_ANALYSIS_HASH } from '../../ui/get-started-links';

const TOPICS = [
  { key: 'carbon', icon: Co2Icon },
  { key: 'water', icon: WaterDropIcon },
  { key: 'biodiversity', icon: ForestIcon },
  { key: 'degradation', icon: LandslideIcon },
] as const;

export function HeroSection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        color: 'common.white',
        // Layered gradients read as contour bands over forest: texture without image files.
        background:
          'radial-gradient(ellipse at 85% 10%, rgba(207, 227, 180, 0.22), transparent 55%),' +
          'radial-gradient(ellipse at 10% 100%, rgba(138, 90, 43, 0.35), transparent 60%),' +
          'linear-gradient(160deg, #1f4128 0%, #2f5d3a 55%, #4f7f57 100%)',
      }}
    >
      <Stack
        spacing={3}
        sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 4 }, py: { xs: 8, md: 14 } }}
      >
        <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: '3rem', md: '4.5rem' } }}>
          {t('web.app.name')}
        </Typography>
        <Typography
          component="p"
          variant="h4"
          sx={{ maxWidth: 820, fontWeight: 500, fontSize: { xs: '1.4rem', md: '2rem' } }}
        >
          {t('web.landing.hero.statement')}
        </Typography>
        <Typography sx={{ maxWidth: 680, opacity: 0.9, fontSize: '1.1rem' }}>
          {t('web.landing.hero.detail')}
        </Typography>
        <Stack
          direction="row"
          component="ul"
          aria-label={t('web.landing.hero.topicsLabel')}
          sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', gap: 1 }}
        >
          {TOPICS.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Chip
                icon={<Icon />}
                label={t(`web.landing.hero.topics.${key}`)}
                sx={{
                  color: 'inherit',
                  bgcolor: 'rgba(255, 255, 255, 0.14)',
                  '& .MuiChip-icon': { color: 'inherit' },
                }}
              />
            </li>
          ))}
        </Stack>
        <Box>
          <Button
            href={PRELIMINARY_ANALYSIS_HASH}
            variant="contained"
            size="large"
            sx={{ bgcolor: '#cfe3b4', color: 'primary.dark', '&:hover': { bgcolor: '#e0eed0' } }}
          >
            {t('web.landing.hero.action')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
