import { accept, type Refusal, type Result, refuse } from '../types.js';
import type { ImportedLayer, ReadLayer } from './import.types.js';

/**
 * Applies the rule that only polygons define a project area: a layer without polygons is
 * refused, saying what it has instead; a layer with some gets warnings for what was left out.
 */
export function layerOutcome(
  layer: ReadLayer,
): Result<{ imported: ImportedLayer; warnings: Refusal[] }> {
  const { label: file, points, lines } = layer;
  if (layer.polygons.length === 0) {
    if (points > 0 && lines > 0) {
      return refuse('ONLY_POINTS_AND_LINES', {
        file,
        points,
        lines,
        count: points + lines,
        kind: 'point-and-line',
      });
    }
    if (lines > 0) return refuse('ONLY_LINES', { file, count: lines, kind: 'line' });
    if (points > 0) return refuse('ONLY_POINTS', { file, count: points, kind: 'point' });
    return refuse('NO_SHAPES', { file });
  }
  const leftOut: Refusal[] = [
    ...(points > 0
      ? [{ code: 'POINTS_LEFT_OUT', params: { file, count: points, kind: 'point' } }]
      : []),
    ...(lines > 0
      ? [{ code: 'LINES_LEFT_OUT', params: { file, count: lines, kind: 'line' } }]
      : []),
  ];
  return accept({
    imported: {
      name: layer.name,
      file: layer.file,
      featureCount: layer.polygons.length,
      geometryTypes: layer.geometryTypes,
    },
    warnings: [...layer.warnings, ...leftOut],
  });
}
