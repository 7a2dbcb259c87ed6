// Removing a line with the trash button can be undone for a few seconds: the line goes back to
// where it was. Only the last removal is kept; a new one replaces it.
import { isSameLine, type CartPosition } from '@nori/domain';
import { useEffect, useState } from 'react';
import { STORED_KEYS } from '../../platform/stored-keys';
import { readStored } from '../../platform/stored-settings';
import { dispatchCart, isStoredCart } from '../../order/cart-store';

export const UNDO_MS = 6_000;

interface Removed {
  line: CartPosition;
  index: number;
}

export const useUndoRemove = () => {
  const [removed, setRemoved] = useState<Removed | null>(null);

  useEffect(() => {
    if (!removed) return;
    const timer = window.setTimeout(() => setRemoved(null), UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [removed]);

  return {
    removed: removed?.line ?? null,
    remove: (line: CartPosition, index: number) => {
      dispatchCart({ type: 'remove', line });
      setRemoved({ line, index });
    },
    undo: () => {
      if (!removed) return;
      const positions = readStored(STORED_KEYS.cart, isStoredCart)?.positions ?? [];
      // Added again meanwhile (from a menu tab): its count grows instead of a second line.
      if (positions.some((line) => isSameLine(line, removed.line)))
        dispatchCart({ type: 'add', position: removed.line });
      else
        dispatchCart({
          type: 'replacePositions',
          positions: [...positions.slice(0, removed.index), removed.line, ...positions.slice(removed.index)],
        });
      setRemoved(null);
    },
  };
};
