import LockIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CONTACT_HASH } from '../../ui/contact-link';
import { useDocumentTitle } from '../../ui/use-document-title';

/**
 * The reserved view (a site another party reserved, specs/1 2.5): no geometry and no details,
 * only a blurred neutral picture, the anonymised title and the way to get in touch (the contact
 * dialog, opened by its URL hash).
 */
export function SiteReserved({ title }: { title: string }) {
  const { t } = useTranslation();
  const heading = t('sharing.site.reserved.heading');
  useDocumentTitle(heading);
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }} data-testid="site-reserved">
      <Box aria-hidden sx={{ height: 240, borderRadius: 2, overflow: 'hidden' }}>
        <Box
          sx={{
            height: '100%',
            // A made-up landscape of soft fields, blurred: nothing of the site's shape or place.
            background:
              'radial-gradient(circle at 20% 30%, #a5c79b 0, transparent 45%), radial-gradient(circle at 70% 60%, #cbbf8f 0, transparent 40%), radial-gradient(circle at 45% 85%, #8fb3a0 0, transparent 35%), linear-gradient(135deg, #dfe6d8, #c5d3bd)',
            filter: 'blur(12px)',
            // Scaled so the blur's faded edge falls outside the rounded frame.
            transform: 'scale(1.15)',
          }}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <LockIcon color="action" />
        <Typography variant="h4" component="h1">
          {heading}
        </Typography>
      </Stack>
      <Typography variant="h6" component="p" data-testid="site-reserved-title">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('sharing.site.reserved.body')}</Typography>
      <Box>
        <Button variant="contained" href={CONTACT_HASH} data-testid="site-reserved-contact">
          {t('sharing.site.reserved.contact')}
        </Button>
      </Box>
    </Stack>
  );
}
