import type { Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { saveScreenshot } from './browser.js';
import type { RunningApp } from './start-app.js';

/**
 * Call at the start of a journey's test: if it fails, the page's screenshot is saved as `name`
 * and the end of the server's output is printed beside it.
 */
export function reportOnFailure(page: Page, app: RunningApp, name: string): void {
  onTestFailed(async () => {
    console.error(`screenshot: ${await saveScreenshot(page, name)}`);
    console.error(`server output:\n${app.output().slice(-4000)}`);
  });
}
