import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShapefileList } from './use-shapefile-list';

/**
 * What an empty page of the list says: nothing yet, nothing matching the search, or (the load
 * failed; specs/1 section 8 shows an empty result) a quiet note with Retry.
 */
export function ShapefileListEmpty({ list, action }: { list: ShapefileList; action?: ReactNode }) {
  const { t } = useTranslation();
  if (list.isError) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
        <Typography sx={{ color: 'text.secondary' }} data-testid="shapefile-list-failed">
          {t('shapefiles.empty.loadFailed')}
        </Typography>
        <Button size="small" onClick={list.retry} data-testid="shapefile-list-retry">
          {t('shapefiles.empty.retry')}
        </Button>
      </Stack>
    );
  }
  if (list.state.search) {
    return (
      <Typography sx={{ py: 2 }} data-testid="shapefile-list-empty" role="status">
        {t('shapefiles.empty.noMatch', { search: list.state.search })}
      </Typography>
    );
  }
  return (
    <Stack spacing={1} sx={{ py: 2, alignItems: 'flex-start' }} data-testid="shapefile-list-empty">
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {t('shapefiles.empty.none')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('shapefiles.empty.noneHint')}</Typography>
      {action}
    </Stack>
  );
}
