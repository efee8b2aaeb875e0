import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type {} from '../src/map/test-hook.js';

/**
 * Opens the new-assessment wizard and waits until its map is loaded and ready for drawing. A
 * journey starts from an empty wizard: a draft an earlier journey left in this browser is
 * discarded when the wizard offers it back (docs/wizard.md, "Unfinished assessments").
 */
export async function openWizard(page: Page): Promise<void> {
  // On the wizard's own address (a reload there) it opens by itself: the nav is behind it.
  if (new URL(page.url()).pathname !== '/assessments/new') {
    await page.getByTestId('nav-new-assessment').click();
  }
  const offer = page.getByTestId('resume-draft');
  await page.getByTestId('new-assessment-wizard').or(offer).first().waitFor();
  if (await offer.isVisible()) await page.getByTestId('resume-draft-discard').click();
  await expect.poll(() => page.getByTestId('new-assessment-wizard').isVisible()).toBe(true);
  await expect
    .poll(() => page.evaluate(() => window.__ecotoneMap?.loaded() ?? false), { timeout: 30_000 })
    .toBe(true);
  await expect.poll(() => page.getByTestId('shape-map').getAttribute('data-ready')).toBe('true');
}

/**
 * Opens the wizard and draws one square around the map's centre (the default view is Wyoming,
 * specs/1 section 9), waiting until the editor holds it. The map is first zoomed in
 * `zoomLevels` levels with its + button, as a user finds their land: at the default view a
 * 200 x 140 px square covers about 136 Mha, five levels in about 133,000 ha, a large ranch, which
 * journeys that run analyses to the end use (every tool of a template on 136 Mha takes minutes).
 */
export async function openWizardAndDrawSquare(
  page: Page,
  { zoomLevels = 0 }: { zoomLevels?: number } = {},
): Promise<void> {
  await openWizard(page);
  if (zoomLevels > 0) await zoomMapIn(page, zoomLevels);
  await page.getByTestId('add-shape-button').click();
  await page.getByTestId('add-shape-polygon').click();
  await page.getByTestId('add-shape-polygon').waitFor({ state: 'detached' });
  const box = await page.getByTestId('shape-map').boundingBox();
  if (!box) throw new Error('the map has no box');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const corners = [
    [centre.x - 100, centre.y - 70],
    [centre.x + 100, centre.y - 70],
    [centre.x + 100, centre.y + 70],
    [centre.x - 100, centre.y + 70],
    [centre.x - 100, centre.y - 70],
  ] as const;
  for (const [x, y] of corners) await placeVertex(page, x, y);
  await expect
    .poll(() => page.evaluate(() => window.__ecotoneMap?.shapes().features.length ?? -1))
    .toBe(1);
}

/**
 * Zooms the wizard's map in by at least `levels` with its + button (the map takes the wheel only
 * with Ctrl: cooperative gestures), one level a click.
 */
async function zoomMapIn(page: Page, levels: number): Promise<void> {
  const zoom = () => page.evaluate(() => window.__ecotoneMap?.zoom() ?? 0);
  const target = (await zoom()) + levels;
  const plus = page.getByTestId('shape-map').locator('.maplibregl-ctrl-zoom-in');
  await expect
    .poll(
      async () => {
        const now = await zoom();
        if (now < target - 0.01) await plus.click();
        return now >= target - 0.01;
      },
      { timeout: 30_000, interval: 400 },
    )
    .toBe(true);
  // Each click's zoom is animated: draw once it has settled.
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await zoom();
        const settled = now === last;
        last = now;
        return settled;
      },
      { timeout: 10_000, interval: 250 },
    )
    .toBe(true);
}

/**
 * Clicks one vertex of the polygon being drawn and waits until the map has taken it (the count
 * of placed vertices changes; the closing click finishes the polygon), never a fixed time.
 */
export async function placeVertex(page: Page, x: number, y: number): Promise<void> {
  const placed = () => page.evaluate(() => window.__ecotoneMap?.drawingVertices() ?? -1);
  const before = await placed();
  await page.mouse.move(x, y, { steps: 4 });
  await page.mouse.click(x, y);
  await expect.poll(placed).not.toBe(before);
}

/**
 * Fills step 2 for a new site and waits until Next is allowed (the automatic shapefile name needs
 * the shape's country, looked up on the server).
 */
export async function fillKeyDetails(
  page: Page,
  { siteName, siteTypeLabel }: { siteName: string; siteTypeLabel: string },
): Promise<void> {
  await page.getByTestId('key-details-step').waitFor();
  await page.getByTestId('site-name').fill(siteName);
  await page.getByTestId('site-type').click();
  await page.getByRole('option', { name: siteTypeLabel, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await expect.poll(() => page.getByTestId('wizard-next').isEnabled()).toBe(true);
}

/** Goes to the wizard's next step and waits until `expectedStep` shows. */
export async function nextStep(page: Page, expectedStep: string): Promise<void> {
  await page.getByTestId('wizard-next').click();
  await page.locator(`[data-step="${expectedStep}"]`).waitFor();
}
