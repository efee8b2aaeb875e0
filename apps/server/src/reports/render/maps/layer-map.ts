import {
  type CogRaster,
  encodePng,
  MERCATOR_HALF_WORLD,
  openCog,
  type PreparedShape,
  prepareShape,
  renderTile,
  TILE_SIZE,
} from '@ecotone/analysis/node';
import type { ReportMapLayer } from '../../report-input.js';
import type { ReportDocument } from '../report-document.js';
import { drawLayerLegend, layerLegendHeight } from './layer-legend.js';
import { type Box, fitFrame, type MercatorFrame, projector, shapeBounds } from './map-frame.js';
import { drawScaleBar, MAP_GROUND, shapePath } from './shape-map.js';

/**
 * A tool's map: its stored raster layer rendered by the map-tile code (`renderTile`: the legend's
 * colours, the pixels outside the shape left clear, docs/map-tiles.md) at the zoom whose image of
 * the shape's extent is at most 1,200 px across, the tiles stitched into one PNG, the shape's
 * outline drawn over it as a vector, a scale bar, and the legend beside it. A layer whose file
 * cannot be read (gone, or not a COG) is replaced by a short note: the report never fails on it.
 */

/** The image's larger side at most this many pixels (~230 dpi across the map's box). */
export const MAX_IMAGE_PX = 1200;

export interface StitchedImage {
  png: Uint8Array;
  width: number;
  height: number;
  /** Pixels painted (inside the shape, with a colour). */
  painted: number;
}

/** The deepest zoom whose image of the frame is at most `MAX_IMAGE_PX` on its larger side. */
export function zoomFor(frame: MercatorFrame, maxPixels = MAX_IMAGE_PX): number {
  const span = Math.max(frame.maxX - frame.minX, frame.maxY - frame.minY);
  const worldPixelsAtZero = TILE_SIZE;
  const zoom = Math.floor(
    Math.log2((maxPixels * 2 * MERCATOR_HALF_WORLD) / (span * worldPixelsAtZero)),
  );
  return Math.max(0, Math.min(22, zoom));
}

/** The frame as one RGBA image at `zoom`, from the tiles that cover it. */
export async function stitchFrame(
  raster: CogRaster,
  frame: MercatorFrame,
  zoom: number,
  palette: NonNullable<ReportMapLayer['palette']>,
  shape: PreparedShape | null,
): Promise<StitchedImage> {
  const worldPixels = TILE_SIZE * 2 ** zoom;
  const metresPerPixel = (2 * MERCATOR_HALF_WORLD) / worldPixels;
  // Global pixel coordinates of the frame (x east from -180°, y south from the top).
  const left = Math.floor((frame.minX + MERCATOR_HALF_WORLD) / metresPerPixel);
  const top = Math.floor((MERCATOR_HALF_WORLD - frame.maxY) / metresPerPixel);
  const width = Math.max(1, Math.ceil((frame.maxX + MERCATOR_HALF_WORLD) / metresPerPixel) - left);
  const height = Math.max(1, Math.ceil((MERCATOR_HALF_WORLD - frame.minY) / metresPerPixel) - top);
  const rgba = new Uint8Array(width * height * 4);
  const tiles = 2 ** zoom;
  let painted = 0;
  for (
    let ty = Math.floor(top / TILE_SIZE);
    ty <= Math.floor((top + height - 1) / TILE_SIZE);
    ty++
  ) {
    if (ty < 0 || ty >= tiles) continue;
    for (
      let tx = Math.floor(left / TILE_SIZE);
      tx <= Math.floor((left + width - 1) / TILE_SIZE);
      tx++
    ) {
      const wrapped = ((tx % tiles) + tiles) % tiles;
      const tile = await renderTile(raster, { z: zoom, x: wrapped, y: ty }, palette, { shape });
      if (!tile) continue;
      painted += copyTile(tile, tx * TILE_SIZE - left, ty * TILE_SIZE - top, rgba, width, height);
    }
  }
  return { png: encodePng(rgba, width, height), width, height, painted };
}

