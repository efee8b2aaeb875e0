import CheckIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SidePanelFrame } from '../define-shape/side-panel-frame';
import {
  addShapefileParts,
  missingShapefileParts,
  OTHER_FILES_ACCEPT,
  SHAPEFILE_ACCEPT,
  type ShapefileParts,
  shapefileFiles,
} from './shapefile-parts';
import { UploadOutcomeView } from './upload-outcome';
import type { ShapeUploads } from './use-shape-upload';

/** Takes the chosen files and clears the input, so choosing the same file again works. */
function takeFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = Array.from(event.target.files ?? []);
  event.target.value = '';
  return files;
}

/**
 * Uploading shapes (specs/1 section 2.5, "Upload dialog"): a shapefile as its .shp, .shx and .prj
 * parts, or one of the other formats. Shapes are added to the ones already on the map. The upload
 * itself belongs to the step, so closing this panel does not cancel it.
 */
export function UploadPanel({ uploads, onClose }: { uploads: ShapeUploads; onClose: () => void }) {
  const { t } = useTranslation();
  const [parts, setParts] = useState<ShapefileParts<File>>({});
  const [useOriginalShape, setUseOriginalShape] = useState(false);
  const { state, busy, upload, confirm, dismiss } = uploads;
  const useOriginalHelpId = useId();
  const missing = missingShapefileParts(parts);
  const chosen = shapefileFiles(parts);

  return (
    <SidePanelFrame
      title={t('web.map.upload.title')}
      closeLabel={t('web.map.upload.close')}
      onClose={onClose}
      testId="upload-panel"
    >
      <Typography variant="subtitle2" component="h4">
        {t('web.map.upload.shapefileTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('web.map.upload.shapefileHelp')}
      </Typography>
      <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={busy}>
        {t('web.map.upload.selectShapefile')}
        <input
          hidden
          type="file"
          multiple
          accept={SHAPEFILE_ACCEPT}
          data-testid="upload-shapefile-input"
          onChange={(event) => {
            // Read the files now: the updater may run after the input has been cleared.
            const files = takeFiles(event);
            setParts((current) => addShapefileParts(current, files));
          }}
        />
      </Button>
      {chosen.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1 }} data-testid="shapefile-parts">
          {chosen.map((file) => (
            <Box
              component="li"
              key={file.name}
              sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <CheckIcon fontSize="small" color="success" />
              <Typography variant="body2">{file.name}</Typography>
            </Box>
          ))}
        </Box>
      )}
      {missing.length === 0 ? (
        <Button
          variant="contained"
          sx={{ mt: 1 }}
          disabled={busy}
          data-testid="upload-add-shapefiles"
          onClick={() => {
            void upload(chosen, useOriginalShape);
            setParts({});
          }}
        >
          {t('web.map.upload.addShapefiles')}
        </Button>
      ) : (
        chosen.length > 0 && (
          <FormHelperText data-testid="shapefile-missing">
            {t('web.map.upload.stillNeeded', { extensions: missing.join(', ') })}
          </FormHelperText>
        )
      )}

      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h4">
        {t('web.map.upload.otherTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('web.map.upload.otherHelp')}
      </Typography>
      <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={busy}>
        {t('web.map.upload.selectOther')}
        <input
          hidden
          type="file"
          multiple
          accept={OTHER_FILES_ACCEPT}
          data-testid="upload-other-input"
          onChange={(event) => {
            const files = takeFiles(event);
            if (files.length > 0) void upload(files, useOriginalShape);
          }}
        />
      </Button>

      <Divider sx={{ my: 2 }} />
      <FormControlLabel
        control={
          <Checkbox
            checked={useOriginalShape}
            onChange={(event) => setUseOriginalShape(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': useOriginalHelpId } }}
            data-testid="upload-use-original"
          />
        }
        label={t('web.map.upload.useOriginal')}
      />
      <FormHelperText id={useOriginalHelpId} sx={{ mt: 0 }}>
        {t('web.map.upload.useOriginalHelp')}
      </FormHelperText>

      <UploadOutcomeView state={state} onConfirm={confirm} onDismiss={dismiss} />
    </SidePanelFrame>
  );
}
