// Issue 24, what the server sends: a Budva page rendered in English or Montenegrin has the chain's
// texts in that language in its HTML (no Cyrillic, the brand's name included), names its other languages as
// alternates (hreflang), and the sitemap lists every page in every language.
import { expect, test } from '@playwright/test';

const BUDVA = 202;
const BUDVA_DELIVERY_MENU = 203;
const PHILADELPHIA = 203001;

/** The text of a document's body as a crawler reads it: no scripts, styles or tags. */
const bodyText = (html: string) =>
  (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '')
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');

const cyrillicIn = (text: string) => text.split(/\s{2,}/).filter((part) => /[\u0400-\u04FF]/.test(part));

const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((match) => [
      match[1],
      new URL(match[2]!.replace(/&amp;/g, '&')).pathname + new URL(match[2]!.replace(/&amp;/g, '&')).search,
    ]),
  );

test('Budva pages are rendered in English and Montenegrin, with their alternates', async ({ request }) => {
  const pages = [
    { path: `/menus/${BUDVA_DELIVERY_MENU}`, en: ['Philadelphia', 'Rolls'], cnr: ['Filadelfija', 'Rolnice'] },
    {
      path: `/menus/${BUDVA_DELIVERY_MENU}/positions/${PHILADELPHIA}`,
      en: ['The classic: tender salmon', 'Spicy sauce'],
      cnr: ['Klasik: mekani losos', 'Ljuti sos'],
    },
    {
      path: `/promotions?city=${BUDVA}`,
      en: ['Free delivery along the coast'],
      cnr: ['Besplatna dostava duž obale'],
    },
    {
      path: '/restos/204',
      en: ['By the walls of the Old Town', 'Sea view'],
      cnr: ['Uz zidine Starog grada', 'Pogled na more'],
    },
  ];
  for (const { path, en, cnr } of pages) {
    for (const [locale, names] of [
      ['en', en],
      ['cnr', cnr],
    ] as const) {
      const address = `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      const text = bodyText(html);
      for (const name of names) expect(text, `${address}: ${name}`).toContain(name);
      expect(cyrillicIn(text), address).toEqual([]);
      const bare = path;
      expect(alternatesOf(html), address).toEqual({
        ru: bare,
        en: `${bare}${bare.includes('?') ? '&' : '?'}lang=en`,
        cnr: `${bare}${bare.includes('?') ? '&' : '?'}lang=cnr`,
        'x-default': bare,
      });
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')).toMatch(
        new RegExp(`${address.replace(/[?]/g, '\\?')}$`),
      );
    }
  }
});

test('the sitemap lists each page in every language, each with its alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entry = (loc: string) =>
    new RegExp(`<url><loc>[^<]*${loc.replace(/[?]/g, '\\?')}</loc>(<xhtml:link [^>]+/>){4}</url>`);
  for (const suffix of ['', '?lang=en', '?lang=cnr'])
    expect(sitemap).toMatch(entry(`/menus/${BUDVA_DELIVERY_MENU}/positions/${PHILADELPHIA}${suffix}`));
  expect(sitemap).toContain(`/promotions?city=${BUDVA}&#38;lang=cnr</loc>`);
  expect(sitemap).toContain('hreflang="cnr"');
});
