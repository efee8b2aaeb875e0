import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../preferences';
import { LayerRow, legendButtonId } from './layer-row';
import { type LayerEntry, shownLayer } from './layer-state';
import { LegendView } from './legend-view';
import { labelInUnits } from './unit-label';
import type { LayerPanelControls } from './use-layer-panel';
import type { VectorData } from './use-vector-data';

const LEGEND_BACK_ID = 'map-legend-back';

/**
 * Keyboard users follow the page turn: the legend page focuses its back button, and going back
 * focuses the legend button the page was opened from. A legend the map theme opens with the map
 * takes no focus (the user has not turned a page).
 */
function useLegendPageFocus(legendOf: string | null, turnedByUser: boolean): void {
  const opened = useRef<string | null>(null);
  useEffect(() => {
    const target = legendOf ? LEGEND_BACK_ID : opened.current && legendButtonId(opened.current);
    if (turnedByUser && (legendOf || opened.current))
      document.getElementById(target ?? '')?.focus();
    opened.current = legendOf;
  }, [legendOf, turnedByUser]);
}

/** The legend page open now: the theme's start legend once it is known, then the user's turns. */
function useLegendPage(atStart: string | null) {
  const [turned, setTurned] = useState<{ legendOf: string | null } | null>(null);
  const legendOf = turned ? turned.legendOf : atStart;
  useLegendPageFocus(legendOf, turned !== null);
  return [legendOf, (id: string | null) => setTurned({ legendOf: id })] as const;
}

/** specs/3 "Layers panel": 392 px wide when visible. */
export const PANEL_WIDTH = 392;

interface LayersPanelProps {
  panel: LayerPanelControls;
  vectors: Record<string, VectorData>;
  /** Skeleton rows while the tool's result is fetched. */
  loading: boolean;
  /** Shown when there is no row: why (pending) or that the tool has none. */
  emptyText: string | null;
  /** The row whose legend the panel opens on (the map theme's, map-themes.ts), or null. */
  legendAtStart: string | null;
  onClose: () => void;
}

/**
 * The left persistent drawer of the analysis map, with two pages: the layers, and the legend of
 * one of them (with a back button). Show All / Hide All exist in multi-layer mode only.
 */
export function LayersPanel({
  panel,
  vectors,
  loading,
  emptyText,
  legendAtStart,
  onClose,
}: LayersPanelProps) {
  const { t } = useTranslation();
  const { units } = usePreferences();
  const [legendOf, setLegendOf] = useLegendPage(legendAtStart);
  const { entries, state } = panel;
  const labelOf = (entry: LayerEntry) => labelInUnits(shownLayer(entry, state).label, units);
  const legendEntry = entries.find((entry) => entry.id === legendOf);
  return (
    <Paper
      square
      elevation={3}
      component="aside"
      aria-label={t('analysisMap.panel.label')}
      data-testid="map-layers-panel"
      sx={{
        position: 'absolute',
        inset: '0 auto 0 0',
        width: { xs: '100%', sm: PANEL_WIDTH },
        zIndex: 2,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ px: 2, py: 1, alignItems: 'center' }}>
        {legendEntry && (
          <IconButton
            id={LEGEND_BACK_ID}
            onClick={() => setLegendOf(null)}
            aria-label={t('analysisMap.legend.back')}
            data-testid="map-legend-back"
            edge="start"
          >
            <ArrowBackIcon />
          </IconButton>
        )}
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {legendEntry ? t('analysisMap.legend.title') : t('analysisMap.layers.title')}
        </Typography>
        <IconButton
          onClick={onClose}
          aria-label={t('analysisMap.panel.close')}
          data-testid="map-panel-close"
        >
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ overflowY: 'auto', flex: 1, p: 1 }}>
        {legendEntry ? (
          <Stack spacing={1} sx={{ p: 1 }} data-testid="map-legend-page">
            {/* The layer's name, unless the legend's title already says it. */}
            {shownLayer(legendEntry, state).legend.title !==
              shownLayer(legendEntry, state).label && (
              <Typography variant="body2" color="text.secondary">
                {labelOf(legendEntry)}
              </Typography>
            )}
            <LegendView legend={shownLayer(legendEntry, state).legend} />
          </Stack>
        ) : (
          <Stack spacing={1}>
            <Stack direction="row" sx={{ px: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <FormControlLabel
                sx={{ flex: 1 }}
                control={
                  <Switch
                    size="small"
                    checked={state.mode === 'multi'}
                    onChange={(event) => panel.setMode(event.target.checked ? 'multi' : 'single')}
                    data-testid="map-multi-mode"
                  />
                }
                label={<Typography variant="body2">{t('analysisMap.layers.multi')}</Typography>}
              />
              {state.mode === 'multi' && (
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={panel.showAll} data-testid="map-show-all">
                    {t('analysisMap.layers.showAll')}
                  </Button>
                  <Button size="small" onClick={panel.hideAll} data-testid="map-hide-all">
                    {t('analysisMap.layers.hideAll')}
                  </Button>
                </Stack>
              )}
            </Stack>
            {loading && (
              <Stack spacing={1} sx={{ px: 1 }} aria-busy="true" data-testid="map-layers-loading">
                {[0, 1, 2].map((row) => (
                  <Skeleton key={row} variant="rounded" height={36} />
                ))}
              </Stack>
            )}
            {!loading && entries.length === 0 && emptyText && (
              <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
                {emptyText}
              </Typography>
            )}
            <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0 }}>
              {entries.map((entry) => {
                const layer = shownLayer(entry, state);
                const data = vectors[layer.layerId]?.data;
                return (
                  <LayerRow
                    key={entry.id}
                    entry={entry}
                    label={labelOf(entry)}
                    active={state.active.includes(entry.id)}
                    mode={state.mode}
                    opacity={state.opacity[entry.id] ?? 1}
                    featureCount={data ? data.features.length : null}
                    downloadUrl={layer.url}
                    onToggle={() => panel.toggle(entry.id)}
                    onOpacity={(opacity) => panel.setOpacity(entry.id, opacity)}
                    onLegend={() => setLegendOf(entry.id)}
                  />
                );
              })}
            </Stack>
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
