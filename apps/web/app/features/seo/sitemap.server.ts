// /sitemap.xml and /robots.txt (issue 8): every menu, dish, promotion and restaurant address,
// city by city, so search engines index each city's catalog. Lists and promotions of any city but
// the first carry `?city=<id>`, exactly as their canonical links do (page-head.server.ts). Each
// page is listed in every language, with its other languages as alternates (issue 24).
import { createApiClient, type ApiClient, type City } from '@nori/contract';
import { LOCALES, type Locale } from '@nori/domain';
import { appServerContext, siteOriginOf, type AppServerContext } from '../../app-context';
import { addressIn, htmlLang } from '../../i18n';

interface ResourceArgs {
  request: Request;
  context: { get: (key: typeof appServerContext) => AppServerContext };
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

async function cityPaths(api: ApiClient, whiteLabel: string, city: City, query: string): Promise<string[]> {
  const items = await api.listRestos({ query: { cityId: city.id, whiteLabel } });
  const restos = await Promise.all(items.map((item) => api.getResto({ params: { id: item.id } })));
  const menuIds = [...new Set(restos.flatMap((resto) => resto.menus.map((menu) => menu.id)))];
  const [positions, promotions] = await Promise.all([
    Promise.all(menuIds.map((id) => api.listPositions({ params: { id } }))),
    Promise.all(restos.map((resto) => api.listPromotions({ params: { id: resto.id } }))),
  ]);
  const promotionIds = [...new Set(promotions.flat().map((promotion) => promotion.id))];
  return [
    `/${query}`,
    `/promotions${query}`,
    `/restos${query}`,
    ...restos.map((resto) => `/restos/${resto.id}`),
    ...menuIds.map((id) => `/menus/${id}`),
    ...positions.flat().map((position) => `/menus/${position.menu.id}/positions/${position.id}`),
    ...promotionIds.map((id) => `/promotions/${id}${query}`),
  ];
}

export async function sitemapResponse({ request, context }: ResourceArgs): Promise<Response> {
  const server = context.get(appServerContext);
  const { config, serverApi } = server;
  const origin = siteOriginOf(server, request);
  const api = createApiClient({ baseUrl: serverApi.baseUrl, fetch: serverApi.fetch });
  const cities = await api.listCities({ query: { whiteLabel: config.whiteLabel } });
  const perCity = await Promise.all(
    cities.map((city, index) =>
      cityPaths(api, config.whiteLabel, city, index === 0 ? '' : `?city=${city.id}`),
    ),
  );
  const urls = [...new Set(perCity.flat())]
    .flatMap((path) => inEveryLanguage(origin + path, config.defaultLocale))
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

/** One <url> per language of the page, each listing all of them (itself included) as alternates. */
const inEveryLanguage = (address: string, defaultLocale: Locale): string[] => {
  const link = (hreflang: string, language: Locale) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(addressIn(address, language, defaultLocale))}"/>`;
  const alternates = [
    ...LOCALES.map((language) => link(htmlLang(language), language)),
    link('x-default', defaultLocale),
  ].join('');
  return LOCALES.map(
    (language) =>
      `  <url><loc>${escapeXml(addressIn(address, language, defaultLocale))}</loc>${alternates}</url>`,
  );
};

/** Everything but the visitor's own pages (cart, checkout, sign-in) may be crawled. */
export function robotsResponse({ request, context }: ResourceArgs): Response {
  const origin = siteOriginOf(context.get(appServerContext), request);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /cart',
    'Disallow: /auth',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
