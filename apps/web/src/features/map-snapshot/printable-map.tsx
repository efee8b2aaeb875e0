import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MapCapture } from '../../map/printable/capture-map';
import {
  latitudeTicks,
  longitudeTicks,
  type TickOptions,
} from '../../map/printable/coordinate-ticks';
import { insetView } from '../../map/printable/inset-view';
import { InsetMap } from './inset-map';
import { MapFigure } from './map-figure';
import { NorthArrow } from './north-arrow';

/** One map of the printable page: its capture, its image's address and what it shows. */
export interface PrintableMapPart {
  capture: MapCapture;
  imageUrl: string;
  label: string;
}

export interface PrintableMapProps {
  primary: PrintableMapPart;
  /** Beside the primary map when given (specs/3: the optional secondary map). */
  secondary: PrintableMapPart | null;
  title: string;
  subtitle: string;
  /** The world's land for the inset (use-world-land.ts), null while it loads. */
  land: string | null;
}

/** The inset's width on the page, in CSS pixels (about 55 mm printed). */
const INSET_WIDTH = 210;
const INSET_ASPECT = 4 / 3;

/**
 * The printable map (specs/3 "Printable map"): the map (and the secondary one) with coordinate
 * ticks on its edges, and beside it the inset with the map's extent, the north arrow and the
 * projection note. `data-printable-map` is what print-styles.tsx keeps on paper.
 */
export function PrintableMap({ primary, secondary, title, subtitle, land }: PrintableMapProps) {
  const { t, i18n } = useTranslation();
  const options: TickOptions = {
    locale: i18n.language,
    hemispheres: {
      north: t('mapSnapshot.printable.hemispheres.north'),
      south: t('mapSnapshot.printable.hemispheres.south'),
      east: t('mapSnapshot.printable.hemispheres.east'),
      west: t('mapSnapshot.printable.hemispheres.west'),
    },
  };
  const figure = (part: PrintableMapPart, testId: string, alt: string) => (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <MapFigure
        imageUrl={part.imageUrl}
        width={part.capture.image.width / part.capture.scale}
        height={part.capture.image.height / part.capture.scale}
        longitudes={longitudeTicks(part.capture.extent, options)}
        latitudes={latitudeTicks(part.capture.extent, options)}
        label={alt}
        testId={testId}
      />
    </Box>
  );
  return (
    <Stack
      spacing={1.5}
      data-printable-map
      data-testid="printable-map"
      sx={{ bgcolor: '#fff', color: '#1f2a24' }}
    >
      <Box>
        {title ? (
          <Typography variant="h5" component="h2">
            {title}
          </Typography>
        ) : null}
        {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        {figure(
          primary,
          'printable-primary',
          t('mapSnapshot.printable.primaryAlt', { layer: primary.label }),
        )}
        {secondary
          ? figure(
              secondary,
              'printable-secondary',
              t('mapSnapshot.printable.secondaryAlt', { layer: secondary.label }),
            )
          : null}
        <Stack spacing={2} sx={{ width: INSET_WIDTH, flexShrink: 0, alignItems: 'center' }}>
          <InsetMap
            inset={insetView(primary.capture.extent, { aspect: INSET_ASPECT })}
            land={land}
            width={INSET_WIDTH}
            label={t('mapSnapshot.printable.inset')}
          />
          <NorthArrow
            letter={t('mapSnapshot.printable.north')}
            label={t('mapSnapshot.printable.northLabel')}
          />
          <Typography variant="caption" sx={{ textAlign: 'center' }} data-testid="projection-note">
            {t('mapSnapshot.printable.projection')}
          </Typography>
        </Stack>
      </Stack>
    </Stack>
  );
}
