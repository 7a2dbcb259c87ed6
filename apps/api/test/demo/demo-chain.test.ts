// The demo chain is the catalog file a fresh install loads: it must parse with the importer's
// schema, match what the generator writes, and carry every case the brief asks the demo to show.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDemoChain } from '../../demo/catalog-file';
import { parseCatalogFile, type CatalogFile } from '../../src/modules/catalog/catalog-file/schema';

const committed: unknown = JSON.parse(
  readFileSync(new URL('../../demo/demo-chain.json', import.meta.url), 'utf8'),
);
const parsed = parseCatalogFile(committed);
const chain = (): CatalogFile => {
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
  return parsed.file;
};

describe('demo chain file', () => {
  it('parses with the catalog file schema', () => {
    expect(parsed.ok ? [] : parsed.problems).toEqual([]);
  });

  it('is what the generator writes (run npx tsx apps/api/demo/generate.ts after editing the content)', () => {
    expect(committed).toEqual(buildDemoChain());
  });

  it('has a Russian city in rubles at +03:00 and a Montenegrin one in euros on Europe/Podgorica (DST)', () => {
    const zones = new Set(
      chain().restos.map((resto) => `${resto.cityId} ${resto.currency} ${resto.timezone}`),
    );
    expect([...zones]).toEqual(['201 RUB +03:00', '202 EUR Europe/Podgorica']);
    expect(chain().cities.map((city) => [city.name, city.zoom])).toEqual([
      ['Казань', 12],
      ['Будва', 12],
    ]);
  });

  it('has a round-the-clock resto, one with a day off, one without online payment, one take-away only', () => {
    const { restos, menus } = chain();
    const roundTheClock = restos.filter((r) =>
      r.openingHours.every((d) => d.active && d.open === '00:00' && d.close === '00:00'),
    );
    const withDayOff = restos.filter((r) => r.openingHours.filter((d) => !d.active).length === 1);
    const noOnline = restos.filter(
      (r) => r.payConfig.delivery.cardOnline === '' && r.payConfig.takeAway.cardOnline === '',
    );
    const deliveryMenus = new Set(menus.filter((m) => m.isDelivery).map((m) => m.id));
    const takeAwayOnly = restos.filter(
      (r) =>
        !r.menuIds.some((id) => deliveryMenus.has(id)) &&
        r.payConfig.delivery.cardOnline === '' &&
        !r.payConfig.delivery.cardUponReceipt &&
        !r.payConfig.delivery.cashUponReceipt,
    );
    expect(
      [roundTheClock, withDayOff, noOnline, takeAwayOnly].map((list) => list.map((r) => r.name)),
    ).toEqual([
      ['Умико на Баумана'],
      ['Умико на Чистопольской'],
      ['Umiko Stari Grad'],
      ['Умико To Go в «Меге»'],
    ]);
    for (const resto of restos) expect(resto.openingHours.map((d) => d.dayOfWeek)).toHaveLength(7);
  });

  it('lists at least 60 dishes per menu in the named groups, a few without a group', () => {
    const { menus, positions, positionGroups } = chain();
    for (const menu of menus) {
      const own = positions.filter((p) => p.menuId === menu.id);
      expect(own.length).toBeGreaterThanOrEqual(60);
      expect(own.filter((p) => p.groupId === null).length).toBeGreaterThanOrEqual(3);
      expect(new Set(own.map((p) => p.measure.unit))).toEqual(new Set(['g', 'pc', 'ml', 'cm']));
      const names = positionGroups.filter((g) => g.menuId === menu.id).map((g) => g.name);
      expect(names).toEqual(
        expect.arrayContaining(['Роллы', 'Суши', 'Сеты', 'Горячие блюда', 'Супы', 'Напитки', 'Десерты']),
      );
    }
    expect(positions.some((p) => p.tags.some((tag) => tag.code === 'COOKING_LONGER'))).toBe(true);
  });

  it('prices Kazan in kopecks and Budva in cents, e.g. Филадельфия 649 ₽ and 12.90 €', () => {
    const philadelphia = chain().positions.filter((p) => p.name === 'Филадельфия');
    expect(philadelphia.map((p) => [p.menuId, p.price])).toEqual([
      [201, 64900],
      [202, 64900],
      [203, 1290],
      [204, 1290],
    ]);
  });

  it('has a required size choice and optional extras with limits, in both currencies', () => {
    const { modifierGroups } = chain();
    const sizes = modifierGroups.filter((g) => g.name === 'Размер');
    expect(sizes.map((g) => [g.minCount, g.maxCount, g.modifiers.map((m) => m.price)])).toEqual([
      [1, 1, [0, 25000]],
      [1, 1, [0, 490]],
    ]);
    const sauces = modifierGroups.find((g) => g.name === 'Соусы');
    expect(sauces?.maxCount).toBe(3);
  });

  it('sells business lunches on weekdays 12:00–16:00 only', () => {
    const { timeSlots, positions } = chain();
    const lunchIds = positions.filter((p) => p.name.startsWith('Ланч')).map((p) => p.id);
    expect(timeSlots).toHaveLength(5);
    for (const slot of timeSlots) {
      expect(lunchIds).toEqual(expect.arrayContaining(slot.positionIds));
      const active = slot.details
        .filter((d) => d.isActive)
        .map((d) => `${d.dayOfWeek} ${d.startAt}-${d.endAt}`);
      expect(active).toEqual(
        ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day) => `${day} 12:00-16:00`),
      );
    }
  });

  it('has 3–5 promotions with pictures and end dates in 2026–2027', () => {
    const { promotions } = chain();
    expect(promotions.length).toBeGreaterThanOrEqual(3);
    expect(promotions.length).toBeLessThanOrEqual(5);
    for (const promotion of promotions) {
      expect(promotion.until).toMatch(/^202[67]-/);
      expect(promotion.image).toMatch(/^\/images\/promotions\/[a-z-]+\.svg$/);
    }
  });
});
