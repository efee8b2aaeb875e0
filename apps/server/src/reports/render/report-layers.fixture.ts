import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { encodeCog, paletteOf } from '@ecotone/analysis/node';
import type { ResultLegend } from '@ecotone/contracts';
import type { ReportMapLayer } from '../report-input.js';

/**
 * The report fixture's two raster layers (report-input.fixture.ts), written as COGs into a
 * directory: land cover classes (land cover change) and mean NDVI (vegetation change), both
 * over the ranch and a margin, as the tools store them (their legends translated).
 */

/** The fixture's analysis (report-input.fixture.ts uses the same id). */
const ANALYSIS_ID = '0b7f3c1e-5d2a-4c8e-9f10-3a6b7c8d9e01';

/** The layers' grid: 0.0002° pixels (~20 m) over the shape and a margin, EPSG:4326. */
const WEST = -105.345;
const NORTH = 40.338;
const PIXEL = 0.0002;
const WIDTH = 380;
const HEIGHT = 260;

const LAND_COVER_CLASSES = [
  { id: '1', en: 'Trees', es: 'Árboles', color: '#397d49' },
  { id: '2', en: 'Grass', es: 'Pasto', color: '#88b053' },
  { id: '3', en: 'Shrub and scrub', es: 'Arbustos y matorral', color: '#dfc35a' },
  { id: '4', en: 'Crops', es: 'Cultivos', color: '#e49635' },
  { id: '5', en: 'Built', es: 'Construido', color: '#c4281b' },
];

function writeLayer(directory: string, name: string, data: Uint8Array | Float32Array) {
  const location = path.join(directory, name);
  const cog = encodeCog(
    {
      width: WIDTH,
      height: HEIGHT,
      geoTransform: [WEST, PIXEL, 0, NORTH, 0, -PIXEL],
      crs: 'EPSG:4326',
      noData: data instanceof Uint8Array ? 0 : -9999,
      dataType: data instanceof Uint8Array ? 'uint8' : 'float32',
      data,
    },
    { tileSize: 256, overviews: data instanceof Uint8Array ? 'mode' : 'average' },
  );
  writeFileSync(location, cog);
  return location;
}

export function fixtureMapLayers(directory: string, language: 'en' | 'es'): ReportMapLayer[] {
  const classes = new Uint8Array(WIDTH * HEIGHT);
  const ndvi = new Float32Array(WIDTH * HEIGHT);
  for (let row = 0; row < HEIGHT; row++)
    for (let column = 0; column < WIDTH; column++) {
      const at = row * WIDTH + column;
      // Patches of land cover, as a classifier leaves them; NDVI rising to the north-west.
      classes[at] = 1 + ((Math.floor(column / 41) * 3 + Math.floor(row / 29) * 5) % 5);
      ndvi[at] =
        0.25 + 0.3 * (1 - column / WIDTH) * (1 - row / HEIGHT) + 0.05 * Math.sin(column / 9);
    }
  const landCoverLegend: ResultLegend = {
    title: language === 'es' ? 'Cobertura del suelo 2024' : 'Land cover 2024',
    items: LAND_COVER_CLASSES.map((item) => ({
      itemId: item.id,
      primaryLabel: item[language],
      color: item.color,
      heading: false,
      extraData: null,
    })),
    gradient: null,
  };
  const ndviLegend: ResultLegend = {
    title: language === 'es' ? 'NDVI medio 2024' : 'Mean NDVI 2024',
    items: [],
    gradient: {
      colors: ['#a50026', '#fdae61', '#ffffbf', '#a6d96a', '#006837'],
      min: 0.2,
      max: 0.6,
      unit: '',
      label: 'NDVI',
    },
  };
  const layer = (layerId: string, label: string, legend: ResultLegend, file: string) => ({
    layerId,
    name: `${ANALYSIS_ID}_${layerId}_image.tif`,
    label,
    url: `/api/analysis/${ANALYSIS_ID}/layers/${layerId}`,
    legend,
    initialActive: true,
    initialOpacity: 1,
    file,
  });
  const landCover = layer(
    'landCover2024',
    language === 'es' ? 'Cobertura del suelo 2024' : 'Land cover 2024',
    landCoverLegend,
    writeLayer(directory, 'land-cover-2024.tif', classes),
  );
  const meanNdvi = layer(
    'ndvi2024',
    language === 'es' ? 'NDVI 2024' : 'NDVI 2024',
    ndviLegend,
    writeLayer(directory, 'ndvi-2024.tif', ndvi),
  );
  return [
    { scriptType: 'landCoverChange', ...reportLayer(landCover) },
    { scriptType: 'vegetationChange', ...reportLayer(meanNdvi) },
  ];
}

function reportLayer({
  file,
  ...layer
}: ReportMapLayer['layer'] & { file: string }): Omit<ReportMapLayer, 'scriptType'> {
  return {
    layer,
    legend: layer.legend,
    location: file,
    // The server's `paletteOf(legend)`: it reads only ids and colours, which a translated legend keeps.
    palette: paletteOf(layer.legend as never),
  };
}
