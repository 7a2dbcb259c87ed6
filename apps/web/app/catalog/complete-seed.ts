// A page's seed holds what the page renders (page-seed.server.ts): a menu page's first screen of
// dishes, no promotions, a brief restaurant record. While the seed is what the page shows (a visitor whose city is not known
// yet sees the server's catalog until they choose one), the rest is loaded after the boot, so the
// menu's cards become the page's own and client navigations (the promotions) find their data.
import type { CatalogGateway } from './boot-runner';
import type { CatalogSnapshot } from './catalog-snapshot';

/** The seed's snapshot with what it left out loaded, or null when it holds it all. */
export async function completeSeedSnapshot(
  snapshot: CatalogSnapshot,
  gateway: Pick<CatalogGateway, 'resto' | 'restoPositions' | 'promotions'>,
): Promise<CatalogSnapshot | null> {
  const { resto, leftOut, ...rest } = snapshot;
  if (!resto || (!leftOut && !snapshot.menus.some((content) => content.outline))) return null;
  const [record, menus, promotions] = await Promise.all([
    leftOut?.restoDetails ? gateway.resto(resto.id) : resto,
    Promise.all(
      snapshot.menus.map(async ({ outline, ...content }) =>
        outline
          ? { ...content, positions: await gateway.restoPositions(content.menu.id, resto.id) }
          : content,
      ),
    ),
    leftOut?.promotions ? gateway.promotions(resto.id) : snapshot.promotions,
  ]);
  return { ...rest, resto: record, menus, promotions };
}
