import { mercatorToLatitude, mercatorToLongitude } from '@ecotone/analysis/node';
import { formatNumber, UNIT_LABELS } from '@ecotone/i18n';
import { setDash } from '../charts/plot.js';
import { COLORS, type ReportDocument, SIZES } from '../report-document.js';
import { adminWithin, type FlatRing, worldLand } from './map-context.js';
import {
  type Box,
  fitFrame,
  type LonLatBounds,
  type MercatorFrame,
  projector,
  scaleBar,
  shapeBounds,
} from './map-frame.js';

/**
 * The cover's map of the assessed shape: the shape filled and outlined on a light ground, in a
 * Web Mercator frame fitted to it with a margin; around it the first-level divisions of Natural
 * Earth (when their offline file is there), a scale bar in the reader's units, a north arrow,
 * and a small world locator with the shape's place marked.
 */

/**
 * The shape's fill and outline: a strong purple, apart from the greys of the ground and the
 * boundaries, the red of the locator and the orange of the demo-data warning.
 */
export const SHAPE_FILL = '#8e24aa';
export const SHAPE_FILL_OPACITY = 0.8;
export const SHAPE_OUTLINE = '#4a148c';
export const MAP_GROUND = '#f4f2ec';

export function drawShapeMap(doc: ReportDocument, box: Box, shape: number[][][][]): void {
  const { pdf, texts } = doc;
  const bounds = shapeBounds(shape);
  pdf.save();
  pdf.rect(box.x, box.y, box.width, box.height).fill(MAP_GROUND);
  pdf.restore();
  if (!bounds) {
    frameBorder(doc, box);
    return;
  }
  const frame = fitFrame(bounds, box.width / box.height, 0.18);
  const project = projector(frame, box);
  pdf.save();
  pdf.rect(box.x, box.y, box.width, box.height).clip();
  const admin = adminWithin(frameBounds(frame), texts.locale);
  shapePath(doc, shape, project);
  pdf
    .lineWidth(1.2)
    .lineJoin('round')
    .fillOpacity(SHAPE_FILL_OPACITY)
    .fillAndStroke(SHAPE_FILL, SHAPE_OUTLINE, 'even-odd');
  // Over the shape, so a border across it shows.
  if (admin.rings.length > 0) {
    pdf.save();
    for (const ring of admin.rings) flatRingPath(doc, ring, project);
    pdf.lineWidth(1.8).strokeOpacity(0.8).strokeColor('#ffffff').stroke();
    for (const ring of admin.rings) flatRingPath(doc, ring, project);
    setDash(pdf, [4, 2]);
    pdf.lineWidth(0.8).strokeOpacity(1).strokeColor('#424242').stroke();
    pdf.undash();
    pdf.restore();
  }
  pdf.restore();
  northArrow(doc, box.x + box.width - 22, box.y + 10, texts.t('report.map.north'));
  drawScaleBar(doc, box, frame);
  drawLocator(doc, { x: box.x + 8, y: box.y + 8, width: 104, height: 58 }, bounds);
  frameBorder(doc, box);
  const notes = [
    ...(admin.names.length > 0 ? [admin.names.join(', ')] : []),
    texts.t('report.map.projection'),
    ...(admin.rings.length > 0 ? [texts.t('report.map.boundaries')] : []),
  ].join(' · ');
  doc.textAt(notes, box.x, box.y + box.height + 3, {
    size: SIZES.small - 1,
    color: COLORS.secondary,
    width: box.width,
  });
}

/** The frame's lon/lat bounds (to pick the boundaries inside it). */
export function frameBounds(frame: MercatorFrame): LonLatBounds {
  return [
    mercatorToLongitude(frame.minX),
    mercatorToLatitude(frame.minY),
    mercatorToLongitude(frame.maxX),
    mercatorToLatitude(frame.maxY),
  ];
}

/** Every ring of the shape as one path (even-odd: holes stay open). */
export function shapePath(
  doc: ReportDocument,
  shape: number[][][][],
  project: (lon: number, lat: number) => [number, number],
): void {
  for (const polygon of shape ?? [])
    for (const ring of polygon ?? []) {
      let started = false;
      for (const point of ring ?? []) {
        const [lon, lat] = point ?? [];
        if (!Number.isFinite(lon) || !Number.isFinite(lat)) continue;
        const [x, y] = project(lon as number, lat as number);
        if (started) doc.pdf.lineTo(x, y);
        else doc.pdf.moveTo(x, y);
        started = true;
      }
      if (started) doc.pdf.closePath();
    }
}

