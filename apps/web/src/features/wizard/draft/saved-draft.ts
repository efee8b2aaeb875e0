import { SITE_TYPES } from '@ecotone/contracts';
import type { EditableShape } from '../../../shapes/editable-shape';
import type { ImportedShapefile } from '../../../shapes/imported-shapefile';
import { type AnalyzeChoice, INITIAL_ANALYZE_CHOICE } from '../analyze-step/analyze-choice';
import { INITIAL_MASK_SETTINGS, type MaskSettings } from '../exclusion/mask-settings';
import { readMaskSettings } from '../exclusion/saved-mask-settings';
import { INITIAL_KEY_DETAILS, type KeyDetails } from '../wizard-draft';
import { LAST_STEP_INDEX } from '../wizard-steps';

/** What the wizard holds, as it is worked on: what a reload must not lose. */
export interface WizardSnapshot {
  stepIndex: number;
  shapes: readonly EditableShape[];
  keyDetails: KeyDetails;
  analyzeChoice: AnalyzeChoice;
  /** The shapefile of "Select existing shape", while the shapes are still its own. */
  linkedImport: ImportedShapefile | null;
  /** The exclusion mode and its choices (exclusion/mask-settings.ts). */
  maskSettings: MaskSettings;
}

/**
 * The snapshot as kept in the browser (docs/wizard.md, "Unfinished assessments"). The linked
 * import is kept without its shapes: they are `shapes`, and restoring makes them the same
 * objects again, so the link holds (wizard-draft.ts compares them by identity).
 */
export interface SavedDraft {
  version: typeof DRAFT_VERSION;
  savedAt: string;
  stepIndex: number;
  shapes: EditableShape[];
  keyDetails: KeyDetails;
  analyzeChoice: AnalyzeChoice;
  linkedImport: Omit<ImportedShapefile, 'shapes'> | null;
  /** Absent in drafts kept before masks existed: they start with the initial settings. */
  maskSettings?: MaskSettings;
}

/** Raised when what is kept changes shape; an older draft is then dropped, not misread. */
export const DRAFT_VERSION = 1;

/** Nothing drawn, typed or chosen yet: there is nothing to keep (and an old draft goes). */
export function worthSaving(snapshot: WizardSnapshot): boolean {
  return (
    snapshot.shapes.length > 0 ||
    JSON.stringify(snapshot.keyDetails) !== JSON.stringify(INITIAL_KEY_DETAILS) ||
    JSON.stringify(snapshot.analyzeChoice) !== JSON.stringify(INITIAL_ANALYZE_CHOICE) ||
    JSON.stringify(snapshot.maskSettings) !== JSON.stringify(INITIAL_MASK_SETTINGS)
  );
}

export function toSavedDraft(snapshot: WizardSnapshot, savedAt: Date): SavedDraft {
  const { linkedImport } = snapshot;
  return {
    version: DRAFT_VERSION,
    savedAt: savedAt.toISOString(),
    stepIndex: snapshot.stepIndex,
    shapes: [...snapshot.shapes],
    keyDetails: snapshot.keyDetails,
    analyzeChoice: snapshot.analyzeChoice,
    linkedImport: linkedImport ? withoutShapes(linkedImport) : null,
    maskSettings: snapshot.maskSettings,
  };
}

function withoutShapes({
  shapes: _,
  ...rest
}: ImportedShapefile): Omit<ImportedShapefile, 'shapes'> {
  return rest;
}

/** The wizard's starting state from a kept draft (an emptied map always starts at step 1). */
export function snapshotOf(draft: SavedDraft): WizardSnapshot {
  const shapes = draft.shapes;
  return {
    stepIndex: shapes.length === 0 ? 0 : Math.min(Math.max(0, draft.stepIndex), LAST_STEP_INDEX),
    shapes,
    keyDetails: draft.keyDetails,
    analyzeChoice: draft.analyzeChoice,
    linkedImport: draft.linkedImport ? { ...draft.linkedImport, shapes } : null,
    maskSettings: draft.maskSettings ?? INITIAL_MASK_SETTINGS,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isShape = (value: unknown): value is EditableShape =>
  isObject(value) &&
  typeof value.id === 'string' &&
  value.type === 'Feature' &&
  isObject(value.geometry) &&
  (value.geometry.type === 'Polygon' || value.geometry.type === 'MultiPolygon') &&
  Array.isArray(value.geometry.coordinates);

const isKeyDetails = (value: unknown): value is KeyDetails =>
  isObject(value) &&
  (value.siteMode === 'new' || value.siteMode === 'existing') &&
  isObject(value.site) &&
  (value.site.kind === 'new' || value.site.kind === 'existing') &&
  (value.siteType === null || (SITE_TYPES as readonly unknown[]).includes(value.siteType)) &&
  typeof value.shapefileNameOverride === 'string' &&
  typeof value.editingShapefileName === 'boolean';

const isAnalyzeChoice = (value: unknown): value is AnalyzeChoice =>
  isObject(value) &&
  (value.mode === 'automatic' || value.mode === 'manual') &&
  (value.activity === null || typeof value.activity === 'string') &&
  (value.inputs === null || isObject(value.inputs));

/**
 * A kept draft read back, or null when it is not one this version of the app wrote (an older
 * version, or damaged): the wizard then starts empty rather than half-restored.
 */
export function readSavedDraft(value: unknown): SavedDraft | null {
  if (!isObject(value) || value.version !== DRAFT_VERSION) return null;
  if (typeof value.savedAt !== 'string' || Number.isNaN(Date.parse(value.savedAt))) return null;
  if (typeof value.stepIndex !== 'number' || !Array.isArray(value.shapes)) return null;
  if (!value.shapes.every(isShape)) return null;
  if (!isKeyDetails(value.keyDetails) || !isAnalyzeChoice(value.analyzeChoice)) return null;
  const linked = value.linkedImport;
  if (linked !== null && !(isObject(linked) && typeof linked.shapefileId === 'string')) return null;
  if (value.maskSettings !== undefined && readMaskSettings(value.maskSettings) === null)
    return null;
  return value as unknown as SavedDraft;
}
