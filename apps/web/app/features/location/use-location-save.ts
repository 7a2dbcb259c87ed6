// Saving the location (spec §4): nothing changed → just close; otherwise the cart is checked
// against the new place first, and when some of its dishes cannot go there the 'Упс!' alert
// offers to clear the cart and save again.
import { unavailableCartLines } from '@nori/domain';
import { useState } from 'react';
import { useBootStore } from '../boot';
import { dispatchCart, useCart } from '../cart';
import { isUnchanged, saveLocation, type SavedLocation } from './save-location';

export interface LocationSave {
  /** Called once the form is valid (and the house number confirmed). */
  save: (location: SavedLocation) => void;
  /** The location waiting for the visitor's answer to the cart alert, if any. */
  blocked: SavedLocation | null;
  clearCartAndSave: () => void;
  keepCart: () => void;
}

export const useLocationSave = (onDone: () => void): LocationSave => {
  const cart = useCart();
  const store = useBootStore();
  const [blocked, setBlocked] = useState<SavedLocation | null>(null);

  const commit = (location: SavedLocation) => {
    saveLocation(location);
    store.retry();
    onDone();
  };

  return {
    save: (location) => {
      if (isUnchanged(location)) return onDone();
      const lines = unavailableCartLines(cart.positions, location.resto.menus, location.deliveryType);
      if (lines.length > 0) return setBlocked(location);
      commit(location);
    },
    blocked,
    clearCartAndSave: () => {
      if (!blocked) return;
      dispatchCart({ type: 'clear' });
      setBlocked(null);
      commit(blocked);
    },
    keepCart: () => setBlocked(null),
  };
};
