import { languageToLocale } from '@ecotone/i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../preferences';
import { sentPercent, type UploadState } from './upload-progress';

const STAGE_TEXT = {
  sending: 'web.map.upload.sending',
  reading: 'web.map.upload.reading',
  cleaning: 'web.map.upload.cleaning',
} as const;

/**
 * A running upload: which stage of how many, the share of the files sent while sending (the
 * server's reading and clean-up cannot say how far they are, so their bar only moves), and
 * Cancel, which stops the upload wherever it is.
 */
export function UploadProgress({
  state,
  onCancel,
}: {
  state: UploadState & { status: 'working' };
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const stageId = useId();
  const percent = sentPercent(state.share);
  const sending = state.stage === 'sending';
  const share = new Intl.NumberFormat(languageToLocale(language), {
    style: 'percent',
  }).format(percent / 100);
  return (
    <Box sx={{ mt: 2 }} data-testid="upload-progress" data-stage={state.stage}>
      <Box role="status" sx={{ mb: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
          {t('web.map.upload.stage', {
            current: state.stages.indexOf(state.stage) + 1,
            count: state.stages.length,
          })}
        </Typography>
        <Typography variant="body2" id={stageId}>
          {t(STAGE_TEXT[state.stage])}
          {sending && state.share && (
            <Box component="span" data-testid="upload-sent" data-percent={percent}>
              {` ${t('web.map.upload.sent', { share })}`}
            </Box>
          )}
        </Typography>
      </Box>
      <LinearProgress
        aria-labelledby={stageId}
        {...(sending ? { variant: 'determinate', value: percent } : {})}
      />
      <Button sx={{ mt: 1 }} onClick={onCancel} data-testid="upload-cancel">
        {t('web.map.upload.cancelUpload')}
      </Button>
    </Box>
  );
}
