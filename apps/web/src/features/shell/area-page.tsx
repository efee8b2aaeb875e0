import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/use-document-title';
import type { AreaId } from './nav-items';

/** The landing page of one signed-in area until its feature arrives: what the area holds. */
export function AreaPage({ area }: { area: AreaId }) {
  const { t } = useTranslation();
  const title = t(`web.areas.${area}.title`);
  useDocumentTitle(title);
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem' }}>
        {t(`web.areas.${area}.description`)}
      </Typography>
    </Stack>
  );
}
