/**
 * Debian's Chromium driven by playwright-core, with the flags of docs/testing.md (WebGL2 through
 * SwiftShader, no background networking, no name but localhost resolved), in a fresh profile.
 */
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumAvailable = existsSync(CHROMIUM_PATH);

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  // Journeys never reach the internet, even on a machine that could: every name but localhost
  // is unknown, so the map's online tiles fail and journeys see the offline fallback
  // (docs/decisions/0010-basemap-sources.md); servers a journey starts listen on 127.0.0.1.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export async function launchBrowser(): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'ecotone-chromium-')), {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
  });
}

const artifactsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-results',
);

/** Saves a full-page screenshot under test-results/ (kept by CI as the failure artifact). */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name.replace(/[^\w-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
