import { charCount, VALIDATION_KEYS, type ValidationKey } from './keys';
import { AUTOCOMPLETE_MIN, COMMENT_MAX } from './limits';

/** The order comment and the address fields: apartment, entrance, floor, intercom, address comment. */
export const validateFreeText = (raw: string): ValidationKey | null =>
  charCount(raw.trim()) > COMMENT_MAX ? VALIDATION_KEYS.textTooLong : null;

/** Suggestions are asked for from three characters (spec §5). */
export const shouldAutocomplete = (query: string): boolean => charCount(query.trim()) >= AUTOCOMPLETE_MIN;

export interface DeliveryAddressInput {
  /** What the address field shows. */
  text: string;
  /** A place was picked from the suggestions or the map, so there is a location to deliver to. */
  hasLocation: boolean;
  /** Whether the location lies in a delivery zone; null while no location is known. */
  inZone: boolean | null;
}

export const validateDeliveryAddress = ({
  text,
  hasLocation,
  inZone,
}: DeliveryAddressInput): ValidationKey | null => {
  if (!hasLocation) {
    // Typed text alone cannot be delivered to: it must become a place from the list or the map.
    return text.trim() === '' ? VALIDATION_KEYS.addressRequired : VALIDATION_KEYS.addressChooseFromList;
  }
  return inZone === false ? VALIDATION_KEYS.addressOutOfZone : null;
};

export const validatePickupPoint = (
  selectedRestoId: number | null,
  availableCount: number,
): ValidationKey | null => {
  if (availableCount === 0) return VALIDATION_KEYS.pickupPointsNone;
  return selectedRestoId === null ? VALIDATION_KEYS.pickupPointRequired : null;
};

/** Guests browse and preflight anonymously but must sign in to place the order (spec §6). */
export const validateCheckoutSignIn = (signedIn: boolean): ValidationKey | null =>
  signedIn ? null : VALIDATION_KEYS.checkoutSignInRequired;
