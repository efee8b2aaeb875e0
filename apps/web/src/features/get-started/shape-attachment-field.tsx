import type { GetStartedShapeAnswer } from '@ecotone/contracts';
import { formatQuantity, languageToLocale } from '@ecotone/i18n';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import MapIcon from '@mui/icons-material/MapOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { usePreferences } from '../preferences';
import { postGetStartedShape } from './get-started-api';

/** What the importer reads (docs/shapes.md): shapefile parts or a zip, GeoJSON, KML, KMZ. */
const ACCEPTED = '.shp,.shx,.prj,.dbf,.cpg,.zip,.geojson,.json,.kml,.kmz';

interface ShapeAttachmentFieldProps {
  shape: GetStartedShapeAnswer | null;
  onChange: (shape: GetStartedShapeAnswer | null) => void;
  required: boolean;
  error: string | undefined;
}

/**
 * The ranch location of a get-started request (specs/1 sections 1 and 5): the visitor picks
 * the files, the server reads and cleans them with the same importer as signed-in uploads and
 * answers the shape and its area, shown here in the visitor's units.
 */
export function ShapeAttachmentField({
  shape,
  onChange,
  required,
  error,
}: ShapeAttachmentFieldProps) {
  const { t } = useTranslation();
  const { units, language } = usePreferences();
  const inputId = useId();
  const helpId = useId();
  const reading = useMutation({ mutationFn: postGetStartedShape, onSuccess: onChange });
  const refusal =
    reading.error instanceof ApiError
      ? reading.error.message
      : reading.error
        ? t('errors.INTERNAL')
        : '';

  return (
    <Stack spacing={1} data-testid="get-started-shape">
      <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 600 }}>
        {required
          ? `${t('requests.getStarted.shape.label')} *`
          : t('requests.getStarted.shape.optional')}
      </Typography>
      <Typography id={helpId} variant="body2" sx={{ color: 'text.secondary' }}>
        {t('requests.getStarted.shape.help')}
      </Typography>
      {shape ? (
        <Paper
          variant="outlined"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1 }}
          data-testid="get-started-shape-attached"
        >
          <MapIcon color="primary" aria-hidden />
          <Typography sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {t('requests.getStarted.shape.attached', {
              fileName: shape.fileName,
              area: formatQuantity(shape.areaHa, 'ha', units, languageToLocale(language)),
            })}
          </Typography>
          <IconButton
            onClick={() => {
              onChange(null);
              reading.reset();
            }}
            aria-label={t('requests.getStarted.shape.remove')}
            data-testid="get-started-shape-remove"
          >
            <CloseIcon />
          </IconButton>
        </Paper>
      ) : (
        <Box>
          <Button
            component="label"
            variant="outlined"
            startIcon={<AttachFileIcon />}
            loading={reading.isPending}
            loadingPosition="start"
          >
            {reading.isPending
              ? t('requests.getStarted.shape.reading')
              : t('requests.getStarted.shape.choose')}
            <input
              id={inputId}
              type="file"
              hidden
              multiple
              accept={ACCEPTED}
              aria-describedby={helpId}
              data-testid="get-started-shape-input"
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                // The same file may be chosen again after a refusal.
                event.target.value = '';
                if (files.length > 0) reading.mutate(files);
              }}
            />
          </Button>
        </Box>
      )}
      {refusal && (
        <Alert severity="error" data-testid="get-started-shape-error">
          {refusal}
        </Alert>
      )}
      {error && !shape && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