function flatRingPath(
  doc: ReportDocument,
  ring: FlatRing,
  project: (lon: number, lat: number) => [number, number],
): void {
  for (let index = 0; index + 1 < ring.length; index += 2) {
    const [x, y] = project(ring[index] as number, ring[index + 1] as number);
    if (index === 0) doc.pdf.moveTo(x, y);
    else doc.pdf.lineTo(x, y);
  }
  doc.pdf.closePath();
}

function frameBorder(doc: ReportDocument, box: Box): void {
  doc.pdf.save();
  doc.pdf.rect(box.x, box.y, box.width, box.height).lineWidth(0.6).strokeColor('#8a9096').stroke();
  doc.pdf.restore();
}

function northArrow(doc: ReportDocument, x: number, y: number, letter: string): void {
  const { pdf } = doc;
  pdf.save();
  pdf
    .moveTo(x + 6, y + 10)
    .lineTo(x + 12, y + 30)
    .lineTo(x + 6, y + 25)
    .lineTo(x, y + 30)
    .closePath()
    .lineWidth(0.6)
    .fillAndStroke('#333333', '#ffffff');
  pdf.restore();
  const width = doc.widthOf(letter, { size: SIZES.caption, bold: true });
  doc.textAt(letter, x + 6 - width / 2, y, { size: SIZES.caption, bold: true, lineBreak: false });
}

/** The scale bar at the bottom left, on a pale backing so it reads over the shape. */
export function drawScaleBar(doc: ReportDocument, box: Box, frame: MercatorFrame): void {
  const { pdf, texts } = doc;
  const bar = scaleBar(frame, box.width, texts.units);
  const label = `${formatNumber(bar.value, { locale: texts.locale })} ${UNIT_LABELS[bar.unit]}`;
  const x = box.x + 10;
  const y = box.y + box.height - 16;
  const labelWidth = doc.widthOf(label, { size: SIZES.small });
  pdf.save();
  pdf
    .rect(x - 4, y - 12, Math.max(bar.length, labelWidth) + 8, 20)
    .fillOpacity(0.75)
    .fill('#ffffff');
  pdf.restore();
  pdf.save();
  pdf.rect(x, y, bar.length / 2, 3).fill('#333333');
  pdf.rect(x + bar.length / 2, y, bar.length / 2, 3).fill('#ffffff');
  pdf.rect(x, y, bar.length, 3).lineWidth(0.5).strokeColor('#333333').stroke();
  pdf.restore();
  doc.textAt(label, x, y - 10, { size: SIZES.small, lineBreak: false });
}

/**
 * A world map (plate carrée, Natural Earth land 1:110m) with a red mark where the shape lies,
 * and its extent as a box once that is large enough to see.
 */
function drawLocator(doc: ReportDocument, box: Box, bounds: LonLatBounds): void {
  const { pdf } = doc;
  const south = -60;
  const north = 85;
  const project = (lon: number, lat: number): [number, number] => [
    box.x + ((lon + 180) / 360) * box.width,
    box.y + ((north - Math.max(south, Math.min(north, lat))) / (north - south)) * box.height,
  ];
  pdf.save();
  pdf.rect(box.x, box.y, box.width, box.height).fillOpacity(0.9).fill('#dfe9f3');
  pdf.restore();
  pdf.save();
  pdf.rect(box.x, box.y, box.width, box.height).clip();
  const land = worldLand();
  if (land.length > 0) {
    for (const ring of land) flatRingPath(doc, ring, project);
    pdf.fill('#b9b6ab', 'even-odd');
  }
  const [x0, y1] = project(bounds[0], bounds[1]);
  const [x1, y0] = project(bounds[2], bounds[3]);
  if (x1 - x0 > 4 || y1 - y0 > 4)
    pdf
      .rect(x0, y0, Math.max(x1 - x0, 1), Math.max(y1 - y0, 1))
      .lineWidth(1)
      .strokeColor('#d50000')
      .stroke();
  else
    pdf
      .circle((x0 + x1) / 2, (y0 + y1) / 2, 2.2)
      .lineWidth(0.6)
      .fillAndStroke('#d50000', '#ffffff');
  pdf.restore();
  pdf.save();
  pdf.rect(box.x, box.y, box.width, box.height).lineWidth(0.5).strokeColor('#8a9096').stroke();
  pdf.restore();
}
