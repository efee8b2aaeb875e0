import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchBrowser } from './browser';
import { buildHarnessScript } from './harness-build';

const here = path.dirname(fileURLToPath(import.meta.url));

/** snapshot-harness.tsx and what it imports as one script, built in memory once per run. */
let built: Promise<string> | undefined;
const harnessScript = (): Promise<string> => {
  built ??= buildHarnessScript(path.join(here, 'snapshot-harness.tsx'));
  return built;
};

interface Drawn {
  width: number;
  height: number;
  /** Pixels of each probe colour (exact within 8 per channel). */
  counts: Record<string, number>;
}

/**
 * Composes a snapshot of a plain green "map" (600 x 400) with a magenta legend class, a blue
 * logo and a title, and counts the pixels of each colour in the PNG Chromium encoded.
 */
function compose(
  page: Page,
  options: { aspect: string; legend: boolean; logo: boolean; title: boolean },
) {
  return page.evaluate(async (options): Promise<Drawn> => {
    const harness = window.snapshotHarness;
    if (!harness) throw new Error('no harness');
    const map = document.createElement('canvas');
    map.width = 600;
    map.height = 400;
    const mapContext = map.getContext('2d');
    if (!mapContext) throw new Error('no 2d canvas');
    mapContext.fillStyle = '#2e7d32';
    mapContext.fillRect(0, 0, 600, 400);
    const logo = document.createElement('canvas');
    logo.width = 120;
    logo.height = 40;
    const logoContext = logo.getContext('2d');
    if (!logoContext) throw new Error('no 2d canvas');
    logoContext.fillStyle = '#0000ff';
    logoContext.fillRect(0, 0, 120, 40);
    const canvas = harness.composeSnapshot({
      map,
      aspect: options.aspect as 'square',
      scale: 1,
      title: options.title ? 'Los Alamos' : null,
      subtitle: options.title ? 'North paddock' : null,
      legend: options.legend
        ? {
            title: 'Land cover',
            items: [
              { label: 'Tree cover', color: '#ff00ff', heading: false },
              { label: 'Grassland', color: '#ffff00', heading: false },
            ],
            gradient: null,
          }
        : null,
      logo: options.logo ? { image: logo, width: 120, height: 40 } : null,
      moreRows: (count) => `and ${count} more`,
    });
    // Through PNG and back, as the download is.
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('no PNG');
    const bitmap = await createImageBitmap(blob);
    const read = document.createElement('canvas');
    read.width = bitmap.width;
    read.height = bitmap.height;
    const readContext = read.getContext('2d');
    if (!readContext) throw new Error('no 2d canvas');
    readContext.drawImage(bitmap, 0, 0);
    const { data } = readContext.getImageData(0, 0, read.width, read.height);
    const probes: Record<string, [number, number, number]> = {
      map: [0x2e, 0x7d, 0x32],
      swatch: [255, 0, 255],
      logo: [0, 0, 255],
    };
    const counts: Record<string, number> = { map: 0, swatch: 0, logo: 0 };
    for (let index = 0; index < data.length; index += 4)
      for (const [name, [r, g, b]] of Object.entries(probes))
        if (
          Math.abs((data[index] ?? 0) - r) <= 8 &&
          Math.abs((data[index + 1] ?? 0) - g) <= 8 &&
          Math.abs((data[index + 2] ?? 0) - b) <= 8
        )
          counts[name] = (counts[name] ?? 0) + 1;
    return { width: read.width, height: read.height, counts };
  }, options);
}

describe.skipIf(!chromiumAvailable)('map snapshot composition in Chromium', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const script = await harnessScript();
    context = await launchBrowser();
    page = await context.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: script });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('draws the map, the legend swatches and the logo into the PNG', async () => {
    const drawn = await compose(page, {
      aspect: 'responsive',
      legend: true,
      logo: true,
      title: true,
    });
    expect(drawn.width).toBe(600);
    expect(drawn.height).toBeGreaterThan(400); // the title's header
    expect(drawn.counts.swatch).toBeGreaterThanOrEqual(12 * 12 - 12);
    expect(drawn.counts.logo).toBeGreaterThan(100);
    expect(drawn.counts.map).toBeGreaterThan(600 * 400 * 0.7);
  });

  it('leaves the legend and logo out when they are switched off', async () => {
    const drawn = await compose(page, {
      aspect: 'responsive',
      legend: false,
      logo: false,
      title: false,
    });
    expect(drawn).toEqual({
      width: 600,
      height: 400,
      counts: { map: 600 * 400, swatch: 0, logo: 0 },
    });
  });

  it('keeps the centre square of the map in square mode', async () => {
    const drawn = await compose(page, {
      aspect: 'square',
      legend: false,
      logo: false,
      title: false,
    });
    expect(drawn).toMatchObject({ width: 400, height: 400 });
  });
});

