// The 'Упс!' alert of spec §4, for when saving a place really loses dishes: it names them, in
// words that fit the action (a new address, or a pickup point), and removes just those.
import { addRussianTexts, useT } from '../../i18n';
import { ConfirmDialog } from '../../ui';
import type { LocationSave } from './use-location-save';
import { ruLocation } from '../../i18n/messages/ru-location';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruLocation);

export function CartAlert({ saving }: { saving: LocationSave }) {
  const t = useT();
  const blocked = saving.blocked;
  const dishes = (blocked?.carried.lost ?? []).map((line) => `«${line.name}»`).join(', ');
  // The spec's own sentence (clear the cart) when the new restaurant's dishes could not be loaded.
  const named = blocked !== null && blocked.carried.positions.length + blocked.carried.lost.length > 0;
  let text = t('location.cartAlert.text');
  if (blocked && named)
    text =
      blocked.location.deliveryType === 'DELIVERY'
        ? t('location.cartAlert.delivery', { dishes })
        : t('location.cartAlert.takeAway', { dishes, point: blocked.location.resto.street });
  return (
    <ConfirmDialog
      open={blocked !== null}
      size="alert"
      headline={t('location.cartAlert.title')}
      text={text}
      {...(named ? { confirmLabel: t('location.cartAlert.remove') } : {})}
      onConfirm={saving.removeLostAndSave}
      onCancel={saving.keepCart}
    />
  );
}
