/**
 * What map-snapshot.e2e.ts loads into a blank page to check the snapshot in Chromium without
 * the app: the composition alone, and the real dialog and printable map with the real
 * catalogues over a fake map (a green canvas with a red square where the shape would be).
 */

import type { ResultLegend } from '@ecotone/contracts';
import { Map as MapLibreMap } from 'maplibre-gl';
import { createRoot } from 'react-dom/client';
import { MapSnapshotDialog } from '../src/features/map-snapshot/map-snapshot-dialog';
import { PrintStyles } from '../src/features/map-snapshot/print-styles';
import { PrintableMap } from '../src/features/map-snapshot/printable-map';
import i18n, { loadResultTexts } from '../src/i18n';
import { captureMap, type MapCapture } from '../src/map/printable/capture-map';
import { composeSnapshot } from '../src/map/printable/compose-snapshot';

declare global {
  interface Window {
    snapshotHarness?: {
      composeSnapshot: typeof composeSnapshot;
      captureRedMap: () => Promise<{ width: number; height: number; red: number }>;
      mount: (what: Mounted, language?: 'en' | 'es') => Promise<void>;
    };
  }
}

const legend: ResultLegend = {
  title: 'Land cover',
  items: [
    { itemId: '10', primaryLabel: 'Tree cover', color: '#ff00ff', heading: false, extraData: null },
    { itemId: '30', primaryLabel: 'Grassland', color: '#ffff00', heading: false, extraData: null },
  ],
  gradient: null,
};

function fakeCapture(): MapCapture {
  const image = document.createElement('canvas');
  image.width = 800;
  image.height = 500;
  const context = image.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#2e7d32';
  context.fillRect(0, 0, 800, 500);
  context.fillStyle = '#ff0000';
  context.fillRect(350, 200, 100, 100);
  return { image, extent: { west: -58.7, south: -35.1, east: -57.3, north: -34.4 }, scale: 1 };
}

/** The dialog as an editor sees it, as anyone else does (nothing), or the printable map. */
type Mounted = 'dialog' | 'dialog-not-editor' | 'printable';

async function mount(what: Mounted, language: 'en' | 'es' = 'en') {
  await loadResultTexts();
  void i18n.changeLanguage(language);
  const container = document.createElement('div');
  document.body.append(container);
  const capture = fakeCapture();
  const root = createRoot(container);
  if (what !== 'printable') {
    root.render(
      <MapSnapshotDialog
        open
        onClose={() => {}}
        canEdit={what === 'dialog'}
        captureMap={async () => capture}
        layer={{ layerId: 'landCover2020', label: 'Land cover 2020', legend }}
        defaults={{ title: 'Los Alamos', subtitle: 'North paddock' }}
        textsScope="analysis-1"
      />,
    );
    return;
  }
  root.render(
    <>
      <PrintStyles />
      <PrintableMap
        primary={{ capture, imageUrl: capture.image.toDataURL(), label: 'Land cover 2020' }}
        secondary={null}
        title="Los Alamos"
        subtitle="North paddock"
        land={null}
      />
    </>,
  );
}

/**
 * A real MapLibre map (WebGL, no preserveDrawingBuffer) painted red, captured as the dialog
 * does: how many of the copy's pixels are red. A background layer needs no tiles or worker.
 */
async function captureRedMap() {
  const container = document.createElement('div');
  container.style.cssText = 'width: 400px; height: 300px';
  document.body.append(container);
  const map = new MapLibreMap({
    container,
    style: {
      version: 8,
      sources: {},
      layers: [{ id: 'red', type: 'background', paint: { 'background-color': '#ff0000' } }],
    },
    attributionControl: false,
  });
  await new Promise((resolve) => map.once('load', resolve));
  const { image } = await captureMap(map);
  map.remove();
  const context = image.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  const { data } = context.getImageData(0, 0, image.width, image.height);
  let red = 0;
  for (let index = 0; index < data.length; index += 4)
    if (data[index] === 255 && data[index + 1] === 0 && data[index + 2] === 0) red += 1;
  return { width: image.width, height: image.height, red };
}

window.snapshotHarness = { composeSnapshot, captureRedMap, mount };
