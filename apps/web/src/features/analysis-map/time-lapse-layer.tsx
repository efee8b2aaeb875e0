import { usePreferences } from '../preferences';
import { shownLayer } from './layer-state';
import type { TimeLapseSpeed } from './map-options';
import { TimeLapsePlayer } from './time-lapse-player';
import { labelInUnits } from './unit-label';
import type { LayerPanelControls } from './use-layer-panel';

/** The player of the first active time series, if any (one series plays at a time). */
export function TimeLapseLayer({
  panel,
  initialSpeed,
}: {
  panel: LayerPanelControls;
  initialSpeed: TimeLapseSpeed;
}) {
  const { units } = usePreferences();
  const series = panel.entries.find(
    (entry) => entry.timePoints && !entry.disabled && panel.state.active.includes(entry.id),
  );
  if (!series) return null;
  return (
    <TimeLapsePlayer
      key={series.id}
      entry={series}
      label={labelInUnits(shownLayer(series, panel.state).label, units)}
      index={panel.state.timeIndex[series.id] ?? 0}
      onStep={(delta) => panel.step(series, delta)}
      initialSpeed={initialSpeed}
    />
  );
}
