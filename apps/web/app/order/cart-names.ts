// Cart lines are dishes by identity (menu and position ids, modifier ids), and their names are
// only labels: when the catalog is read again in another language (issue 24), the stored lines
// take the names it gives their dishes, so the cart, its cookie (the server's render of /cart),
// the preflight and moving the cart to another place all speak the visitor's language.
import type { Cart, CartPosition } from '@nori/domain';
import { useEffect } from 'react';
import { useBootSnapshot, type CatalogSnapshot } from '../catalog';
import { STORED_KEYS } from '../platform/stored-keys';
import { readStored } from '../platform/stored-settings';
import { isStoredCart } from './stored-cart-shape';
import { storeCart } from './cart-store';

/** The lines named as the catalog names their dishes and modifiers; the same array when nothing changed. */
export function renameLines(lines: CartPosition[], snapshot: CatalogSnapshot): CartPosition[] {
  let changed = false;
  const renamed = lines.map((line) => {
    const dish = snapshot.menus
      .find(({ menu }) => menu.id === line.menuId)
      ?.positions.find((position) => position.id === line.id);
    if (!dish) return line;
    const offered = snapshot.modifiers
      .find((entry) => entry.positionId === line.id)
      ?.groups.flatMap((group) => group.modifiers);
    const modifiers = line.modifiers.map((modifier) => {
      const name = offered?.find((candidate) => candidate.id === modifier.id)?.name ?? modifier.name;
      return name === modifier.name ? modifier : { ...modifier, name };
    });
    if (dish.name === line.name && modifiers.every((modifier, index) => modifier === line.modifiers[index]))
      return line;
    changed = true;
    return { ...line, name: dish.name, modifiers };
  });
  return changed ? renamed : lines;
}

/** Keeps the stored cart's names those of the catalog the visitor's boot last read. */
export function useCartNamesFromCatalog(): void {
  const snapshot = useBootSnapshot();
  useEffect(() => {
    if (!snapshot) return;
    const cart: Cart | null = readStored(STORED_KEYS.cart, isStoredCart);
    if (!cart) return;
    const positions = renameLines(cart.positions, snapshot);
    if (positions !== cart.positions) storeCart({ ...cart, positions });
  }, [snapshot]);
}
