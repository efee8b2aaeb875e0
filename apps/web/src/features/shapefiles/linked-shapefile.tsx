import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ShapefilePanel } from './shapefile-panel';
import { useShapefileDetail } from './use-shapefile-detail';

/**
 * A `/shapefile-manager#{shapefileId}` link to a shapefile that is not on the page shown (an
 * older one, a search, another sort): its panel is shown above the table instead of not at all.
 * A link to a shapefile the user cannot see shows nothing (the list already says what it holds).
 */
export function LinkedShapefile({
  shapefileId,
  onClose,
}: {
  shapefileId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useShapefileDetail(shapefileId);
  if (!detail.data) return null;
  const name = detail.data.shapefileName;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('shapefiles.panel.label', { name })}
      sx={{ px: 2, pt: 1.5 }}
      data-testid={`shapefile-linked-${shapefileId}`}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {name}
        </Typography>
        <IconButton
          aria-label={t('shapefiles.table.hideDetails', { name })}
          onClick={onClose}
          data-testid="shapefile-linked-close"
        >
          <CloseIcon />
        </IconButton>
      </Stack>
      <ShapefilePanel shapefileId={shapefileId} name={name} />
    </Paper>
  );
}
