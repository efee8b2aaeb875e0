import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { signInAsAdmin } from './sign-in.js';
import { type RunningApp, startApp } from './start-app.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

/** The heading and one sentence of each shipped text (content/legal), per language. */
const TEXTS = {
  en: {
    terms: {
      link: 'Terms and Conditions',
      heading: 'Terms and Conditions',
      sentence: 'We reply within 2 working days.',
    },
    privacy: {
      link: 'Privacy Policy',
      heading: 'Privacy Policy',
      sentence: 'There are no advertising or tracking cookies.',
    },
  },
  es: {
    terms: {
      link: 'Términos y condiciones',
      heading: 'Términos y condiciones',
      sentence: 'Respondemos en un plazo de 2 días hábiles.',
    },
    privacy: {
      link: 'Política de privacidad',
      heading: 'Política de privacidad',
      sentence: 'No hay cookies de publicidad ni de seguimiento.',
    },
  },
} as const;
type Language = keyof typeof TEXTS;
type Document = keyof (typeof TEXTS)['en'];

describe.skipIf(!chromiumAvailable)('journey: terms and privacy, signed out and signed in', () => {
  let app: RunningApp;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** The page shows the text's own heading and a sentence from its body. */
  async function expectText(tab: Page, language: Language, document: Document) {
    const { heading, sentence } = TEXTS[language][document];
    await expect
      .poll(() => tab.getByRole('heading', { level: 1, name: heading }).isVisible())
      .toBe(true);
    expect(await tab.getByText(sentence).isVisible()).toBe(true);
    expect(await tab.getByText('Page not found').count()).toBe(0);
  }

  it.for(['en', 'es'] as const)(
    'follows both consent links of the get-started form (%s)',
    async (language, test) => {
      test.onTestFailed(async () => {
        console.error(`screenshot: ${await saveScreenshot(page, test.task.name)}`);
      });
      await page.goto(app.url);
      await page.evaluate(
        (stored) => localStorage.setItem('ecotone.language', stored),
        language === 'es' ? 'spanish' : 'english',
      );
      await page.goto(`${app.url}/#get-started`);
      // A hash-only change keeps the document: reload so the stored language applies.
      await page.reload();
      const dialog = page.getByTestId('get-started-dialog');
      await dialog.waitFor();
      // The phone field grows its country selector once the list arrives: wait for the form to
      // settle, so the click lands on the link and not where it was a moment before.
      await page.getByTestId('get-started-phone-country').waitFor();
      for (const document of ['terms', 'privacy'] as const) {
        // The consent links open a new tab, so the form keeps what was typed.
        // Followed from the keyboard: a pointer click inside the scrolling dialog can land on the
        // form while Chromium is still scrolling the link into view.
        const link = dialog.getByRole('link', { name: TEXTS[language][document].link });
        await link.focus();
        const [tab] = await Promise.all([
          browser.waitForEvent('page'),
          page.keyboard.press('Enter'),
        ]);
        await expectText(tab, language, document);
        if (language === 'en' && document === 'terms') await saveScreenshot(tab, 'legal-terms-en');
        await tab.close();
      }
      // The old address of the terms leads to the same page.
      await page.goto(`${app.url}/terms`);
      await expectText(page, language, 'terms');
      expect(new URL(page.url()).pathname).toBe('/terms-conditions');
    },
  );

  it('reaches both from the app signed in, in English then Spanish', async () => {
    await page.goto(app.url);
    await page.evaluate(() => localStorage.setItem('ecotone.language', 'english'));
    await signInAsAdmin(page, app);
    for (const language of ['en', 'es'] as const) {
      if (language === 'es') {
        await page.getByTestId('user-menu-button').click();
        await page.getByTestId('language-es').click();
        await page.keyboard.press('Escape');
      }
      for (const document of ['terms', 'privacy'] as const) {
        await page.getByTestId('user-menu-button').click();
        await page.getByTestId(`open-${document}`).click();
        await expectText(page, language, document);
        if (language === 'es' && document === 'privacy')
          await saveScreenshot(page, 'legal-privacy-es-signed-in');
        // Still signed in: back home shows the app, not the landing page.
        await page
          .getByRole('link', { name: language === 'es' ? 'Volver al inicio' : 'Back to home' })
          .click();
        await page.getByTestId('user-name').waitFor();
      }
    }
  });
});
