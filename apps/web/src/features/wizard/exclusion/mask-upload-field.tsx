import type { Refusal } from '@ecotone/geometry';
import CancelIcon from '@mui/icons-material/Cancel';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkMaskFile,
  MASK_FILE_EXTENSIONS,
  MASK_FILE_MAX_BYTES,
  type MaskUploadRefusal,
} from '../../../shapes/mask-file-check';
import { geometryClient } from '../../../workers/geometry-client';
import type { MaskSettings } from './mask-settings';

type Problem = MaskUploadRefusal | { catalogue: 'masks'; code: 'readFailed' };

/**
 * Upload mode (specs/1 sections 2.5 and 5): one .geojson/.json mask, read and checked in the
 * browser (the geometry worker), never sent before it is valid.
 */
export function MaskUploadField({
  settings,
  onChange,
}: {
  settings: MaskSettings;
  onChange: (update: (settings: MaskSettings) => MaskSettings) => void;
}) {
  const { t } = useTranslation();
  // A real button opens the hidden input, so the keyboard reaches it as any other button.
  const input = useRef<HTMLInputElement | null>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  /** What the importer left out or could not convert in the chosen file. */
  const [warnings, setWarnings] = useState<readonly Refusal[]>([]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    setWarnings([]);
    const early = checkMaskFile(file.name, file.size);
    if (early && !early.valid) return setProblem(early.refusal);
    setReading(true);
    try {
      const parsed = await geometryClient.maskFile(await file.text(), file.name);
      if (!parsed.valid) return setProblem(parsed.refusal);
      const upload = { fileName: file.name, collection: parsed.collection };
      onChange((current) => ({ ...current, upload }));
      setWarnings(parsed.warnings);
    } catch {
      setProblem({ catalogue: 'masks', code: 'readFailed' });
    } finally {
      setReading(false);
    }
  };

  /** A `files` catalogue text: the importer's refusals and warnings, as on shape uploads. */
  const filesText = (reason: Refusal): string =>
    t(`files.${reason.code}` as 'files.NO_FILES', reason.params ?? {});
  const problemText = (shown: Problem): string =>
    shown.catalogue === 'geometry'
      ? t(`geometry.${shown.reason.code}` as 'geometry.EMPTY', shown.reason.params ?? {})
      : shown.catalogue === 'files'
        ? filesText(shown.reason)
        : t(`masks.upload.errors.${shown.code}`, { size: MASK_FILE_MAX_BYTES / 1_000_000 });

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('masks.upload.accepts')}
      </Typography>
      <input
        ref={input}
        type="file"
        accept={MASK_FILE_EXTENSIONS.join(',')}
        hidden
        onChange={(event) => void choose(event)}
        data-testid="mask-upload-input"
      />
      <Button
        onClick={() => input.current?.click()}
        variant="outlined"
        startIcon={<UploadIcon />}
        disabled={reading}
        sx={{ justifySelf: 'start' }}
      >
        {reading ? t('masks.upload.reading') : t('masks.upload.choose')}
      </Button>
      {settings.upload && (
        <Chip
          sx={{ justifySelf: 'start', maxWidth: '100%' }}
          label={t('masks.upload.chosen', {
            name: settings.upload.fileName,
            count: settings.upload.collection.features.length,
          })}
          // The chip's delete icon, or Delete/Backspace on the focused chip, removes the file.
          onDelete={() => {
            setWarnings([]);
            onChange((current) => ({ ...current, upload: null }));
          }}
          deleteIcon={<CancelIcon aria-label={t('masks.upload.remove')} />}
          data-testid="mask-upload-chosen"
        />
      )}
      {settings.upload && warnings.length > 0 && (
        <Alert severity="info" data-testid="mask-upload-warnings">
          {t('masks.upload.warningsTitle')}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {warnings.map((warning) => (
              <li key={`${warning.code}:${JSON.stringify(warning.params ?? {})}`}>
                {filesText(warning)}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {problem && (
        <Alert severity="error" role="alert" data-testid="mask-upload-error">
          {problemText(problem)}
        </Alert>
      )}
    </Box>
  );
}
