// What of the page's catalog travels to the browser as the boot's seed (the loader data, written
// into the document for hydration): what the page renders, no more. A menu page showed its
// restaurant's other menu, every dish's modifiers and every restaurant's full record too, 60 of
// the 117 KB of a phone's document; the browser's boot loads those after hydration
// (boot-sequence.ts), and the promotions, which a menu page does not show. Of the shown menu the
// seed holds the records of the first screen's dishes only (issue 17: 71 dishes' records were
// 4 KB of the menu document's 20 KB of brotli): the other cards are in the document as markup,
// which the browser keeps as it is until the boot has their records (the menu page's
// LaterCard). The server renders the page from the whole menu (`markup`, handed to the
// rendering beside the loader data: page-markup.ts).
import type { Resto } from '@nori/contract';
import type { CatalogSnapshot, MenuContent, MenuOutline, PageCatalog } from './catalog-snapshot';

/**
 * The dishes rendered from the seed's records: a phone's first screen shows four cards (two rows
 * of two), a desktop's a row of four. Each more costs ~35 bytes of brotli.
 */
export const LIVE_DISHES = 4;

export interface ShownPart {
  /** The menu a menu page shows: the restaurant's other menus stay behind. */
  menuId?: number;
  /** The dish whose layer is open: its modifiers come along, no others. */
  positionId?: number;
  /** The menu's sections in the page's order (menu pages): the first screen's dishes are kept. */
  sections?: readonly { id: number; positions: readonly { id: number }[] }[];
  /** The restaurants' own pages show their full records; other pages only the list's names. */
  restos?: boolean;
}

export interface PageSeed {
  /** The loader data's catalog. */
  seed: PageCatalog;
  /** The same catalog with the shown menu whole: what the server renders. */
  markup: PageCatalog;
}

/** The shown menu with the records of its first screen's dishes and of the open dish only. */
const outlined = (content: MenuContent, shown: ShownPart): MenuContent => {
  const sections = shown.sections ?? [];
  const inOrder = sections.flatMap((section) => section.positions);
  if (inOrder.length <= LIVE_DISHES) return content;
  const kept = new Set<number>(inOrder.slice(0, LIVE_DISHES).map(({ id }) => id));
  if (shown.positionId !== undefined) kept.add(shown.positionId);
  const outline: MenuOutline = {
    sections: sections.map((section) => ({ id: section.id, size: section.positions.length })),
    live: LIVE_DISHES,
  };
  // The API's order is kept: the boot's answer then shares the same records (reuse-equal.ts).
  return { ...content, positions: content.positions.filter(({ id }) => kept.has(id)), outline };
};

/** A restaurant's record as a menu page uses it (its menus, currency and clock): the rest emptied. */
const briefResto = (resto: Resto): Resto => ({
  ...resto,
  description: '',
  emails: [],
  links: [],
  phones: [],
  openingHours: [],
  pays: [],
  photos: [],
  tags: [],
});

export const seedForPage = (catalog: PageCatalog, shown: ShownPart): PageSeed => {
  const { snapshot } = catalog;
  const menus =
    shown.menuId === undefined
      ? snapshot.menus
      : snapshot.menus.filter(({ menu }) => menu.id === shown.menuId);
  const modifiers = snapshot.modifiers.filter(({ positionId }) => positionId === shown.positionId);
  const restos = shown.restos ? catalog.restos : [];
  const markup: PageCatalog = { snapshot: { ...snapshot, menus, modifiers }, restos };
  if (shown.menuId === undefined) return { seed: markup, markup };
  // A menu page shows no promotions, and of its restaurant the menus, currency and clock: the boot
  // loads the rest (complete-seed.ts for a first visit).
  const seedSnapshot: CatalogSnapshot = {
    ...markup.snapshot,
    resto: snapshot.resto && briefResto(snapshot.resto),
    menus: menus.map((content) => (content.menu.id === shown.menuId ? outlined(content, shown) : content)),
    promotions: [],
    leftOut: { promotions: true, restoDetails: true },
  };
  return { seed: { ...markup, snapshot: seedSnapshot }, markup };
};
