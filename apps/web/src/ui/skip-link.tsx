import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/** Lets keyboard users jump past the top bar; visible only while focused. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 2,
        '&:focus': { top: 8 },
      }}
    >
      {t('web.app.skipToContent')}
    </Link>
  );
}
