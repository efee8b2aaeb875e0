import JSZip from 'jszip';
import type { PolygonRings } from './shapefile-writer.js';

const coordinatesOf = (ring: Array<[number, number]>) =>
  ring.map(([longitude, latitude]) => `${longitude},${latitude},0`).join(' ');

/** A KML document with one placemark per polygon (first ring outer, others holes). */
export function writeKml(name: string, polygons: PolygonRings[]): string {
  const placemarks = polygons.map((rings, index) => {
    const [outer = [], ...holes] = rings;
    const inner = holes
      .map(
        (hole) =>
          `<innerBoundaryIs><LinearRing><coordinates>${coordinatesOf(hole)}</coordinates></LinearRing></innerBoundaryIs>`,
      )
      .join('');
    return `<Placemark><name>${name} ${index + 1}</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${coordinatesOf(outer)}</coordinates></LinearRing></outerBoundaryIs>${inner}</Polygon></Placemark>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${name}</name>${placemarks.join('')}</Document></kml>`;
}

/** A KMZ: the KML zipped as doc.kml, as Google Earth writes it. */
export async function writeKmz(name: string, polygons: PolygonRings[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('doc.kml', writeKml(name, polygons));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
