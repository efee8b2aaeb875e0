/**
 * Journey: the natural capital assessment page and its PDF report (issue 21), against the real
 * server on PGlite with the synthetic demo data; nothing is faked. One app, one set of analyses:
 *
 * - A full assessment (context, land cover change, forest carbon, water balance and MSA on the
 *   Wyoming square, afforestation: one tool of each section; the other tools' widgets are
 *   checked on stored results by assessment-widgets.e2e.ts) is started, then a second one
 *   with the context tool alone, whose job queues behind the first's: its page reads "No
 *   assessment data yet" with the tool's progress, and later fills in by itself (polling).
 * - The full assessment's page shows every section, and its key numbers (carbon baseline and
 *   change, mean elevation, a water headline, the MSA total, the first land cover row) read
 *   exactly as on the matching results tabs; the area map draws the shape's outline.
 * - Download report: the report's row shows its progress, then the PDF downloads; read back
 *   with poppler: more than one page, the site's name and the net area as the page shows it,
 *   the cover's map in the shape's colour.
 * - An invited user without access gets "Assessment not found"; with basic access to the site
 *   she sees the page without the financial terms the administrator sees.
 * - Spanish and imperial: the net area in acres, Spanish number format.
 *
 * Screenshots: test-results/assessment-*.png (loaded, not ready, print, Spanish); the printed
 * page's images in /tmp/shots-assessment/.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AnalysisRecord, AssessmentSummary } from '@ecotone/contracts';
import { formatQuantity, languageToLocale } from '@ecotone/i18n';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popplerAvailable } from '../../server/src/reports/render/pdf-readback.fixture.js';
import { type SmtpSink, startSmtpSink } from '../../server/test/support/smtp-sink.js';
import { finishedState, startAnalysis } from './analysis-run.js';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { countPixelsNear, countPngPixelsNear, type Rgb } from './canvas-pixels.js';
import { reportOnFailure } from './failure-report.js';
import { acceptInvitation, invitationLinks, inviteThroughDialog } from './invitation.js';
import { setLanguage } from './preferences.js';
import { signInAsAdmin } from './sign-in.js';
import { type RunningApp, startApp } from './start-app.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

const SITE = 'Sagebrush Flats Ranch';
const WAITING_SITE = 'Waiting Creek Ranch';
const INVITEE = { email: 'ines.calderon@example.org', firstName: 'Inés', lastName: 'Calderón' };
const INVITEE_NAME = 'Inés Calderón';
const INVITEE_PASSWORD = 'a-long-enough-password';
/** The shape's outline on the map (map/shape-layers.ts `#ffb300`). */
const OUTLINE: Rgb = [0xff, 0xb3, 0x00];
/**
 * The report's cover map fills the shape purple (`SHAPE_FILL` #8e24aa at 0.8 opacity over the
 * ground #f4f2ec: apps/server/src/reports/render/maps/shape-map.ts).
 */
const REPORT_SHAPE: Rgb = [162, 77, 183];
const SHOTS = '/tmp/shots-assessment';

const FULL_INPUTS = {
  context: {},
  landCoverChange: {},
  forestCarbon: { projectDuration: 30 },
  waterBalance: {},
  biodiversityMsa: { projectDuration: 30, msaActivityType: 'reforestation' },
};

