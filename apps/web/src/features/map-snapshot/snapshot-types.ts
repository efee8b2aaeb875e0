import type { ResultLegend } from '@ecotone/contracts';
import type { MapCapture } from '../../map/printable/capture-map';

/** The layer the snapshot is of: its id names the file, its legend is drawn. */
export interface SnapshotLayer {
  layerId: string;
  /** The layer's label as the layers panel shows it (units already the user's). */
  label: string;
  legend: ResultLegend | null;
}

/** Copies the map as drawn now (MapView passes `captureMap(map)` from map/printable). */
export type CaptureMap = () => Promise<MapCapture>;
