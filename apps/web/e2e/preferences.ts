/** The reader's preferences in the user menu, as the journeys change them. */
import type { Page } from 'playwright-core';

/**
 * Chooses the language and units in the user menu and waits until the page is in that language
 * and the menu is closed.
 */
export async function setLanguage(
  page: Page,
  language: 'en' | 'es',
  units: 'metric' | 'imperial' = 'metric',
): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId(`language-${language}`).click();
  await page.getByTestId(`units-${units}`).click();
  await page.keyboard.press('Escape');
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
  await page.getByTestId(`language-${language}`).waitFor({ state: 'hidden' });
}
