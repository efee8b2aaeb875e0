import type { ShapefileDetail } from '@ecotone/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePreferences } from '../preferences';
import { AreaMakeup } from './area-makeup';
import { createdText } from './cell-text';
import { MaskComposition } from './mask-composition';
import { ScriptChipList } from './script-chip-list';
import { ShapefilePreviewMap } from './shapefile-preview-map';
import { fetchShapefileDetail, shapefileQueryKeys } from './shapefiles-api';

/**
 * The expanded row of the shapefile list (specs/1 section 2.1): the map, Area Makeup, mask
 * composition, the latest analysis and successful analyses per script type. It fetches the
 * detail only when opened.
 */
export function ShapefilePanel({ shapefileId, name }: { shapefileId: string; name: string }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: shapefileQueryKeys.detail(shapefileId),
    queryFn: ({ signal }) => fetchShapefileDetail(shapefileId, signal),
  });
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, py: 2 }}
      data-testid={`shapefile-panel-${shapefileId}`}
      aria-busy={detail.isPending}
    >
      <ShapefilePreviewMap shapefileId={shapefileId} name={name} />
      <Stack spacing={2} sx={{ flex: '1 1 280px', minWidth: 0 }}>
        {detail.isPending && (
          <Stack spacing={1} aria-label={t('shapefiles.panel.loading')} role="progressbar">
            <Skeleton width="40%" />
            <Skeleton />
            <Skeleton />
            <Skeleton width="60%" />
          </Stack>
        )}
        {detail.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
                {t('shapefiles.panel.retry')}
              </Button>
            }
          >
            {t('shapefiles.panel.loadFailed')}
          </Alert>
        )}
        {detail.data && <PanelDetails detail={detail.data} />}
      </Stack>
    </Box>
  );
}

function PanelDetails({ detail }: { detail: ShapefileDetail }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const latest = detail.latestAnalysis;
  return (
    <>
      <Typography variant="body2">
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {`${t('shapefiles.panel.site')}: `}
        </Box>
        {detail.siteName ?? t('shapefiles.panel.noSite')}
      </Typography>
      <AreaMakeup detail={detail} />
      <MaskComposition detail={detail} />
      <Box component="section">
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 650 }}>
          {t('shapefiles.panel.latestAnalysis')}
        </Typography>
        {latest ? (
          <Link
            component={RouterLink}
            to={`/analysis-manager/results/${latest.analysisId}`}
            data-testid="latest-analysis-link"
          >
            {t('shapefiles.panel.openLatestAnalysis', {
              date: createdText(latest.createdAt, language),
            })}
          </Link>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('shapefiles.panel.noAnalysis')}
          </Typography>
        )}
      </Box>
      <ScriptChipList detail={detail} />
    </>
  );
}
