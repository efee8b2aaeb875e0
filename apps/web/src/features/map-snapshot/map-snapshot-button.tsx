import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapSnapshotDialog } from './map-snapshot-dialog';
import { PrintableMapDialog } from './printable-map-dialog';
import { useCanTakeSnapshot } from './snapshot-permission';
import type { CaptureMap, SnapshotLayer } from './snapshot-types';

export interface MapSnapshotButtonProps {
  captureMap: CaptureMap;
  layer: SnapshotLayer | null;
  /** The site and shapefile names: the snapshot's title and subtitle until edited. */
  defaults: { title: string; subtitle: string };
  /** Where the snapshot texts are remembered: the analysis id. */
  textsScope: string;
  /** A second map for the printable page, when the page has one. */
  secondary?: { captureMap: CaptureMap; label: string };
}

/**
 * What the analysis map mounts (one line): the camera button, for editors only, that opens the
 * snapshot dialog, and from it the printable map. Renders nothing for everyone else.
 */
export function MapSnapshotButton({
  captureMap,
  layer,
  defaults,
  textsScope,
  secondary,
}: MapSnapshotButtonProps) {
  const { t } = useTranslation();
  const canEdit = useCanTakeSnapshot();
  const [open, setOpen] = useState<'snapshot' | 'printable' | null>(null);
  if (!canEdit) return null;
  return (
    <>
      <Tooltip title={t('mapSnapshot.open')}>
        <IconButton
          onClick={() => setOpen('snapshot')}
          aria-label={t('mapSnapshot.open')}
          data-testid="map-snapshot-open"
        >
          <PhotoCameraIcon />
        </IconButton>
      </Tooltip>
      <MapSnapshotDialog
        open={open === 'snapshot'}
        onClose={() => setOpen(null)}
        canEdit={canEdit}
        captureMap={captureMap}
        layer={layer}
        defaults={defaults}
        textsScope={textsScope}
        onOpenPrintable={() => setOpen('printable')}
      />
      <PrintableMapDialog
        open={open === 'printable'}
        onClose={() => setOpen(null)}
        captureMap={captureMap}
        label={layer?.label ?? ''}
        secondary={secondary}
        title={defaults.title}
        subtitle={defaults.subtitle}
      />
    </>
  );
}
