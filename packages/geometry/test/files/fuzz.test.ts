import { describe, expect, it } from 'vitest';
import { importShapeFiles, type UploadedFile } from '../../src/import/index.js';
import { parcelRecords, seededRandom } from './helpers/parcels.js';
import { PRJ } from './helpers/projections.js';
import { bytesOf, entriesOf, shapefileUploads } from './helpers/uploads.js';
import { zipFiles } from './helpers/zip.js';

const fields = [{ name: 'NAME', type: 'C' as const, length: 12 }];

async function validInputs(): Promise<UploadedFile[][]> {
  const shapefile = shapefileUploads('farm', parcelRecords(5, 12), {
    prj: PRJ.utm13nEsri,
    dbf: { fields, rows: Array.from({ length: 5 }, (_, index) => ({ NAME: `Lote ${index}` })) },
    cpg: 'UTF-8',
  });
  const kml =
    '<kml><Document><Placemark><name>A</name><Polygon><outerBoundaryIs><LinearRing><coordinates>-105,36 -104,36 -104,37 -105,36</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></Document></kml>';
  const geojson = JSON.stringify({
    type: 'Polygon',
    coordinates: [
      [
        [-105, 36],
        [-104, 36],
        [-104, 37],
        [-105, 36],
      ],
    ],
  });
  return [
    shapefile,
    [{ name: 'farm.zip', bytes: await zipFiles(entriesOf(shapefile, 'data/')) }],
    [{ name: 'farm.kmz', bytes: await zipFiles({ 'doc.kml': kml }) }],
    [{ name: 'farm.kml', bytes: bytesOf(kml) }],
    [{ name: 'farm.geojson', bytes: bytesOf(geojson) }],
  ];
}

/** Flips a few random bytes of one file, or cuts it at a random length. */
function mutate(files: UploadedFile[], random: () => number): UploadedFile[] {
  const target = Math.floor(random() * files.length);
  return files.map((file, index) => {
    if (index !== target) return file;
    const bytes = file.bytes.slice();
    if (random() < 0.3)
      return { name: file.name, bytes: bytes.slice(0, Math.floor(random() * bytes.byteLength)) };
    const flips = 1 + Math.floor(random() * 8);
    for (let flip = 0; flip < flips; flip++)
      bytes[Math.floor(random() * bytes.byteLength)] = Math.floor(random() * 256);
    return { name: file.name, bytes };
  });
}

describe('importShapeFiles never throws', () => {
  it('answers valid or refused for 600 randomly damaged uploads', async () => {
    const inputs = await validInputs();
    const random = seededRandom(2024);
    const codes = new Map<string, number>();
    for (let round = 0; round < 600; round++) {
      const files = mutate(inputs[round % inputs.length] ?? [], random);
      const result = await importShapeFiles(files);
      const code = result.valid ? 'accepted' : result.reason.code;
      codes.set(code, (codes.get(code) ?? 0) + 1);
    }
    console.log('fuzz outcomes', Object.fromEntries(codes));
    expect([...codes.values()].reduce((sum, count) => sum + count, 0)).toBe(600);
  }, 60_000);
});
