import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import GridOnIcon from '@mui/icons-material/GridOn';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PolylineIcon from '@mui/icons-material/Polyline';
import TimelapseIcon from '@mui/icons-material/Timelapse';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayerEntry, LayerMode } from './layer-state';

export interface LayerRowProps {
  entry: LayerEntry;
  /** The label of the layer shown now, in the user's units. */
  label: string;
  active: boolean;
  mode: LayerMode;
  opacity: number;
  featureCount: number | null;
  downloadUrl: string;
  onToggle: () => void;
  onOpacity: (opacity: number) => void;
  onLegend: () => void;
}

/** The legend button's id: focus returns to it from the legend page. */
export const legendButtonId = (entryId: string) => `map-layer-legend-button-${entryId}`;

function LayerIcon({ entry }: { entry: LayerEntry }) {
  const Icon = entry.timePoints
    ? TimelapseIcon
    : entry.kind === 'vector'
      ? PolylineIcon
      : GridOnIcon;
  return <Icon fontSize="small" color="action" aria-hidden />;
}

/**
 * One row of the layers panel: a radio (single mode) or checkbox (multi mode) with the label,
 * an icon, the info and legend buttons; the opacity slider shows while the layer is on. A
 * disabled row says why in its tooltip and cannot be turned on.
 */
export function LayerRow(props: LayerRowProps) {
  const { entry, label, active, mode, opacity, onToggle, onOpacity, onLegend } = props;
  const { t } = useTranslation();
  const labelId = useId();
  const on = active && !entry.disabled;
  const Toggle = mode === 'single' ? Radio : Checkbox;
  const row = (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Toggle
        checked={on}
        disabled={entry.disabled}
        onChange={onToggle}
        onClick={mode === 'single' && on ? onToggle : undefined}
        slotProps={{ input: { 'aria-labelledby': labelId } }}
        data-testid={`map-layer-toggle-${entry.id}`}
        size="small"
      />
      <LayerIcon entry={entry} />
      <Typography
        id={labelId}
        variant="body2"
        sx={{ flex: 1, minWidth: 0, fontWeight: on ? 600 : 400 }}
        color={entry.disabled ? 'text.disabled' : 'text.primary'}
        data-testid={`map-layer-label-${entry.id}`}
      >
        {label}
      </Typography>
      <LayerInfoButton {...props} />
      <Tooltip title={t('analysisMap.layers.legend', { layer: label })}>
        <IconButton
          size="small"
          id={legendButtonId(entry.id)}
          onClick={onLegend}
          aria-label={t('analysisMap.layers.legend', { layer: label })}
          data-testid={`map-layer-legend-${entry.id}`}
        >
          <FormatListBulletedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
  return (
    <Box
      component="li"
      data-testid={`map-layer-${entry.id}`}
      data-active={on}
      data-disabled={entry.disabled}
      sx={{
        listStyle: 'none',
        px: 1,
        py: 0.5,
        borderRadius: 1,
        borderLeft: 4,
        borderColor: on ? 'primary.main' : 'transparent',
        bgcolor: on ? 'action.selected' : 'transparent',
      }}
    >
      {entry.disabled ? (
        <Tooltip title={t('analysisMap.layers.disabled')} placement="right">
          <div>{row}</div>
        </Tooltip>
      ) : (
        row
      )}
      {on && (
        <Box sx={{ pl: 5, pr: 2 }}>
          <Slider
            size="small"
            value={Math.round(opacity * 100)}
            min={0}
            max={100}
            step={5}
            valueLabelDisplay="auto"
            valueLabelFormat={(value) => `${value}%`}
            onChange={(_event, value) => onOpacity((value as number) / 100)}
            aria-label={t('analysisMap.layers.opacity', { layer: label })}
            data-testid={`map-layer-opacity-${entry.id}`}
          />
        </Box>
      )}
    </Box>
  );
}

/** The layer info popover: what kind of layer it is, its years or features, its download. */
function LayerInfoButton({ entry, label, featureCount, downloadUrl }: LayerRowProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const years = entry.timePoints?.map((point) => point.year) ?? [];
  return (
    <>
      <Tooltip title={t('analysisMap.layers.info', { layer: label })}>
        <IconButton
          size="small"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('analysisMap.layers.info', { layer: label })}
          aria-describedby={anchor ? id : undefined}
          data-testid={`map-layer-info-${entry.id}`}
        >
          <InfoOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Stack spacing={1} sx={{ p: 2, maxWidth: 320 }} data-testid="map-layer-info">
          <Typography variant="subtitle2">{label}</Typography>
          <Typography variant="body2">
            {t(entry.kind === 'vector' ? 'analysisMap.info.vector' : 'analysisMap.info.raster')}
          </Typography>
          {years.length > 1 && (
            <Typography variant="body2">
              {t('analysisMap.info.timeSeries')}{' '}
              {t('analysisMap.layers.years', {
                first: years[0] ?? '',
                last: years.at(-1) ?? '',
                count: years.length,
              })}
            </Typography>
          )}
          {featureCount !== null && (
            <Typography variant="body2">
              {t('analysisMap.info.features', { count: featureCount })}
            </Typography>
          )}
          <Typography variant="body2">
            <a href={downloadUrl} download>
              {t('analysisMap.info.download')}
            </a>
          </Typography>
        </Stack>
      </Popover>
    </>
  );
}
