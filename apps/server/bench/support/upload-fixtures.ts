import { once } from 'node:events';
import { createReadStream, createWriteStream, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parcelRecords } from '../../../../packages/geometry/test/files/helpers/parcels.js';
import { PRJ } from '../../../../packages/geometry/test/files/helpers/projections.js';
import { writeDbf } from '../../../../packages/geometry/test/files/helpers/write-dbf.js';
import {
  SHAPE_TYPE,
  writeShapefile,
} from '../../../../packages/geometry/test/files/helpers/write-shapefile.js';

/**
 * A GeoJSON file of `bytes` bytes: 1,000 small parcels, each followed by blank lines (as
 * pretty-printers and some exporters write), so the file is big while its shapes stay few.
 */
export async function writeBigGeoJson(target: string, bytes: number): Promise<void> {
  const out = createWriteStream(target);
  const parcels = 1_000;
  const padding = Buffer.alloc(Math.floor((bytes - 200_000) / parcels), '\n');
  out.write('{"type":"FeatureCollection","features":[');
  for (let i = 0; i < parcels; i++) {
    const x = -107 + (i % 40) * 0.01;
    const y = 44 + Math.floor(i / 40) * 0.01;
    const ring = [
      [x, y],
      [x + 0.005, y],
      [x + 0.005, y + 0.005],
      [x, y + 0.005],
      [x, y],
    ];
    const feature = {
      type: 'Feature',
      properties: { id: i },
      geometry: { type: 'Polygon', coordinates: [ring] },
    };
    if (!out.write(`${i ? ',' : ''}${JSON.stringify(feature)}`)) await once(out, 'drain');
    if (!out.write(padding)) await once(out, 'drain');
  }
  out.end(']}');
  await once(out, 'finish');
}

/** The 5,000-parcel shapefile of packages/geometry/bench/import.bench.ts, as files in `folder`. */
export function writeParcelShapefile(folder: string): string[] {
  const records = parcelRecords(5_000, 100, 13);
  const { shp, shx } = writeShapefile(SHAPE_TYPE.polygon, records);
  const fields = [
    { name: 'PARCEL_ID', type: 'N' as const, length: 8 },
    { name: 'OWNER', type: 'C' as const, length: 24 },
  ];
  const rows = records.map((_, index) => ({
    PARCEL_ID: index + 1,
    OWNER: `Propietario ${index % 97}`,
  }));
  const files = { shp, shx, dbf: writeDbf(fields, rows), prj: PRJ.utm13nEsri };
  return Object.entries(files).map(([extension, content]) => {
    const target = path.join(folder, `parcels.${extension}`);
    writeFileSync(target, content);
    return target;
  });
}

const BOUNDARY = '----ecotone-bench';

/**
 * POSTs `files` as multipart over a real socket, streamed from disk with a declared length;
 * resolves to the status and the time until the whole answer arrived.
 */
export function postFiles(
  url: string,
  cookie: string,
  files: string[],
): Promise<{ status: number; ms: number; bytes: number }> {
  const heads = files.map((file) =>
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${path.basename(file)}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
  );
  const tail = Buffer.from(`--${BOUNDARY}--\r\n`);
  const length =
    heads.reduce((sum, head, i) => sum + head.length + statSync(files[i] as string).size + 2, 0) +
    tail.length;
  async function* body() {
    for (const [i, file] of files.entries()) {
      yield heads[i] as Buffer;
      for await (const chunk of createReadStream(file)) yield chunk as Buffer;
      yield Buffer.from('\r\n');
    }
    yield tail;
  }
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          cookie,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(length),
        },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - start, bytes }),
        );
      },
    );
    request.on('error', reject);
    Readable.from(body()).pipe(request);
  });
}
