import { type CarbonGrid, sampler } from '../carbon/carbon-grid.js';
import { readWindow } from '../context/raster-window.js';
import { burnSeverityLevel } from '../indices/spectral-indices.js';
import type { Lineage } from '../lineage.js';
import { isGeographic, lonLatConverter } from '../raster/crs.js';
import type { LonLatBBox } from '../sources/data-source.js';
import type { ToolContext } from '../tools/tool.js';

/**
 * Burn severity of each burn (docs/analyses/fire.md, "Severity"): dNBR × 1000 of the burn's year
 * at the centre of its pixel (nearest dNBR pixel), classed by `burnSeverityLevel` (Key & Benson
 * 2006, levels 1..7). dNBR is read only for the years with burns, over the box of that year's
 * burned pixels, at the burned-area grid's pixel size.
 */

/** The pixel size asked of the dNBR input: the burned-area product's (MCD64A1, 500 m). */
export const SEVERITY_RESOLUTION_METERS = 500;

/** Longitude and latitude of the centre of each cell of `grid`, interleaved. */
export function cellCentres(grid: CarbonGrid): Float64Array {
  const { reference, cells } = grid;
  const t = reference.geoTransform;
  const toLonLat = isGeographic(reference.crs) ? null : lonLatConverter(reference.crs);
  const centres = new Float64Array(cells.length * 2);
  cells.forEach((cell, index) => {
    const column = cell % reference.width;
    const row = (cell - column) / reference.width;
    const x = t[0] + (column + 0.5) * t[1];
    const y = t[3] + (row + 0.5) * t[5];
    const [lon, lat] = toLonLat ? toLonLat.inverse([x, y]) : [x, y];
    centres[2 * index] = lon as number;
    centres[2 * index + 1] = lat as number;
  });
  return centres;
}

/** The box of some cells' centres, widened by the pixel's half-diagonal in degrees. */
function boxOf(centres: Float64Array, cells: readonly number[], margin: number): LonLatBBox {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const cell of cells) {
    const lon = centres[2 * cell] as number;
    const lat = centres[2 * cell + 1] as number;
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [west - margin, south - margin, east + margin, north + margin];
}

export interface BurnSeverities {
  /** Level 1..7 of each burn, 0 where dNBR has no value there. */
  levels: Uint8Array;
  lineage: Lineage[];
}

/** The severity level of each burn; `years[i]` and `cells[i]` are burn i's year and cell. */
export async function burnSeverities(
  context: ToolContext,
  grid: CarbonGrid,
  burns: { cell: number; year: number }[],
): Promise<BurnSeverities> {
  const levels = new Uint8Array(burns.length);
  const lineage: Lineage[] = [];
  if (burns.length === 0) return { levels, lineage };
  const centres = cellCentres(grid);
  // Half a pixel's diagonal, in degrees, at most: keeps every burned pixel's centre in the box.
  const margin = (SEVERITY_RESOLUTION_METERS / 111_320) * 2;
  const byYear = new Map<number, number[]>();
  burns.forEach((burn, index) => {
    const list = byYear.get(burn.year);
    if (list) list.push(index);
    else byYear.set(burn.year, [index]);
  });
  for (const [year, indices] of [...byYear].sort((a, b) => a[0] - b[0])) {
    context.signal.throwIfAborted();
    const bbox = boxOf(
      centres,
      indices.map((index) => (burns[index] as { cell: number }).cell),
      margin,
    );
    const layer = await context.sources.openRaster(
      { role: 'dnbr', year, bbox, resolutionMeters: SEVERITY_RESOLUTION_METERS },
      context.signal,
    );
    lineage.push(layer.lineage);
    const window = await readWindow(layer.raster, bbox, {
      margin: 0,
      scale: layer.scale ?? 1,
      offset: layer.offset ?? 0,
      signal: context.signal,
    });
    const sample = sampler(window);
    for (const index of indices) {
      const cell = (burns[index] as { cell: number }).cell;
      const level = burnSeverityLevel(
        sample(centres[2 * cell] as number, centres[2 * cell + 1] as number),
      );
      levels[index] = level ?? 0;
    }
  }
  return { levels, lineage };
}
