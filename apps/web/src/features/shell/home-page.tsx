import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useSession } from '../auth';
import { useVisibleNavItems } from './use-visible-nav-items';

/** Where a signed-in user lands: a welcome and one card per area they can use. */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const name = session.status === 'signed-in' ? session.user.name : '';
  const items = useVisibleNavItems();
  useDocumentTitle(t('web.nav.home'));
  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('web.home.welcome', { name })}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem' }}>
          {t('web.home.intro')}
        </Typography>
      </Stack>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {items.map(({ area, path, icon: Icon }) => (
          <Box component="li" key={area}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={path}
                sx={{ height: '100%', alignItems: 'stretch' }}
              >
                <CardContent
                  sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}
                >
                  <Icon color="primary" />
                  <Typography variant="h6" component="h2">
                    {t(`web.areas.${area}.title`)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
                    {t(`web.areas.${area}.description`)}
                  </Typography>
                  <Stack
                    direction="row"
                    spacing={0.5}
                    sx={{ color: 'primary.main', alignItems: 'center' }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {t('web.home.open')}
                    </Typography>
                    <ArrowForwardIcon fontSize="small" aria-hidden />
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