/** Counts the pixels of a PNG within 8 per channel of each colour, decoded by the page. */
function countColours(page: Page, png: Buffer, colours: Record<string, [number, number, number]>) {
  return page.evaluate(
    async ({ base64, colours }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const counts: Record<string, number> = {};
      for (const name of Object.keys(colours)) counts[name] = 0;
      for (let index = 0; index < data.length; index += 4)
        for (const [name, [r, g, b]] of Object.entries(colours))
          if (
            Math.abs((data[index] ?? 0) - r) <= 8 &&
            Math.abs((data[index + 1] ?? 0) - g) <= 8 &&
            Math.abs((data[index + 2] ?? 0) - b) <= 8
          )
            counts[name] = (counts[name] ?? 0) + 1;
      return { width: image.width, height: image.height, counts };
    },
    { base64: png.toString('base64'), colours },
  );
}

describe.skipIf(!chromiumAvailable)('map snapshot dialog and printable map in Chromium', () => {
  let context: BrowserContext;
  let script: string;

  beforeAll(async () => {
    script = await harnessScript();
    context = await launchBrowser();
  });

  afterAll(async () => {
    await context?.close();
  });

  async function open(
    what: 'dialog' | 'dialog-not-editor' | 'printable',
    language: 'en' | 'es' = 'en',
  ): Promise<Page> {
    const page = await context.newPage();
    await page.setContent(
      '<!doctype html><html><body><header id="chrome">App bar</header></body></html>',
    );
    await page.addScriptTag({ content: script });
    await page.evaluate((args) => window.snapshotHarness?.mount(...args), [
      what,
      language,
    ] as const);
    return page;
  }

  it('downloads {layerId}-mapSnapshot.png showing the shape and the legend', async () => {
    const page = await open('dialog');
    await page.getByTestId('snapshot-preview').waitFor();
    await page.getByTestId('snapshot-menu-toggle').click();
    await expect.poll(() => page.getByTestId('snapshot-menu').count()).toBe(0);
    expect(await page.getByTestId('snapshot-menu-toggle').textContent()).toBe('Show Menu');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('snapshot-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('landCover2020-mapSnapshot.png');
    const file = await download.path();
    const drawn = await countColours(page, await readFile(file), {
      shape: [255, 0, 0],
      swatch: [255, 0, 255],
    });
    expect(drawn.width).toBe(800);
    expect(drawn.height).toBeGreaterThan(500); // title and subtitle above the map
    expect(drawn.counts.shape).toBe(100 * 100);
    expect(drawn.counts.swatch).toBeGreaterThanOrEqual(12 * 12 - 12);
    await page.close();
  });

  it('leaves the legend out when it is switched off, and keeps the square', async () => {
    const page = await open('dialog');
    await page.getByTestId('snapshot-preview').waitFor();
    await page.getByTestId('snapshot-legend-toggle').click();
    await page.getByTestId('snapshot-aspect-square').click();
    await page.getByTestId('snapshot-title-toggle').click();
    await page.getByTestId('snapshot-subtitle-toggle').click();
    await expect
      .poll(() =>
        page
          .getByTestId('snapshot-preview')
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBe(500);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('snapshot-download').click(),
    ]);
    const drawn = await countColours(page, await readFile(await download.path()), {
      shape: [255, 0, 0],
      swatch: [255, 0, 255],
    });
    expect(drawn).toEqual({ width: 500, height: 500, counts: { shape: 100 * 100, swatch: 0 } });
    await page.close();
  });

  it('shows nothing to someone who is not an editor', async () => {
    const page = await open('dialog-not-editor');
    await page.waitForTimeout(500);
    expect(await page.getByTestId('map-snapshot-dialog').count()).toBe(0);
    await page.close();
  });

  it('shows the printable map with ticks, and prints it alone on one landscape page', async () => {
    const page = await open('printable');
    await page.getByTestId('printable-map').waitFor();
    const labels = await page.locator('[data-tick="longitude"] text').allTextContents();
    expect(labels).toHaveLength(12);
    expect(labels).toContain('58.50°W');
    expect(await page.getByTestId('projection-note').textContent()).toContain('EPSG:3857');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#chrome').isVisible()).toBe(false);
    expect(await page.getByTestId('printable-map').isVisible()).toBe(true);
    for (const format of ['A4', 'Letter']) {
      const pdf = (await page.pdf({ format, preferCSSPageSize: true })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page\b/g), format).toHaveLength(1);
    }
    await page.close();
  });

  it('writes the printable map in Spanish: comma decimals, O for west', async () => {
    const page = await open('printable', 'es');
    await page.getByTestId('printable-map').waitFor();
    const labels = await page.locator('[data-tick="longitude"] text').allTextContents();
    expect(labels).toContain('58,50°O');
    expect(await page.getByTestId('projection-note').textContent()).toContain('Proyección');
    await page.close();
  });

  it('copies a real MapLibre map inside its render event, without preserveDrawingBuffer', async () => {
    const page = await open('printable');
    const captured = await page.evaluate(() => window.snapshotHarness?.captureRedMap());
    expect(captured).toEqual({ width: 400, height: 300, red: 400 * 300 });
    await page.close();
  });
});
