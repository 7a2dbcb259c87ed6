// Issue 8, indexable: menus, dishes, promotions and restaurants are rendered on the server with
// their head (description, canonical, Open Graph) and schema.org JSON-LD that validates against the
// vocabulary; /sitemap.xml lists every address city by city and /robots.txt points to it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { jsonLdOf, nodesOfType, validateSchemaOrg } from './seo-schema-org';

const KAZAN = 201;
const BUDVA = 202;
const DELIVERY_MENU_KAZAN = 201;

interface Named {
  id: number;
  name: string;
}
interface ApiPosition extends Named {
  price: number;
  description: string;
  menu: { id: number };
}

const api = async <T>(request: APIRequestContext, path: string): Promise<T> =>
  (await (await request.get(path)).json()) as T;

const page = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  return response.text();
};

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const metaOf = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

const validDocuments = (html: string) => {
  const documents = jsonLdOf(html);
  expect(documents.length).toBe(1);
  for (const document of documents) expect(validateSchemaOrg(document)).toEqual([]);
  return documents[0];
};

test('the validator rejects what schema.org does not define', () => {
  const context = 'https://schema.org';
  expect(validateSchemaOrg({ '@context': context, '@type': 'Dish', name: 'x' })).toHaveLength(1);
  expect(validateSchemaOrg({ '@context': context, '@type': 'MenuItem', price: '1.00' })).toEqual([
    '@graph[0].price: not a property of MenuItem',
  ]);
  expect(
    validateSchemaOrg({
      '@context': context,
      '@type': 'MenuItem',
      offers: { '@type': 'Offer', price: 'cheap', priceCurrency: 'rub' },
    }),
  ).toEqual(['@graph[0].offers.priceCurrency: not an ISO 4217 code']);
  expect(
    validateSchemaOrg({ '@context': context, '@type': 'Menu', hasMenuItem: { '@type': 'Offer' } }),
  ).toEqual(['@graph[0].hasMenuItem: Offer is not in the range MenuItem']);
  expect(
    validateSchemaOrg({
      '@context': context,
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'Monday',
      opens: '25:00',
    }),
  ).toHaveLength(2);
});

test('a menu page has every dish, with prices, in the HTML and in its Menu JSON-LD', async ({ request }) => {
  const positions = await api<ApiPosition[]>(request, `/1/p/menus/${DELIVERY_MENU_KAZAN}/positions`);
  expect(positions.length).toBeGreaterThan(20);
  const html = await page(request, `/menus/${DELIVERY_MENU_KAZAN}`);
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  for (const position of positions) expect(html).toContain(`>${escaped(position.name)}</h3>`);

  expect(canonicalOf(html)).toMatch(new RegExp(`^http://[^/]+/menus/${DELIVERY_MENU_KAZAN}$`));
  expect(metaOf(html, 'name', 'description')).toContain('Казань');
  expect(metaOf(html, 'property', 'og:url')).toBe(canonicalOf(html));
  expect(metaOf(html, 'property', 'og:title')).toBe('Доставка — Умико');

  const document = validDocuments(html);
  const [menu] = nodesOfType(document, 'Menu').filter((node) => 'hasMenuSection' in node);
  expect(menu?.name).toBe('Доставка');
  const items = nodesOfType(menu, 'MenuItem');
  expect(items.map((item) => item.name).sort()).toEqual(positions.map((item) => item.name).sort());
  const first = positions[0]!;
  const item = items.find((node) => node.name === first.name);
  expect(item?.offers).toMatchObject({ price: (first.price / 100).toFixed(2), priceCurrency: 'RUB' });
  // The description is the dish's own page's (below), not repeated in the menu's list.
  expect(item).not.toHaveProperty('description');
  const [restaurant] = nodesOfType(document, 'Restaurant');
  expect(restaurant?.name).toBe('Умико на Баумана');
});

