import { formatQuantity, languageToLocale } from '@ecotone/i18n';
import AddIcon from '@mui/icons-material/AddLocationAltOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import ExclusionIcon from '@mui/icons-material/LayersClearOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../../workers/geometry-protocol';
import { usePreferences } from '../../preferences';
import type { SidePanel } from '../side-panel';
import { MenuButton } from './menu-button';
import type { MeasuresState } from './use-shape-measures';

interface ShapeToolbarProps {
  panel: SidePanel;
  onTogglePanel: (panel: Exclude<SidePanel, 'none'>) => void;
  hasShapes: boolean;
  /** A mask layer is being applied: the toolbar's buttons wait (specs/1 section 4). */
  busy: boolean;
  /** The linked shapefile already has a mask set: the exclusion panel is unavailable. */
  existingMask: boolean;
  measures: MeasuresState;
  onAddPolygon: () => void;
  /** Opens the Select Existing Shape modal. */
  onSelectExisting: () => void;
  onExport: (format: ExportFormat) => void;
}

/** Total area in the user's unit system (hectares or acres), through the units module. */
export function useAreaText(measures: MeasuresState): string {
  const { t } = useTranslation();
  const { units, language } = usePreferences();
  if (measures.status === 'failed') return t('web.map.toolbar.measureFailed');
  return formatQuantity(measures.areaHectares, 'ha', units, languageToLocale(language));
}

/**
 * The define-shape toolbar (specs/1 section 2.5): summary and exclusion panels, total area,
 * Add shape (select existing shape, upload shapefile, add new polygon) and Export menus.
 */
export function ShapeToolbar({
  panel,
  onTogglePanel,
  hasShapes,
  busy,
  existingMask,
  measures,
  onAddPolygon,
  onSelectExisting,
  onExport,
}: ShapeToolbarProps) {
  const { t } = useTranslation();
  const areaText = useAreaText(measures);
  // specs/1 section 2.5: disabled until a shape exists, and unavailable with an existing mask.
  const exclusionHint = !hasShapes
    ? t('web.map.toolbar.exclusionNeedsShape')
    : existingMask
      ? t('web.map.toolbar.exclusionUnavailable')
      : busy
        ? t('masks.panel.busy')
        : null;

  return (
    <Box
      role="toolbar"
      aria-label={t('web.map.toolbar.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1, sm: 2 },
        py: 0.5,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Tooltip title={t('web.map.toolbar.info')}>
        <IconButton
          aria-label={t('web.map.toolbar.info')}
          aria-pressed={panel === 'info'}
          color={panel === 'info' ? 'primary' : 'default'}
          onClick={() => onTogglePanel('info')}
          disabled={busy}
          data-testid="toolbar-info"
        >
          <InfoIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={exclusionHint ?? t('web.map.toolbar.exclusion')}>
        <span>
          <IconButton
            aria-label={
              exclusionHint
                ? `${t('web.map.toolbar.exclusion')}: ${exclusionHint}`
                : t('web.map.toolbar.exclusion')
            }
            aria-pressed={panel === 'excluder'}
            color={panel === 'excluder' ? 'primary' : 'default'}
            disabled={exclusionHint !== null}
            onClick={() => onTogglePanel('excluder')}
            data-testid="toolbar-exclusion"
          >
            <ExclusionIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, ml: 1 }} aria-live="polite">
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('web.map.toolbar.totalArea')}
        </Typography>
        <Typography
          variant="subtitle1"
          component="output"
          sx={{ fontWeight: 650, opacity: measures.status === 'pending' ? 0.6 : 1 }}
          data-testid="total-area"
          data-hectares={measures.areaHectares}
          data-status={measures.status}
        >
          {areaText}
        </Typography>
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      <MenuButton
        label={t('web.map.toolbar.addShape')}
        testId="add-shape-button"
        icon={<AddIcon />}
        disabled={busy}
        items={[
          {
            label: t('shapefiles.select.menuItem'),
            testId: 'add-shape-select-existing',
            onSelect: onSelectExisting,
          },
          {
            label: t('web.map.toolbar.uploadShapefile'),
            testId: 'add-shape-upload',
            onSelect: () => {
              if (panel !== 'upload') onTogglePanel('upload');
            },
          },
          {
            label: t('web.map.toolbar.addPolygon'),
            testId: 'add-shape-polygon',
            onSelect: onAddPolygon,
          },
        ]}
      />
      <MenuButton
        label={t('web.map.toolbar.export')}
        testId="export-button"
        icon={<DownloadIcon />}
        disabled={busy}
        items={[
          {
            label: t('web.map.toolbar.exportGeoJson'),
            testId: 'export-geojson',
            disabled: !hasShapes,
            onSelect: () => onExport('geojson'),
          },
          {
            label: t('web.map.toolbar.exportKml'),
            testId: 'export-kml',
            disabled: !hasShapes,
            onSelect: () => onExport('kml'),
          },
          {
            label: t('web.map.toolbar.exportShapefile'),
            testId: 'export-shapefile',
            disabled: !hasShapes,
            onSelect: () => onExport('shapefile'),
          },
        ]}
      />
    </Box>
  );
}
