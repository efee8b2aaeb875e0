import type { Locator, Page } from 'playwright-core';

export type Rgb = readonly [number, number, number];

/**
 * How many pixels of what the user sees in an element (a screenshot of its box, so the WebGL
 * map's canvas as composited) are within `tolerance` of a colour in each channel. The PNG is
 * decoded by the page's own canvas, so no image library is needed.
 */
export async function countPixelsNear(
  page: Page,
  element: Locator,
  colour: Rgb,
  tolerance: number,
): Promise<number> {
  // A page screenshot of the element's box: an element without height is nothing to see (0).
  const box = await element.boundingBox();
  if (!box || box.width < 1 || box.height < 1) return 0;
  const png = await page.screenshot({ clip: box });
  return countPngPixelsNear(page, png, colour, tolerance);
}

/** The same count for a PNG file (a download), decoded by the page's own canvas. */
export async function countPngPixelsNear(
  page: Page,
  file: Buffer,
  colour: Rgb,
  tolerance: number,
): Promise<number> {
  const png = file.toString('base64');
  return page.evaluate(
    async ({ png, colour, tolerance }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (
          Math.abs((data[i] ?? 0) - colour[0]) <= tolerance &&
          Math.abs((data[i + 1] ?? 0) - colour[1]) <= tolerance &&
          Math.abs((data[i + 2] ?? 0) - colour[2]) <= tolerance
        )
          count += 1;
      }
      return count;
    },
    { png, colour, tolerance },
  );
}
