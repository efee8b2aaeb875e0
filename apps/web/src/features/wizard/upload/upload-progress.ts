import type { ImportedLayer, ImportWarning } from '@ecotone/contracts';
import type { EditableShape } from '../../../shapes/editable-shape';
import type { SentShare } from './upload-client';

/** What an upload brought: the shapes and what the user should know about them. */
export interface UploadOutcome {
  shapes: EditableShape[];
  layers: ImportedLayer[];
  warnings: ImportWarning[];
  skippedFeatures: number;
  /** Set when the clean-up could not dissolve: the original shape was kept. */
  dissolveError: string | null;
}

/**
 * The stages of an upload, in order: the browser sends the files, the server reads them, then
 * cleans the shape up (unless 'Use original shape' is ticked).
 */
export type UploadStage = 'sending' | 'reading' | 'cleaning';

export type UploadState =
  | { status: 'idle' }
  /** `share` is how much of the files has gone out while sending; null before the first count. */
  | {
      status: 'working';
      stage: UploadStage;
      stages: readonly UploadStage[];
      share: SentShare | null;
    }
  /** Cancel was pressed: nothing of the upload reached the map. */
  | { status: 'cancelled' }
  /** Several layers: shown to the user before they join the map. */
  | { status: 'review'; outcome: UploadOutcome }
  | { status: 'added'; outcome: UploadOutcome }
  | { status: 'failed'; message: string };

export function uploadStages(useOriginalShape: boolean): readonly UploadStage[] {
  return useOriginalShape ? ['sending', 'reading'] : ['sending', 'reading', 'cleaning'];
}

/** The share of the files sent, in whole percent (0 before the browser has counted). */
export function sentPercent(share: SentShare | null): number {
  if (!share || share.totalBytes <= 0) return 0;
  return Math.min(100, Math.floor((100 * share.sentBytes) / share.totalBytes));
}

/**
 * What the upload panel shows. "Shapes added to the map" and its file table describe shapes on
 * the map: once none of them is there any more (Clear all, Delete, Undo), the panel says
 * nothing rather than something no longer true.
 */
export function visibleUploadState(
  state: UploadState,
  shapes: readonly EditableShape[],
): UploadState {
  if (state.status !== 'added') return state;
  const onMap = new Set(shapes.map((shape) => shape.id));
  return state.outcome.shapes.some((shape) => onMap.has(shape.id)) ? state : { status: 'idle' };
}
