/** The map snapshot and the printable map (docs/map-snapshot.md): what the analysis map mounts. */
export { MapSnapshotButton, type MapSnapshotButtonProps } from './map-snapshot-button';
export { MapSnapshotDialog, type MapSnapshotDialogProps } from './map-snapshot-dialog';
export { PrintableMapDialog, type PrintableMapDialogProps } from './printable-map-dialog';
export { SNAPSHOT_PERMISSION, useCanTakeSnapshot } from './snapshot-permission';
export type { CaptureMap, SnapshotLayer } from './snapshot-types';
