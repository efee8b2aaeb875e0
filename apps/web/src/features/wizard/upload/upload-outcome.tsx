import type { ImportedLayer } from '@ecotone/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadOutcome, UploadState } from './upload-progress';
import { UploadProgress } from './upload-progress-view';

/** Where the contact modal will open; until its issue lands the link changes only the hash. */
export const CONTACT_HREF = '#contact';

function LayersTable({ layers }: { layers: readonly ImportedLayer[] }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h4">
        {t('web.map.upload.layersTitle')}
      </Typography>
      <Table size="small" data-testid="upload-layers">
        <TableHead>
          <TableRow>
            <TableCell>{t('web.map.upload.layerName')}</TableCell>
            <TableCell>{t('web.map.upload.layerFile')}</TableCell>
            <TableCell align="right">{t('web.map.upload.layerFeatures')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {layers.map((layer) => (
            <TableRow key={`${layer.file}/${layer.name}`}>
              <TableCell sx={{ wordBreak: 'break-word' }}>{layer.name}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{layer.file}</TableCell>
              <TableCell align="right">{layer.featureCount}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function OutcomeNotes({ outcome }: { outcome: UploadOutcome }) {
  const { t } = useTranslation();
  return (
    <>
      {outcome.dissolveError && (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="upload-dissolve-error">
          <div>{t('web.map.upload.dissolveError', { message: outcome.dissolveError })}</div>
          <div>{t('web.map.upload.dissolveFallback')}</div>
        </Alert>
      )}
      {outcome.skippedFeatures > 0 && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {t('web.map.upload.skipped', { count: outcome.skippedFeatures })}
        </Alert>
      )}
      {outcome.warnings.length > 0 && (
        <Alert severity="info" sx={{ mt: 1.5 }} data-testid="upload-warnings">
          <Typography variant="subtitle2" component="h4">
            {t('web.map.upload.warningsTitle')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {outcome.warnings.map((warning) => (
              <li key={`${warning.code}:${warning.message}`}>{warning.message}</li>
            ))}
          </Box>
        </Alert>
      )}
      {outcome.layers.length > 0 && <LayersTable layers={outcome.layers} />}
    </>
  );
}

/** Progress, result or failure of the latest upload, under the upload buttons. */
interface OutcomeProps {
  state: UploadState;
  onConfirm: () => void;
  onDismiss: () => void;
  onCancel: () => void;
}

export function UploadOutcomeView(props: OutcomeProps) {
  const { state } = props;
  const anchor = useRef<HTMLDivElement>(null);
  // The panel scrolls: bring progress, the layers to review or the error into view.
  useEffect(() => {
    if (state.status !== 'idle') anchor.current?.scrollIntoView({ block: 'nearest' });
  }, [state.status]);
  return (
    <div ref={anchor}>
      <OutcomeBody {...props} />
    </div>
  );
}

function OutcomeBody({ state, onConfirm, onDismiss, onCancel }: OutcomeProps) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'idle':
      return null;
    case 'working':
      return <UploadProgress state={state} onCancel={onCancel} />;
    case 'cancelled':
      return (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="upload-cancelled" onClose={onDismiss}>
          {t('web.map.upload.cancelled')}
        </Alert>
      );
    case 'failed':
      return (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="upload-error" onClose={onDismiss}>
          <div>{t('web.map.upload.invalidFile')}</div>
          <div data-testid="upload-error-reason">{state.message}</div>
          <Link href={CONTACT_HREF} data-testid="upload-contact">
            {t('web.map.upload.contact')}
          </Link>
        </Alert>
      );
    case 'review':
      return (
        <Box sx={{ mt: 2 }} data-testid="upload-review">
          <Alert severity="info">{t('web.map.upload.review')}</Alert>
          <OutcomeNotes outcome={state.outcome} />
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
            <Button variant="contained" onClick={onConfirm} data-testid="upload-confirm">
              {t('web.map.upload.confirm')}
            </Button>
            <Button onClick={onDismiss}>{t('web.map.upload.cancel')}</Button>
          </Box>
        </Box>
      );
    case 'added':
      return (
        <Box sx={{ mt: 2 }}>
          <Alert severity="success" data-testid="upload-added" onClose={onDismiss}>
            {t('web.map.upload.added', { count: state.outcome.shapes.length })}
          </Alert>
          <OutcomeNotes outcome={state.outcome} />
        </Box>
      );
  }
}
