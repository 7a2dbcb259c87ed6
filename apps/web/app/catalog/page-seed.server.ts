// What of the page's catalog travels to the browser as the boot's seed (the loader data, written
// into the document for hydration): what the page renders, no more. A menu page showed its
// restaurant's other menu, every dish's modifiers and every restaurant's full record too, 60 of
// the 117 KB of a phone's document;
// the browser's boot loads those after hydration (boot-sequence.ts).
import type { PageCatalog } from './catalog-snapshot';

export interface ShownPart {
  /** The menu a menu page shows: the restaurant's other menus stay behind. */
  menuId?: number;
  /** The dish whose layer is open: its modifiers come along, no others. */
  positionId?: number;
  /** The restaurants' own pages show their full records; other pages only the list's names. */
  restos?: boolean;
}

export const seedForPage = (catalog: PageCatalog, shown: ShownPart): PageCatalog => {
  const { snapshot } = catalog;
  const menus =
    shown.menuId === undefined
      ? snapshot.menus
      : snapshot.menus.filter(({ menu }) => menu.id === shown.menuId);
  const modifiers = snapshot.modifiers.filter(({ positionId }) => positionId === shown.positionId);
  return { snapshot: { ...snapshot, menus, modifiers }, restos: shown.restos ? catalog.restos : [] };
};