/** Copies a tile's pixels that fall inside the image; answers how many were opaque. */
function copyTile(
  tile: Uint8Array,
  offsetX: number,
  offsetY: number,
  rgba: Uint8Array,
  width: number,
  height: number,
): number {
  let painted = 0;
  for (let row = 0; row < TILE_SIZE; row++) {
    const y = offsetY + row;
    if (y < 0 || y >= height) continue;
    const from = Math.max(0, -offsetX);
    const to = Math.min(TILE_SIZE, width - offsetX);
    if (to <= from) continue;
    const source = (row * TILE_SIZE + from) * 4;
    const target = (y * width + offsetX + from) * 4;
    rgba.set(tile.subarray(source, (row * TILE_SIZE + to) * 4), target);
    for (let at = source + 3; at < (row * TILE_SIZE + to) * 4; at += 4) if (tile[at]) painted++;
  }
  return painted;
}

const MAP_SHARE = 0.62;
/** Width over height of every layer map (the legend takes the rest of the row). */
const MAP_ASPECT = 1.6;

/** The map of one layer with its caption and legend, at the cursor. */
export async function drawLayerMap(
  doc: ReportDocument,
  layer: ReportMapLayer,
  shape: number[][][][],
  prepared: PreparedShape | null,
): Promise<void> {
  const { texts } = doc;
  const caption = texts.t('report.map.layerCaption', { layer: layer.layer.label });
  const bounds = shapeBounds(shape);
  const image = bounds ? await layerImage(layer, bounds, prepared) : null;
  if (!bounds || !image) {
    doc.heading(caption, 3, 20);
    doc.note(texts.t('report.map.layerUnavailable'));
    return;
  }
  const width = doc.width * MAP_SHARE;
  const height = width / MAP_ASPECT;
  const legendWidth = doc.width - width - 14;
  const legendHeight = layerLegendHeight(doc, layer, legendWidth);
  doc.heading(caption, 3, Math.max(height, legendHeight) + 14);
  const box: Box = { x: doc.left, y: doc.y, width, height };
  // The image keeps its proportions inside the box (the frame was fitted to the box's).
  const { pdf } = doc;
  pdf.save();
  pdf.rect(box.x, box.y, box.width, box.height).fill(MAP_GROUND);
  pdf.restore();
  pdf.image(Buffer.from(image.image.png), box.x, box.y, { width: box.width, height: box.height });
  const project = projector(image.frame, box);
  pdf.save();
  pdf.rect(box.x, box.y, box.width, box.height).clip();
  shapePath(doc, shape, project);
  pdf.lineWidth(1.1).lineJoin('round').strokeColor('#212121').stroke();
  pdf.restore();
  drawScaleBar(doc, box, image.frame);
  pdf.save();
  pdf.rect(box.x, box.y, box.width, box.height).lineWidth(0.6).strokeColor('#8a9096').stroke();
  pdf.restore();
  drawLayerLegend(doc, layer, box.x + width + 14, box.y, legendWidth);
  doc.y = box.y + Math.max(height, legendHeight) + 4;
  if (image.image.painted === 0) doc.note(texts.t('report.map.layerEmpty'));
  doc.space(8);
}

/** The layer's image over the shape's frame; null when the file cannot be read or drawn. */
async function layerImage(
  layer: ReportMapLayer,
  bounds: [number, number, number, number],
  prepared: PreparedShape | null,
): Promise<{ image: StitchedImage; frame: MercatorFrame } | null> {
  const frame = fitFrame(bounds, MAP_ASPECT, 0.06);
  let raster: CogRaster | null = null;
  try {
    raster = await openCog(layer.location);
    const zoom = zoomFor(frame);
    if (!layer.palette) {
      const empty = new Uint8Array(4 * 4 * 4);
      return {
        image: { png: encodePng(empty, 4, 4), width: 4, height: 4, painted: 0 },
        frame: frame,
      };
    }
    const image = await stitchFrame(raster, frame, zoom, layer.palette, prepared);
    return { image, frame: frame };
  } catch {
    // Gone, unreadable or not a raster the tile code reads: the caller says so in a note.
    return null;
  } finally {
    await raster?.close().catch(() => undefined);
  }
}

/** The shape prepared once for every map of the report (null: no usable shape). */
export function preparedShapeOf(shape: number[][][][]): PreparedShape | null {
  try {
    return shapeBounds(shape) ? prepareShape(shape) : null;
  } catch {
    return null;
  }
}
