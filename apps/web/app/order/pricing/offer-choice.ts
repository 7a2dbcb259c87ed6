// Bonuses or the promo code (issue 41): the server takes the better of both for the customer
// ('BEST') unless the customer switched to the other, which is kept until the order is placed.
import { OFFER_CHOICES, type OfferChoice } from '@nori/domain';
import { STORED_KEYS } from '../../platform/stored-keys';
import { removeStored, writeStored } from '../../platform/stored-settings';
import { useStored } from '../../platform/use-stored';

const isOfferChoice = (value: unknown): value is OfferChoice =>
  OFFER_CHOICES.some((choice) => choice === value);

export const useOfferChoice = (): OfferChoice => useStored(STORED_KEYS.orderBonuses, isOfferChoice) ?? 'BEST';

export const chooseOffer = (choice: OfferChoice): void => writeStored(STORED_KEYS.orderBonuses, choice);

/** The next order starts with the better of both again. */
export const forgetOfferChoice = (): void => removeStored(STORED_KEYS.orderBonuses);
