// Saving the location (spec §4): nothing changed → just close; otherwise the cart is carried over
// to the new place and order type first: every dish the new menus have stays (the same dish of
// another menu counts), and when some cannot come along the 'Упс!' alert names them and offers to
// remove just those. A menu page then shows the menu of the new type (menu-page's redirect).
import type { CarriedCart } from '@nori/domain';
import { useState } from 'react';
import { useBootSnapshot, useBootStore } from '../../../catalog';
import { carryCart, dispatchCart, useCart } from '../../../order';
import { isUnchanged, saveLocation, type SavedLocation } from './save-location';
import { useLocationApi } from './use-location-api';

export interface BlockedSave {
  location: SavedLocation;
  carried: CarriedCart;
}

export interface LocationSave {
  /** Called once the form is valid (and the house number confirmed). */
  save: (location: SavedLocation) => void;
  /** The location waiting for the visitor's answer to the cart alert, with the dishes it loses. */
  blocked: BlockedSave | null;
  /** Removes the dishes that cannot come along and saves. */
  removeLostAndSave: () => void;
  keepCart: () => void;
}

export const useLocationSave = (onDone: () => void): LocationSave => {
  const cart = useCart();
  const store = useBootStore();
  const snapshot = useBootSnapshot();
  const api = useLocationApi();
  const [blocked, setBlocked] = useState<BlockedSave | null>(null);

  const commit = (location: SavedLocation, carried: CarriedCart) => {
    dispatchCart({ type: 'replacePositions', positions: carried.positions });
    saveLocation(location);
    store.retry();
    onDone();
  };

  // The new restaurant's dishes: the loaded ones when it is the current restaurant.
  const dishesOf = async (location: SavedLocation) =>
    snapshot?.resto?.id === location.resto.id
      ? { menus: snapshot.menus, modifiers: snapshot.modifiers }
      : api.restoDishes(location.resto);

  return {
    save: (location) => {
      if (isUnchanged(location)) return onDone();
      if (cart.positions.length === 0) return commit(location, { positions: [], lost: [] });
      void dishesOf(location).then(
        ({ menus, modifiers }) => {
          const carried = carryCart(cart.positions, menus, modifiers, location.deliveryType);
          if (carried.lost.length > 0) setBlocked({ location, carried });
          else commit(location, carried);
        },
        // Its menus could not be loaded: nothing is known to come along, so the alert asks (in
        // the spec's words) before the cart is emptied.
        () => setBlocked({ location, carried: { positions: [], lost: [] } }),
      );
    },
    blocked,
    removeLostAndSave: () => {
      if (!blocked) return;
      setBlocked(null);
      commit(blocked.location, blocked.carried);
    },
    keepCart: () => setBlocked(null),
  };
};
