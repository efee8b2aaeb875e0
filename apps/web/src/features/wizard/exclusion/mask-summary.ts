import type { MaskLayer, MaskOptions, RestorationActivity } from '@ecotone/contracts';
import { defaultLayersOf, type MaskSettings } from './mask-settings';

/** Review's "mask settings" (specs/1 section 2.5 step 4), as data: the component translates it. */
export type MaskSummary =
  | { kind: 'existing' }
  | { kind: 'none' }
  | { kind: 'automatic'; layers: readonly MaskLayer[] }
  | { kind: 'manual'; layers: readonly MaskLayer[]; options: MaskOptions }
  | { kind: 'upload'; fileName: string | null };

export function maskSummary(
  settings: MaskSettings,
  activity: RestorationActivity | null,
  existingMaskId: string | null,
): MaskSummary {
  if (existingMaskId) return { kind: 'existing' };
  switch (settings.mode) {
    case 'none':
      return { kind: 'none' };
    case 'automatic':
      return { kind: 'automatic', layers: defaultLayersOf(activity) };
    case 'manual':
      return { kind: 'manual', layers: settings.options.masks, options: settings.options };
    case 'upload':
      return { kind: 'upload', fileName: settings.upload?.fileName ?? null };
  }
}
