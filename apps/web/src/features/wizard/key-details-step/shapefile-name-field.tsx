import { SHAPEFILE_NAME_MAX_LENGTH } from '@ecotone/contracts';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ImportedShapefile } from '../../../shapes/imported-shapefile';
import {
  finishEditingShapefileName,
  type KeyDetails,
  shapefileNameOf,
  startEditingShapefileName,
} from '../wizard-draft';
import { EMPTY_VALUE } from './key-details-text';
import type { KeyDetailsUpdate } from './site-fields';

interface ShapefileNameFieldProps {
  details: KeyDetails;
  onChange: KeyDetailsUpdate;
  countryCode: string | null;
  imported: ImportedShapefile | null;
}

/**
 * The shapefile name (specs/1 section 4): automatic (lowercase country code + '_' + site name)
 * and read-only until Edit; a typed name wins; left empty, it goes back to automatic. An
 * existing shapefile keeps its name, with no Edit.
 */
export function ShapefileNameField({
  details,
  onChange,
  countryCode,
  imported,
}: ShapefileNameFieldProps) {
  const { t } = useTranslation();
  const name = shapefileNameOf(details, countryCode, imported);

  if (details.editingShapefileName && !imported) {
    const automatic = shapefileNameOf({ ...details, shapefileNameOverride: '' }, countryCode, null);
    return (
      <TextField
        fullWidth
        autoFocus
        label={t('keyDetails.shapefileName.label')}
        value={details.shapefileNameOverride}
        placeholder={automatic}
        onChange={(event) => {
          const typed = event.target.value;
          onChange((current) => ({ ...current, shapefileNameOverride: typed }));
        }}
        onBlur={() => onChange(finishEditingShapefileName)}
        helperText={
          automatic
            ? t('keyDetails.shapefileName.emptyHelpWithName', { name: automatic })
            : t('keyDetails.shapefileName.emptyHelp')
        }
        slotProps={{
          htmlInput: {
            maxLength: SHAPEFILE_NAME_MAX_LENGTH,
            'data-testid': 'shapefile-name-input',
          },
        }}
      />
    );
  }

  let note: string = t('keyDetails.shapefileName.automatic');
  if (imported) note = t('keyDetails.shapefileName.imported');
  else if (!name) note = t('keyDetails.shapefileName.pending');
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('keyDetails.shapefileName.label')}
        </Typography>
        <Typography
          variant="subtitle1"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          data-testid="shapefile-name"
        >
          {name || EMPTY_VALUE}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      </Box>
      {!imported && (
        <Button
          startIcon={<EditIcon />}
          aria-label={t('keyDetails.shapefileName.editLabel')}
          onClick={() => onChange((current) => startEditingShapefileName(current, name))}
          data-testid="shapefile-name-edit"
        >
          {t('keyDetails.shapefileName.edit')}
        </Button>
      )}
    </Box>
  );
}
