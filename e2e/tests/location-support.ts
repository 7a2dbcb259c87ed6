// Shared by the browser tests that start as a first-time visitor of the demo chain: cookies
// accepted, nothing else stored, so the location dialog opens; Kazan is chosen in it.
import type { Locator, Page } from '@playwright/test';
import { waitForHydration } from './shell-support';

export const openKazan = async (page: Page): Promise<Locator> => {
  await page.addInitScript(() => {
    if (window.localStorage.getItem('app_cookies_consent_accepted') === null)
      window.localStorage.setItem('app_cookies_consent_accepted', 'true');
  });
  await page.goto('/');
  await waitForHydration(page);
  const dialog = page.getByRole('dialog', { name: 'Адрес' });
  await dialog.getByRole('button', { name: 'Казань' }).click();
  return dialog;
};

/** The location dialog opened from the app bar (on phones, from the navigation drawer). */
export const openLocationDialog = async (page: Page, isMobile: boolean): Promise<Locator> => {
  if (isMobile) {
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Казань/ })
      .click();
  } else
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Казань/ })
      .click();
  const dialog = page.getByRole('dialog', { name: 'Адрес' });
  await dialog.waitFor();
  return dialog;
};
