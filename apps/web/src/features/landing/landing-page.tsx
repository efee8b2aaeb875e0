import AgricultureIcon from '@mui/icons-material/AgricultureOutlined';
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LeafMark } from '../../ui/leaf-mark';
import { SkipLink } from '../../ui/skip-link';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LEGAL_LINKS } from '../legal';
import { NewsletterSignup } from '../newsletter';
import { AnalysisSection } from './analysis-section';
import { AudienceSection } from './audience-section';
import { HeroSection } from './hero-section';
import { PublicTopBar } from './public-top-bar';

const STEWARD_POINTS = ['carbon', 'water', 'biodiversity', 'degradation'] as const;
const PARTNER_POINTS = ['consistent', 'organise', 'share'] as const;

/** The public page for visitors without a session. */
export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <PublicTopBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1 }}>
        <HeroSection />
        <AudienceSection
          icon={AgricultureIcon}
          eyebrow={t('web.landing.stewards.eyebrow')}
          title={t('web.landing.stewards.title')}
          body={t('web.landing.stewards.body')}
          points={STEWARD_POINTS.map((point) => t(`web.landing.stewards.points.${point}`))}
        />
        <AudienceSection
          icon={HandshakeIcon}
          eyebrow={t('web.landing.partners.eyebrow')}
          title={t('web.landing.partners.title')}
          body={t('web.landing.partners.body')}
          points={PARTNER_POINTS.map((point) => t(`web.landing.partners.points.${point}`))}
          reversed
          tinted
        />
        <AnalysisSection />
        <NewsletterSignup />
      </Box>
      <Box
        component="footer"
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          py: 4,
          px: { xs: 2, sm: 4 },
          bgcolor: 'background.paper',
        }}
      >
        <Box
          sx={{
            maxWidth: 1200,
            mx: 'auto',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
          }}
        >
          <LeafMark size={22} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('web.landing.footer')}
          </Typography>
          <Box
            component="nav"
            aria-label={t('web.legal.label')}
            sx={{ ml: 'auto', display: 'flex', gap: 2 }}
          >
            {LEGAL_LINKS.map(({ document, path }) => (
              <Link
                key={document}
                component={RouterLink}
                to={path}
                variant="body2"
                data-testid={`footer-${document}`}
              >
                {t(`web.legal.${document}`)}
              </Link>
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
