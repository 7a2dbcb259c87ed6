// A customer's orders read back in the storefront's language (issue 34, item 10): the dishes and
// options named as the catalog has them in that language, the stored (Russian) name where it has
// none, and in Russian when no language is asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { signInTestPerson, type SignedInPerson } from '../../helpers/sign-in';
import { MONDAY_LUNCH, orderChain, PHILADELPHIA, SPICY } from './order-chain';
import { get, orderDraft, post } from './requests';

interface OrderLines {
  positions: { name: string; modifiers: { name: string }[] }[];
}
const names = (order: OrderLines) =>
  order.positions.map((line) => [line.name, ...line.modifiers.map((modifier) => modifier.name)]);

describe("a person's orders in the storefront's language", () => {
  let t: TestApp;
  let anna: SignedInPerson;
  let orderId: number;
  beforeAll(async () => {
    t = await createTestApp({ now: () => MONDAY_LUNCH });
    const chain = orderChain();
    const philadelphia = chain.positions.find((position) => position.id === PHILADELPHIA)!;
    philadelphia.i18n = { en: { name: 'Philadelphia' }, cnr: { name: 'Filadelfija' } };
    const spicy = chain.modifierGroups.flatMap((group) => group.modifiers).find(({ id }) => id === SPICY)!;
    spicy.i18n = { en: { name: 'Spicy' } };
    await t.app.catalogAdmin.importCatalog(chain);
    anna = await signInTestPerson(t, { firstName: 'Анна' }, { now: MONDAY_LUNCH });
    const placed = await post(t, `/api/v1/persons/${anna.personId}/orders`, orderDraft(), anna.headers);
    expect(placed.status).toBe(201);
    orderId = placed.body.id;
  });
  afterAll(() => t.close());

  const list = (language?: string) =>
    get(t, `/api/v1/persons/${anna.personId}/orders`, {
      ...anna.headers,
      ...(language && { 'accept-language': language }),
    });

  it('names the dishes and options in English, the untranslated ones as they were ordered', async () => {
    const { status, body } = await list('en');
    expect(status).toBe(200);
    expect(names(body.content[0])).toEqual([['Philadelphia', 'Spicy'], ['Соевый соус']]);
  });

  it('names them in Montenegrin, an option without Montenegrin in Russian', async () => {
    const { body } = await list('cnr');
    expect(names(body.content[0])).toEqual([['Filadelfija', 'Спайси'], ['Соевый соус']]);
  });

  it('keeps the names the order was placed with in Russian, and reads one order the same way', async () => {
    expect(names((await list()).body.content[0])).toEqual([['Филадельфия', 'Спайси'], ['Соевый соус']]);
    const one = await get(t, `/api/v1/persons/${anna.personId}/orders/${orderId}?lang=en`, anna.headers);
    expect(one.status).toBe(200);
    expect(names(one.body)).toEqual([['Philadelphia', 'Spicy'], ['Соевый соус']]);
  });
});
