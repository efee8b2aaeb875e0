import CheckIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SidePanelFrame } from '../define-shape/side-panel-frame';
import { FilePickerSection } from './file-picker-section';
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

/**
 * Uploading shapes (specs/1 section 2.5, "Upload dialog"): a shapefile as its .shp, .shx and .prj
 * parts, or one of the other formats. Shapes are added to the ones already on the map. The upload
 * itself belongs to the step, so closing this panel does not cancel it.
 */
export function UploadPanel({ uploads, onClose }: { uploads: ShapeUploads; onClose: () => void }) {
  const { t } = useTranslation();
  const [parts, setParts] = useState<ShapefileParts<File>>({});
  const [useOriginalShape, setUseOriginalShape] = useState(false);
  const { state, busy, upload, confirm, dismiss, cancel } = uploads;
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
      <FilePickerSection
        title={t('web.map.upload.shapefileTitle')}
        help={t('web.map.upload.shapefileHelp')}
        buttonLabel={t('web.map.upload.selectShapefile')}
        accept={SHAPEFILE_ACCEPT}
        testId="upload-shapefile-input"
        disabled={busy}
        onFiles={(files) => setParts((current) => addShapefileParts(current, files))}
      />
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
      <FilePickerSection
        title={t('web.map.upload.otherTitle')}
        help={t('web.map.upload.otherHelp')}
        buttonLabel={t('web.map.upload.selectOther')}
        accept={OTHER_FILES_ACCEPT}
        testId="upload-other-input"
        disabled={busy}
        onFiles={(files) => {
          if (files.length > 0) void upload(files, useOriginalShape);
        }}
      />

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

      <UploadOutcomeView state={state} onConfirm={confirm} onDismiss={dismiss} onCancel={cancel} />
    </SidePanelFrame>
  );
}
