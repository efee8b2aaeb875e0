import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotContent } from '../../map/printable/compose-snapshot';
import { snapshotFileName } from '../../map/printable/snapshot-file-name';
import { snapshotLegend } from '../../map/printable/snapshot-legend';
import { downloadFile } from '../../ui/download-file';
import type { PartnerLogo } from './read-logo';
import {
  DEFAULT_SNAPSHOT_OPTIONS,
  type SnapshotOptions,
  SnapshotOptionsMenu,
} from './snapshot-options-menu';
import type { CaptureMap, SnapshotLayer } from './snapshot-types';
import { useMapCapture } from './use-map-capture';
import { useSnapshotImage } from './use-snapshot-image';
import { useSnapshotTexts } from './use-snapshot-texts';

export interface MapSnapshotDialogProps {
  open: boolean;
  onClose: () => void;
  /** specs/3 section 6: editors only; without it the dialog renders nothing. */
  canEdit: boolean;
  captureMap: CaptureMap;
  /** The active layer, or null when no analysis layer is shown. */
  layer: SnapshotLayer | null;
  /** The title and subtitle until the editor changes them: the site and shapefile names. */
  defaults: { title: string; subtitle: string };
  /** Where the texts are remembered in this browser: the analysis id. */
  textsScope: string;
  /** Opens the printable map (the button shows only when given). */
  onOpenPrintable?: () => void;
}

/**
 * The map snapshot dialog (specs/3 "Map snapshot dialog"): a preview of the PNG as it will be
 * saved, a menu of what it shows (logo, legend, title, subtitle, aspect ratio) that can be
 * hidden, and Download, which saves `{layerId}-mapSnapshot.png`.
 */
export function MapSnapshotDialog(props: MapSnapshotDialogProps) {
  if (!props.canEdit || !props.open) return null;
  return <OpenSnapshotDialog {...props} />;
}

function OpenSnapshotDialog({
  onClose,
  captureMap,
  layer,
  defaults,
  textsScope,
  onOpenPrintable,
}: MapSnapshotDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const capture = useMapCapture(captureMap);
  const texts = useSnapshotTexts(textsScope, defaults);
  const [options, setOptions] = useState<SnapshotOptions>(DEFAULT_SNAPSHOT_OPTIONS);
  const [logo, setLogo] = useState<PartnerLogo | null>(null);
  const [menuShown, setMenuShown] = useState(true);
  const [downloadFailed, setDownloadFailed] = useState(false);

  const legendName = layer?.legend
    ? (texts.value.legendNames[layer.layerId] ?? layer.legend.title ?? '')
    : null;
  const content = useMemo<SnapshotContent | null>(() => {
    if (!capture.value) return null;
    const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
    return {
      map: capture.value.image,
      scale: capture.value.scale,
      aspect: options.aspect,
      title: options.title ? texts.value.title : null,
      subtitle: options.subtitle ? texts.value.subtitle : null,
      legend:
        options.legend && layer?.legend
          ? snapshotLegend(layer.legend, (value) => format.format(value), legendName)
          : null,
      logo: options.logo ? logo : null,
      moreRows: (count) => t('mapSnapshot.moreRows', { count }),
    };
  }, [capture.value, options, texts.value, layer, legendName, logo, i18n.language, t]);
  const snapshot = useSnapshotImage(content);

  const download = () => {
    if (!snapshot.image) return;
    try {
      downloadFile(snapshot.image.blob, snapshotFileName(layer?.layerId), 'image/png');
      setDownloadFailed(false);
    } catch {
      setDownloadFailed(true);
    }
  };
  const failed = capture.error !== null || snapshot.error !== null;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      data-testid="map-snapshot-dialog"
    >
      <DialogTitle id={titleId}>{t('mapSnapshot.title')}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ pt: 1 }}>
          {menuShown ? (
            <SnapshotOptionsMenu
              options={options}
              onOptions={(change) => setOptions((current) => ({ ...current, ...change }))}
              title={texts.value.title}
              onTitle={(title) => texts.change({ title })}
              subtitle={texts.value.subtitle}
              onSubtitle={(subtitle) => texts.change({ subtitle })}
              legendName={legendName}
              onLegendName={(name) =>
                layer &&
                texts.change({ legendNames: { ...texts.value.legendNames, [layer.layerId]: name } })
              }
              logo={logo}
              onLogo={setLogo}
            />
          ) : null}
          <Box sx={{ flex: 1, minWidth: 0, display: 'grid', placeItems: 'center', minHeight: 240 }}>
            {failed ? (
              <Alert severity="error">{t('mapSnapshot.captureFailed')}</Alert>
            ) : snapshot.image ? (
              <Box
                component="img"
                src={snapshot.image.url}
                alt={t('mapSnapshot.previewAlt', { layer: layer?.label ?? '' })}
                data-testid="snapshot-preview"
                sx={{ maxWidth: '100%', maxHeight: '65vh', boxShadow: 2 }}
              />
            ) : (
              <Stack spacing={1} role="status" sx={{ alignItems: 'center' }}>
                <CircularProgress size={28} />
                {t('mapSnapshot.preparing')}
              </Stack>
            )}
          </Box>
        </Stack>
        {downloadFailed ? (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="snapshot-download-failed">
            {t('mapSnapshot.downloadFailed')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => setMenuShown((shown) => !shown)} data-testid="snapshot-menu-toggle">
          {menuShown ? t('mapSnapshot.hideMenu') : t('mapSnapshot.showMenu')}
        </Button>
        <Button onClick={capture.refresh}>{t('mapSnapshot.refresh')}</Button>
        <Box sx={{ flex: 1 }} />
        {onOpenPrintable ? (
          <Button onClick={onOpenPrintable}>{t('mapSnapshot.openPrintable')}</Button>
        ) : null}
        <Button onClick={onClose}>{t('mapSnapshot.close')}</Button>
        <Tooltip title={t('mapSnapshot.downloadTooltip')}>
          <span>
            <Button
              variant="contained"
              onClick={download}
              disabled={!snapshot.image}
              data-testid="snapshot-download"
            >
              {t('mapSnapshot.download')}
            </Button>
          </span>
        </Tooltip>
      </DialogActions>
    </Dialog>
  );
}