test('a dish has its own canonical page with a MenuItem, its offer and its modifiers', async ({
  request,
}) => {
  const positions = await api<Array<ApiPosition & { hasModifiers: boolean }>>(
    request,
    `/1/p/menus/${DELIVERY_MENU_KAZAN}/positions`,
  );
  const dish = positions.find((position) => position.hasModifiers)!;
  const path = `/menus/${DELIVERY_MENU_KAZAN}/positions/${dish.id}`;
  const html = await page(request, path);
  expect(canonicalOf(html)).toMatch(new RegExp(`${path}$`));
  expect(metaOf(html, 'property', 'og:title')).toContain(dish.name.replace(/"/g, '&quot;'));
  const document = validDocuments(html);
  const item = nodesOfType(document, 'MenuItem').find((node) => node.name === dish.name);
  expect(item?.url).toMatch(new RegExp(`${path}$`));
  expect(item?.description).toBe(dish.description);
  expect(Array.isArray(item?.menuAddOn) && item.menuAddOn.length).toBeGreaterThan(0);
});

test('restaurants render with their address, hours and menus, city by city', async ({ request }) => {
  const html = await page(request, '/restos/201');
  expect(html).toContain('ул. Баумана, 44');
  expect(canonicalOf(html)).toMatch(/\/restos\/201$/);
  const [restaurant] = nodesOfType(validDocuments(html), 'Restaurant');
  expect(restaurant).toMatchObject({ name: 'Умико на Баумана', currenciesAccepted: 'RUB' });
  expect(restaurant?.openingHoursSpecification).toHaveLength(7);
  expect(restaurant?.hasMenu).toHaveLength(2);

  const budva = await page(request, `/restos?city=${BUDVA}`);
  expect(canonicalOf(budva)).toMatch(new RegExp(`/restos\\?city=${BUDVA}$`));
  const restos = await api<Named[]>(request, `/1/p/restos?cityId=${BUDVA}&whiteLabel=demo`);
  const listed = nodesOfType(validDocuments(budva), 'Restaurant').map((node) => node.name);
  expect(listed.sort()).toEqual(restos.map((resto) => resto.name).sort());
  for (const resto of restos) expect(budva).toContain(resto.name);
});

test('promotions render as offers with their end date; a second city names itself', async ({ request }) => {
  const html = await page(request, `/promotions/205?city=${BUDVA}`);
  expect(canonicalOf(html)).toMatch(new RegExp(`/promotions/205\\?city=${BUDVA}$`));
  const [offer] = nodesOfType(validDocuments(html), 'Offer').filter((node) => 'validThrough' in node);
  expect(offer).toMatchObject({ name: 'Бесплатная доставка по побережью' });
  expect(offer?.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  const list = await page(request, '/promotions');
  expect(canonicalOf(list)).toMatch(/\/promotions$/);
  const [itemList] = nodesOfType(validDocuments(list), 'ItemList');
  expect((itemList?.itemListElement as unknown[]).length).toBeGreaterThan(0);
});

test('the sitemap lists every menu, dish, promotion and restaurant of every city; robots.txt points to it', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  const robotsText = await robots.text();
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robotsText)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
  expect(robotsText).toContain('Disallow: /cart');

  const sitemap = await request.get(new URL(sitemapUrl!).pathname);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  // Every page is listed once per language (issue 24); the default language's is the bare address.
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replace(/&#38;/g, '&'));
    return url.pathname + url.search;
  });
  for (const cityId of [KAZAN, BUDVA]) {
    const query = cityId === KAZAN ? '' : `?city=${cityId}`;
    expect(locs).toContain(`/${query}`);
    expect(locs).toContain(`/restos${query}`);
    const restos = await api<Named[]>(request, `/1/p/restos?cityId=${cityId}&whiteLabel=demo`);
    for (const { id } of restos) {
      expect(locs).toContain(`/restos/${id}`);
      const resto = await api<{ menus: Named[] }>(request, `/1/p/restos/${id}`);
      for (const menu of resto.menus) {
        expect(locs).toContain(`/menus/${menu.id}`);
        const positions = await api<ApiPosition[]>(request, `/1/p/menus/${menu.id}/positions`);
        for (const position of positions)
          expect(locs).toContain(`/menus/${menu.id}/positions/${position.id}`);
      }
      const promotions = await api<Named[]>(request, `/1/restos/${id}/promotions`);
      for (const promotion of promotions) expect(locs).toContain(`/promotions/${promotion.id}${query}`);
    }
  }
  expect(new Set(locs).size).toBe(locs.length);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor sees the menu: dishes with prices, straight from the server', async ({ page: tab }) => {
    await tab.goto(`/menus/${DELIVERY_MENU_KAZAN}`);
    await expect(tab.getByRole('heading', { level: 3, name: 'Ланч «Роллы»' })).toBeVisible();
    await expect(tab.getByRole('heading', { level: 2, name: 'Роллы', exact: true })).toBeVisible();
    await expect(tab.getByText(/^449\s₽$/).first()).toBeVisible();
  });
});
