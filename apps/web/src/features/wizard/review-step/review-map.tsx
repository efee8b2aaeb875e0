import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditableShape } from '../../../shapes/editable-shape';
import { usePreviewMap } from '../../map-preview';
import { toCollection } from '../shape-history';

/**
 * The review step's preview: the shapes on the same read-only map as the shapefile list's panel
 * (step 1's MapView and basemap, without drawing), fitted to them. The shapes cannot change while
 * the review step is open.
 */
export function ReviewMap({ shapes }: { shapes: readonly EditableShape[] }) {
  const { t } = useTranslation();
  const collection = useMemo(() => toCollection(shapes), [shapes]);
  const { containerRef, ready: loaded } = usePreviewMap(collection);

  return (
    <Box
      sx={{
        position: 'relative',
        height: { xs: 280, md: 380 },
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        ref={containerRef}
        role="region"
        aria-label={t('review.mapLabel')}
        aria-busy={!loaded}
        data-testid="review-map"
        data-loaded={loaded}
        // Not position: absolute with inset 0: maplibre-gl.css makes the map's container
        // position: relative, and then it has no height at all (the blank review of issue 12).
        sx={{ width: '100%', height: '100%' }}
      />
      {!loaded && (
        <CircularProgress
          size={32}
          aria-label={t('web.app.loading')}
          sx={{ position: 'absolute', top: '50%', left: '50%', mt: -2, ml: -2 }}
        />
      )}
    </Box>
  );
}
