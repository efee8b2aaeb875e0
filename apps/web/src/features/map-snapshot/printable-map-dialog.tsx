import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapCapture } from '../../map/printable/capture-map';
import { PrintStyles } from './print-styles';
import { PrintableMap, type PrintableMapPart } from './printable-map';
import type { CaptureMap } from './snapshot-types';
import { useMapCapture } from './use-map-capture';
import { useWorldLand } from './use-world-land';

export interface PrintableMapDialogProps {
  open: boolean;
  onClose: () => void;
  captureMap: CaptureMap;
  /** The label of the layer the map shows. */
  label: string;
  /** A second map to print beside the first (another year, another layer), when there is one. */
  secondary?: { captureMap: CaptureMap; label: string };
  title: string;
  subtitle: string;
}

/** The printable map in a full-screen dialog, with Print (the browser's own) and its options. */
export function PrintableMapDialog(props: PrintableMapDialogProps) {
  return props.open ? <OpenPrintableMapDialog {...props} /> : null;
}

const noSecondary: CaptureMap = () => new Promise(() => {});

function OpenPrintableMapDialog({
  onClose,
  captureMap,
  label,
  secondary,
  title,
  subtitle,
}: PrintableMapDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [showSecondary, setShowSecondary] = useState(secondary !== undefined);
  const primary = useMapCapture(captureMap);
  const second = useMapCapture(secondary?.captureMap ?? noSecondary);
  const land = useWorldLand();
  const primaryPart = usePart(primary.value, label);
  const secondaryPart = usePart(second.value, secondary?.label ?? '');

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      data-testid="printable-map-dialog"
    >
      <PrintStyles />
      <DialogTitle id={titleId} data-print-hidden>
        {t('mapSnapshot.printable.title')}
      </DialogTitle>
      <DialogContent>
        {primary.error ? (
          <Alert severity="error">{t('mapSnapshot.captureFailed')}</Alert>
        ) : primaryPart ? (
          <PrintableMap
            primary={primaryPart}
            secondary={showSecondary ? secondaryPart : null}
            title={title}
            subtitle={subtitle}
            land={land}
          />
        ) : (
          <CircularProgress aria-label={t('mapSnapshot.preparing')} />
        )}
      </DialogContent>
      <DialogActions data-print-hidden sx={{ flexWrap: 'wrap', gap: 1 }}>
        {secondary ? (
          <FormControlLabel
            control={
              <Switch
                checked={showSecondary}
                onChange={(event) => setShowSecondary(event.target.checked)}
              />
            }
            label={t('mapSnapshot.printable.secondary')}
          />
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {t('mapSnapshot.printable.printHint')}
        </Typography>
        <Button onClick={onClose}>{t('mapSnapshot.close')}</Button>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          disabled={!primaryPart}
          onClick={() => window.print()}
        >
          {t('mapSnapshot.printable.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The capture with its image's address, made once per capture. */
function usePart(capture: MapCapture | null, label: string): PrintableMapPart | null {
  return useMemo(
    () => (capture ? { capture, imageUrl: capture.image.toDataURL('image/png'), label } : null),
    [capture, label],
  );
}
