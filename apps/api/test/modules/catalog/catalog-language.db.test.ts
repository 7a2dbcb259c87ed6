// Catalog reads in the visitor's language (issue 24): `?lang=`, else Accept-Language, else
// Russian; a missing translation falls back to Russian field by field; answers, ETags and the hot
// reads before Fastify are kept per language. Over a real socket, so the hot path answers too.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatedChain } from './translated-chain';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** An answer read as inject().json() reads one: the tests check the fields they name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as loose as inject().json()
type Answer = any;
const read = async (response: Response): Promise<Answer> => response.json();

describe('catalog reads in the asked language', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.catalogAdmin.importCatalog(translatedChain());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const get = (path: string, language?: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      headers: { ...(language ? { 'accept-language': language } : {}), ...headers },
    });
  const json = async (path: string, language?: string) => {
    const response = await get(path, language);
    expect(response.status).toBe(200);
    return read(response);
  };

  it('answers each text in the asked language, falling back to Russian field by field', async () => {
    const en = await json('/1/p/menus/1/positions', 'en-GB,en;q=0.9');
    expect(en.map((p: { name: string }) => p.name)).toEqual(['Philadelphia', 'Соевый соус']);
    expect(en[0].description).toBe('Salmon, cheese');
    expect(en[0].tags[0]).toEqual({ code: 'COOKING_LONGER', id: 1, name: 'Takes longer, 1.5 hours' });
    const cnr = await json('/1/p/menus/1/positions?lang=cnr');
    expect(cnr.map((p: { name: string }) => p.name)).toEqual(['Filadelfija', 'Soja sos']);
    const ru = await json('/1/p/menus/1/positions');
    expect(ru.map((p: { name: string }) => p.name)).toEqual(['Филадельфия', 'Соевый соус']);
    // The shapes are those of spec §7 in every language: the translations themselves stay home.
    expect(Object.keys(en[0]).sort()).toEqual(Object.keys(ru[0]).sort());
    expect(JSON.stringify([en, cnr, ru])).not.toContain('i18n');

    const resto = await json('/1/p/restos/1?lang=cnr');
    expect([resto.name, resto.street, resto.address, resto.description]).toEqual([
      'Nori na Lenjinovoj',
      'Lenjinova 1',
      'Grad, Lenjinova 1',
      'Suši i rolnice',
    ]);
    // The menus have English names only: Montenegrin falls back to Russian.
    expect(resto.menus.map((menu: { name: string }) => menu.name)).toEqual(['Доставка', 'Самовывоз']);
    expect((await json('/1/p/restos/1', 'en')).menus.map((menu: { name: string }) => menu.name)).toEqual([
      'Delivery',
      'Take-away',
    ]);
  });

  it('translates cities, restaurant lists, groups, modifiers, zones and promotions', async () => {
    expect((await json('/1/p/cities?whiteLabel=test-chain', 'en'))[0].name).toBe('Testgrad');
    expect(await json('/1/p/restos?cityId=1&whiteLabel=test-chain&lang=cnr')).toEqual([
      { id: 1, name: 'Nori na Lenjinovoj' },
    ]);
    const groups = await json('/1/p/menus/1/position-groups', 'en');
    expect(groups.map((group: { name: string }) => group.name)).toEqual(['Rolls', 'Other']);
    const [modifiers] = await json('/1/restos/1/positions/modifiers', 'cnr');
    expect(modifiers.groups[0].name).toBe('Sos');
    expect(modifiers.groups[0].modifiers[0].name).toBe('Ljuti');
    expect((await json('/1/restos/1/deliveries', 'en')).content[0].name).toBe('Centre');
    expect((await json('/1/p/cities/1/deliveries?lang=cnr')).content[0].name).toBe('Centar');
    const [promotion] = await json('/1/restos/1/promotions', 'cnr');
    expect([promotion.title, promotion.description]).toEqual(['Dva za jedan', 'Ponedjeljkom']);
    // A banner with words on it may be drawn per language; Montenegrin has none of its own.
    expect(promotion.image).toBe('/images/promo.svg');
    expect((await json('/1/restos/1/promotions', 'en'))[0].image).toBe('/images/promo.en.svg');
  });

  it('prefers ?lang= to Accept-Language, and refuses an unknown lang with a 400', async () => {
    expect((await json('/1/p/cities/1?lang=ru', 'en')).name).toBe('Тестоград');
    expect((await json('/1/p/cities/1', 'fr, cnr;q=0.5')).name).toBe('Testograd');
    const refused = await get('/1/p/cities/1?lang=de');
    expect(refused.status).toBe(400);
    const [error] = (await read(refused)).errors;
    expect(error.code).toBe('common.bad-request');
    expect(error.message).toContain('query.lang: Expected ru, en or cnr');
    // A call without the chain's texts takes no lang.
    expect((await get('/1/now?lang=en')).status).toBe(400);
  });

  it('keeps answers and ETags per language, and says so in Vary', async () => {
    const path = '/1/p/menus/1/positions';
    // Several rounds: the first of each is Fastify's, the next ones the hot reads'.
    for (let round = 0; round < 3; round += 1) {
      const [ru, en, cnr] = await Promise.all([get(path, 'ru'), get(path, 'en'), get(`${path}?lang=cnr`)]);
      const etags = [ru, en, cnr].map((response) => response.headers.get('etag'));
      expect(new Set(etags).size).toBe(3);
      for (const response of [ru, en, cnr]) expect(response.headers.get('vary')).toContain('Accept-Language');
      expect((await read(ru))[0].name).toBe('Филадельфия');
      expect((await read(en))[0].name).toBe('Philadelphia');
      expect((await read(cnr))[0].name).toBe('Filadelfija');
      // The Russian ETag does not validate the English answer.
      const revalidated = await get(path, 'en', { 'if-none-match': String(etags[0]) });
      expect(revalidated.status).toBe(200);
      expect((await read(revalidated))[0].name).toBe('Philadelphia');
      expect((await get(path, 'en', { 'if-none-match': String(etags[1]) })).status).toBe(304);
    }
  });

  it('shows a new translation at once after an import, in that language only', async () => {
    const before = await get('/1/p/menus/1/positions', 'en');
    const ruBefore = (await get('/1/p/menus/1/positions')).headers.get('etag');
    const file = translatedChain();
    file.positions[1]!.i18n = { en: { name: 'Soy sauce' } };
    await t.app.catalogAdmin.importCatalog(file);
    const after = await get('/1/p/menus/1/positions', 'en');
    expect((await read(after))[1].name).toBe('Soy sauce');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect((await get('/1/p/menus/1/positions')).headers.get('etag')).toBe(ruBefore);
  });
});
