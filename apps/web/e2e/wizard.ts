import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type {} from '../src/map/test-hook.js';

/** Opens the new-assessment wizard and waits until its map is loaded and ready for drawing. */
export async function openWizard(page: Page): Promise<void> {
  await page.getByTestId('nav-new-assessment').click();
  await expect.poll(() => page.getByTestId('new-assessment-wizard').isVisible()).toBe(true);
  await expect
    .poll(() => page.evaluate(() => window.__ecotoneMap?.loaded() ?? false), { timeout: 30_000 })
    .toBe(true);
  await expect.poll(() => page.getByTestId('shape-map').getAttribute('data-ready')).toBe('true');
}
