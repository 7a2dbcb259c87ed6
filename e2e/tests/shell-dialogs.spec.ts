// Dialogs (spec §2, §9): focus stays inside an open dialog, Escape closes a dismissible one and
// focus returns to what opened it; the startup bootloader cannot be dismissed.
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './shell-support';

const acceptCookies = (page: Page) =>
  page.addInitScript(() => window.localStorage.setItem('app_cookies_consent_accepted', 'true'));

/** Where focus is: inside the open dialog or not. */
const focusInside = (page: Page, name: string) =>
  page.getByRole('dialog', { name }).evaluate((dialog) => dialog.contains(document.activeElement));

test('a dismissible dialog traps Tab, closes on Escape and returns focus', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await acceptCookies(page);
  await page.goto('/restos');
  await waitForHydration(page);
  const opener =
    testInfo.project.name === 'phone'
      ? page.getByRole('button', { name: 'Открыть меню' })
      : page.locator('.app-bar').getByRole('button', { name: /Выберите адрес/ });
  const title = testInfo.project.name === 'phone' ? 'Навигация' : 'Адрес';
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  expect(await focusInside(page, title)).toBe(true);

  // Far more Tabs than the dialog has stops, both ways: focus never leaves it.
  for (let step = 0; step < 25; step++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(page, title)).toBe(true);
  }
  for (let step = 0; step < 25; step++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(page, title)).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(problems).toEqual([]);
});

test('the close button and the backdrop close a dismissible dialog', async ({ page }, testInfo) => {
  await acceptCookies(page);
  await page.goto('/restos');
  await waitForHydration(page);
  const phone = testInfo.project.name === 'phone';
  const opener = phone
    ? page.getByRole('button', { name: 'Открыть меню' })
    : page.locator('.app-bar').getByRole('button', { name: /Выберите адрес/ });
  const dialog = page.getByRole('dialog', { name: phone ? 'Навигация' : 'Адрес' });
  await opener.click();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();
  await opener.click();
  await expect(dialog).toBeVisible();
  // Outside the panel: the drawer leaves the right edge free, the dialog the left one.
  await page.mouse.click(phone ? 380 : 10, 450);
  await expect(dialog).toBeHidden();
});

test('the startup bootloader cannot be dismissed', async ({ page }) => {
  const problems = watchConsole(page);
  await acceptCookies(page);
  await page.goto('/');
  await waitForHydration(page);
  const bootloader = page.getByRole('dialog', { name: 'Адрес' });
  await expect(bootloader).toBeVisible();
  await expect(bootloader.getByRole('heading', { name: 'Выберите город' })).toBeVisible();
  await expect(bootloader.getByRole('button', { name: 'Закрыть' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(bootloader).toBeVisible();
  // It has the language menu (spec §2).
  await bootloader.getByRole('button', { name: 'Язык: Русский' }).click();
  await bootloader.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('dialog', { name: 'Address' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a city' })).toBeVisible();
  expect(problems).toEqual([]);
});

// Issue 34: a focused control that leaves (the accepted banner, the chosen city's list) hands the
// focus to what stays in the dialog: never to <body>, where the keyboard starts over at the top.
test('focus stays in the start dialog after accepting cookies and choosing a city', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const bootloader = page.getByRole('dialog', { name: 'Адрес' });
  const focusInStart = () => focusInside(page, 'Адрес');
  await bootloader.getByRole('button', { name: 'Принять' }).click();
  await expect(bootloader.getByRole('button', { name: 'Принять' })).toHaveCount(0);
  expect(await focusInStart()).toBe(true);
  await bootloader.getByRole('button', { name: 'Казань', exact: true }).click();
  await expect(bootloader.getByRole('button', { name: 'Казань', exact: true })).toHaveCount(0);
  expect(await focusInStart()).toBe(true);
});
