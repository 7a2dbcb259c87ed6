// The location screen's errors (spec §8): a city without restaurants, restaurants without menus,
// and delivery menus without zones. The demo chain has none of these, so the catalog answers for
// Kazan are changed on their way to the page (the rest is the real API).
import { expect, test, type Route } from '@playwright/test';
import { openKazan } from './location-support';

test.slow();

const KAZAN = '201';

/** The real answer, changed by `edit`. */
const edited =
  <T>(edit: (body: T) => unknown) =>
  async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: edit((await response.json()) as T) });
  };

interface RestoBody {
  menus: { isDelivery: boolean; isTakeAway: boolean }[];
}

test('a city without restaurants says so', async ({ page }) => {
  await page.route(
    `**/1/p/restos?*cityId=${KAZAN}*`,
    edited(() => []),
  );
  const dialog = await openKazan(page);
  await expect(dialog.getByRole('alert')).toHaveText('Нет привязанных заведений');
  await expect(dialog.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
});

test('restaurants without menus say so', async ({ page }) => {
  await page.route(
    '**/1/p/restos/*',
    edited<RestoBody>((resto) => ({ ...resto, menus: [] })),
  );
  const dialog = await openKazan(page);
  await expect(dialog.getByRole('alert')).toHaveText('В заведениях выбранного города нет меню');
});

test('delivery menus without zones say so', async ({ page }) => {
  // Only delivery menus, so delivery is the type shown, and no zone for them.
  await page.route(
    '**/1/p/restos/*',
    edited<RestoBody>((resto) => ({ ...resto, menus: resto.menus.filter((menu) => menu.isDelivery) })),
  );
  await page.route(
    `**/1/p/cities/${KAZAN}/deliveries*`,
    edited<{ page: object }>((answer) => ({
      ...answer,
      content: [],
      page: { ...answer.page, totalElements: 0, totalPages: 0 },
    })),
  );
  const dialog = await openKazan(page);
  await expect(dialog.getByRole('alert')).toHaveText('Нет зон доставки');
  await expect(dialog.getByRole('combobox', { name: 'Адрес доставки' })).toHaveCount(0);
});