// The printed page and the report are read back with poppler-utils.
describe.skipIf(!chromiumAvailable || !popplerAvailable)(
  'journey: the natural capital assessment page',
  () => {
    let sink: SmtpSink;
    let app: RunningApp;
    let browser: BrowserContext;
    let page: Page;
    let assessmentId = '';
    let analysisId = '';
    let siteId = '';
    let waitingAssessmentId = '';
    /** A second tab on the waiting assessment, left open to see it fill in by itself. */
    let waitingPage: Page;

    const poll = <T>(read: () => Promise<T> | T, timeout = 30_000) =>
      expect.poll(read, { timeout, interval: 500 });
    const text = (on: Page, testId: string, within?: string) =>
      (within ? on.getByTestId(within).getByTestId(testId) : on.getByTestId(testId))
        .first()
        .innerText()
        .then((value) => value.trim());
    async function shot(on: Page, name: string) {
      await on.evaluate(() => {
        window.scrollTo(0, 0);
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      });
      await saveScreenshot(on, `assessment-${name}`);
    }
    const fetchJson = <T>(on: Page, url: string) =>
      on.evaluate(
        async (address) => (await (await fetch(address)).json()) as unknown,
        url,
      ) as Promise<T>;

    beforeAll(async () => {
      sink = await startSmtpSink();
      app = await startApp({ SMTP_URL: sink.url });
      browser = await launchBrowser();
      page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      page.on('pageerror', (error) => console.error('page error:', error));
      await signInAsAdmin(page, app);
    }, 240_000);

    afterAll(async () => {
      await browser?.close();
      await app?.stop();
      await sink?.close();
    });

    it('shows a running assessment as not ready, then fills it in by itself', {
      timeout: 120_000,
    }, async (test) => {
      reportOnFailure(page, app, test.task.name);
      // The full assessment's tools are queued first; the waiting one's single tool after them.
      const full = await startAnalysis(page, {
        siteName: SITE,
        shapefileName: 'sagebrush_flats',
        analysisInputs: FULL_INPUTS,
        restorationActivity: 'afforestationReforestation',
      });
      assessmentId = full.assessmentId;
      analysisId = full.analysisId;
      siteId = full.siteId ?? '';
      const waiting = await startAnalysis(page, {
        siteName: WAITING_SITE,
        shapefileName: 'waiting_creek',
        analysisInputs: { context: {} },
      });
      waitingAssessmentId = waiting.assessmentId;

      waitingPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await waitingPage.goto(`${app.url}/assessment/${waitingAssessmentId}`);
      await poll(() => text(waitingPage, 'assessment-not-ready')).toContain(
        'No assessment data yet',
      );
      expect(await text(waitingPage, 'assessment-not-ready')).toContain(
        'This assessment is not yet ready. Please check back later.',
      );
      // The context tool is listed with its progress while it waits; no section is drawn.
      expect(await waitingPage.getByTestId('tool-progress-context').isVisible()).toBe(true);
      expect(await waitingPage.getByTestId('assessment-section-area').count()).toBe(0);
      expect(await text(waitingPage, 'assessment-header')).toContain(WAITING_SITE);
      await shot(waitingPage, 'not-ready');
    });

    it('shows every section of the finished assessment with the results tabs’ numbers', {
      timeout: 480_000,
    }, async (test) => {
      reportOnFailure(page, app, test.task.name);
      expect(await finishedState(page, analysisId)).toBe('SUCCEEDED');
      await page.goto(`${app.url}/assessment/${assessmentId}`);
      for (const section of [
        'area',
        'context',
        'carbon',
        'water',
        'biodiversity',
        'restoration',
        'financials',
        'reports',
      ])
        await page.getByTestId(`assessment-section-${section}`).waitFor({ timeout: 30_000 });
      // Titled by the assessment (its shapefile's name, as the workflow made it), in its site.
      const summary = await fetchJson<AssessmentSummary>(page, `/api/assessment/${assessmentId}`);
      expect(summary.title).toBe('sagebrush_flats');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(summary.title);
      expect(await page.title()).toContain(summary.title);
      expect(await text(page, 'site-link')).toBe(SITE);
      expect(await page.getByTestId('demo-data-notice').first().isVisible()).toBe(true);
      expect(await text(page, 'restoration-activity')).toBe(
        'Forest: afforestation and reforestation',
      );

      // The net area as the units module writes it, from the analysis's study area.
      const record = await fetchJson<AnalysisRecord>(page, `/api/analysis/${analysisId}`);
      expect(await text(page, 'area-net')).toBe(
        formatQuantity(record.studyArea.netHa, 'ha', 'metric', languageToLocale('english')),
      );

      // Each tool's view data link leads to its tab in the analysis that holds its run.
      expect(
        await page
          .getByTestId('assessment-tool-forestCarbon')
          .getByTestId('view-data')
          .getAttribute('href'),
      ).toBe(`/analysis-manager/results/${analysisId}#forestCarbon`);

      // The key numbers as the page shows them, then as the results tabs show them.
      const tool = (scriptType: string) => `assessment-tool-${scriptType}`;
      await page.getByTestId(tool('forestCarbon')).getByTestId('carbon-headline').waitFor();
      await page.getByTestId(tool('biodiversityMsa')).getByTestId('msa-row-total').waitFor();
      await page.getByTestId(tool('waterBalance')).getByTestId('time-series-headlines').waitFor();
      const water = await firstHeadlineId(page, tool('waterBalance'));
      const onPage = {
        baseline: await text(page, 'carbon-headline-baseline-value', tool('forestCarbon')),
        change: await text(page, 'carbon-headline-total-change-value', tool('forestCarbon')),
        elevation: await text(page, 'context-value-elevation-value', tool('context')),
        water: await text(page, `headline-${water}-value`, tool('waterBalance')),
        msa: await text(page, 'msa-row-total', tool('biodiversityMsa')),
        landCover: await page
          .getByTestId(tool('landCoverChange'))
          .locator('tbody tr')
          .first()
          .innerText(),
      };
      expect(onPage.baseline).toMatch(/ tC \(/);

      // The shape is drawn on the area summary's map: its outline's colour on the canvas.
      const areaMap = page.getByTestId('area-map');
      await areaMap.locator('[data-ready="true"]').waitFor({ timeout: 60_000 });
      await areaMap.locator('[data-print-ready="true"]').waitFor({ timeout: 60_000 });
      await areaMap.scrollIntoViewIfNeeded();
      expect(
        await countPixelsNear(page, page.getByTestId('area-map-canvas'), OUTLINE, 40),
      ).toBeGreaterThan(100);
      await shot(page, 'loaded');

      // Print: no buttons or forms, the maps as pictures, the demo-data notice kept.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByTestId('download-report').isVisible()).toBe(false);
      expect(await page.getByTestId('financial-request-form').isVisible()).toBe(false);
      // The map's picture, taken on screen, shows the shape as the canvas did.
      const picture = page.getByTestId('area-map-print');
      expect(await picture.isVisible()).toBe(true);
      expect(await page.getByTestId('area-map-canvas').isVisible()).toBe(false);
      expect(await countPixelsNear(page, picture, OUTLINE, 40)).toBeGreaterThan(100);
      expect(await page.getByTestId('demo-data-notice').first().isVisible()).toBe(true);
      await shot(page, 'print');
      // Printed for real (Chromium's print to PDF, A4 from the stylesheet's @page): the sections
      // and their numbers, none of the buttons or forms.
      mkdirSync(SHOTS, { recursive: true });
      const printed = path.join(SHOTS, 'page-print.pdf');
      await page.pdf({ path: printed, preferCSSPageSize: true, printBackground: true });
      const printedText = execFileSync('pdftotext', ['-layout', printed, '-']).toString();
      for (const heading of ['Area summary', 'Carbon', 'Water', 'Biodiversity', 'Financial'])
        expect(printedText).toContain(heading);
      expect(printedText).toContain(onPage.baseline);
      expect(printedText).toContain('Demo data (synthetic)');
      for (const control of ['Send Request', 'Detailed message', 'view data'])
        expect(printedText).not.toContain(control);
      expect(
        Number(/Page size:\s+([\d.]+)/.exec(execFileSync('pdfinfo', [printed]).toString())?.[1]),
      ).toBeCloseTo(595, 0);
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '60',
        '-f',
        '1',
        '-l',
        '3',
        printed,
        path.join(SHOTS, 'page-print'),
      ]);
      await page.emulateMedia({ media: 'screen' });

      const tab = async (scriptType: string) => {
        await page.goto(`${app.url}/analysis-manager/results/${analysisId}#${scriptType}`);
        await page.getByTestId(`result-${scriptType}`).waitFor({ timeout: 30_000 });
      };
      await tab('forestCarbon');
      await page.getByTestId('carbon-headline').waitFor();
      expect(await text(page, 'carbon-headline-baseline-value')).toBe(onPage.baseline);
      expect(await text(page, 'carbon-headline-total-change-value')).toBe(onPage.change);
      await tab('context');
      expect(await text(page, 'context-value-elevation-value')).toBe(onPage.elevation);
      await tab('waterBalance');
      await page.getByTestId('time-series-headlines').waitFor();
      expect(await text(page, `headline-${water}-value`)).toBe(onPage.water);
      await tab('biodiversityMsa');
      await page.getByTestId('msa-row-total').waitFor();
      expect(await text(page, 'msa-row-total')).toBe(onPage.msa);
      await tab('landCoverChange');
      expect(
        await page.getByTestId('comparison-table').locator('tbody tr').first().innerText(),
      ).toBe(onPage.landCover);
      // And back: the results page links to the assessment it belongs to.
      await page.getByTestId('assessment-summary-link').click();
      await page.waitForURL(`${app.url}/assessment/${assessmentId}`);
      await page.getByTestId('assessment-contents').waitFor();

      // The waiting assessment's tab filled in by itself once its tool ran.
      await poll(() => waitingPage.getByTestId('assessment-section-context').count(), 120_000).toBe(
        1,
      );
      expect(await waitingPage.getByTestId('assessment-not-ready').count()).toBe(0);
      await waitingPage.close();
    });

    it('makes the PDF report: progress, then a download that reads back', {
      timeout: 240_000,
    }, async (test) => {
      reportOnFailure(page, app, test.task.name);
      await page.goto(`${app.url}/assessment/${assessmentId}`);
      await page.getByTestId('assessment-section-reports').waitFor({ timeout: 30_000 });
      const netArea = await text(page, 'area-net');
      const downloading = page.waitForEvent('download', { timeout: 180_000 });
      await page.getByTestId('download-report').click();
      // Its row shows while it is made (queued or running), then it is ready.
      const row = page.getByTestId('report-row').first();
      await row.waitFor();
      const download = await downloading;
      await poll(() => row.getAttribute('data-state')).toBe('succeeded');
      expect(await text(page, 'report-details')).toMatch(/English · Metric/);

      const folder = mkdtempSync(path.join(tmpdir(), 'ecotone-report-'));
      const file = path.join(folder, 'report.pdf');
      await download.saveAs(file);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const info = execFileSync('pdfinfo', [file]).toString();
      const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
      expect(pages).toBeGreaterThan(1);
      const pdfText = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      expect(pdfText).toContain(SITE);
      expect(pdfText).toContain(netArea);
      // The cover's map: the first page as an image holds the shape's outline colour.
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '72',
        '-f',
        '1',
        '-l',
        '1',
        file,
        path.join(folder, 'cover'),
      ]);
      const cover = execFileSync('sh', ['-c', `cat "${folder}"/cover*.png`]);
      expect(await countPngPixelsNear(page, cover, REPORT_SHAPE, 24)).toBeGreaterThan(30);
      mkdirSync(SHOTS, { recursive: true });
      execFileSync('sh', ['-c', `cp "${folder}"/cover*.png "${SHOTS}/report-cover.png"`]);
    });

    it('shows nothing to a viewer without access, and no financial terms below full access', {
      timeout: 180_000,
    }, async (test) => {
      reportOnFailure(page, app, test.task.name);
      // The administrator sets the site's financial terms: shown to full access (theirs).
      const saved = await page.evaluate(
        async ([id]) =>
          (
            await fetch(`/api/site/${id}`, {
              method: 'PATCH',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({
                financials: {
                  revenueSharePercent: 7.5,
                  annualLandownerPaymentUsd: 24500,
                  agreementTermYears: 25,
                },
              }),
            })
          ).status,
        [siteId],
      );
      expect(saved).toBe(200);
      await page.goto(`${app.url}/assessment/${assessmentId}`);
      await page.getByTestId('assessment-section-financials').waitFor({ timeout: 30_000 });
      expect(await text(page, 'site-financials')).toContain('24,500');
      // The get-in-touch prompt's request goes through the contact messages.
      await page.getByTestId('financial-request-message').fill('What would a 30-year project pay?');
      await page.getByTestId('financial-request-send').click();
      await poll(() => text(page, 'financial-request-sent')).toContain('Request sent');

      await page.goto(`${app.url}/admin/users`);
      await inviteThroughDialog(page, INVITEE);
      const link = await invitationLinks(sink, INVITEE.email)();
      const invitee = await launchBrowser();
      try {
        const her = await invitee.newPage({ viewport: { width: 1280, height: 900 } });
        await acceptInvitation(her, link, INVITEE_PASSWORD, INVITEE_NAME);
        await her.goto(`${app.url}/assessment/${assessmentId}`);
        await poll(() => text(her, 'assessment-not-found')).toContain('Assessment not found');
        expect(await her.locator('body').innerText()).not.toContain(SITE);

        // Basic access to the site reaches its assessment: the page, without the terms.
        const shared = await page.evaluate(
          async ([id, search]) => {
            const base = `/api/resource/site/${id}/sharing`;
            const found = (await (
              await fetch(`${base}/candidates?search=${encodeURIComponent(search)}`)
            ).json()) as { users: { ecotoneUserId: string }[] };
            const user = found.users[0];
            if (!user) return 0;
            return (
              await fetch(base, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify({
                  users: [{ ecotoneUserId: user.ecotoneUserId, accessLevel: 'basic' }],
                }),
              })
            ).status;
          },
          [siteId, 'Calder'],
        );
        expect(shared).toBe(200);
        await her.goto(`${app.url}/assessment/${assessmentId}`);
        await her.getByTestId('assessment-section-financials').waitFor({ timeout: 30_000 });
        const summary = await fetchJson<AssessmentSummary>(her, `/api/assessment/${assessmentId}`);
        expect(summary.accessLevel).toBe('basic');
        expect(summary.financials).toBeUndefined();
        expect(await her.getByTestId('site-financials').count()).toBe(0);
        expect(await her.getByTestId('financial-prompt').isVisible()).toBe(true);
        const body = await her.locator('body').innerText();
        for (const value of ['24,500', '7.5%', '25 years']) expect(body).not.toContain(value);
      } finally {
        await invitee.close();
      }
    });

    it('reads in Spanish with imperial units', { timeout: 120_000 }, async (test) => {
      reportOnFailure(page, app, test.task.name);
      await page.goto(`${app.url}/assessment/${assessmentId}`);
      await page.getByTestId('assessment-section-area').waitFor({ timeout: 30_000 });
      await setLanguage(page, 'es', 'imperial');
      const record = await fetchJson<AnalysisRecord>(page, `/api/analysis/${analysisId}`);
      const acres = formatQuantity(
        record.studyArea.netHa,
        'ha',
        'imperial',
        languageToLocale('spanish'),
      );
      expect(acres).toMatch(/ac/);
      await poll(() => text(page, 'area-net')).toBe(acres);
      expect(await text(page, 'assessment-section-area')).toContain('Área neta del proyecto');
      expect(await text(page, 'assessment-section-financials')).toContain('Enviar solicitud');
      await shot(page, 'es-imperial');
      await setLanguage(page, 'en', 'metric');
    });
  },
);

/** The id of the first headline of a time-series tool's block that has a value. */
async function firstHeadlineId(page: Page, within: string): Promise<string> {
  const ids = await page
    .getByTestId(within)
    .locator('[data-testid^="headline-"][data-testid$="-value"]')
    .evaluateAll((cells) =>
      cells
        .filter((cell) => /\d/.test(cell.textContent ?? ''))
        .map((cell) =>
          (cell.getAttribute('data-testid') ?? '').slice('headline-'.length, -'-value'.length),
        ),
    );
  const id = ids.find((candidate) => candidate !== 'study-area' && candidate !== 'period');
  if (!id) throw new Error('no headline with a value');
  return id;
}
