// The 'Упс!' alert of spec §2, §4, for when saving a place loses dishes: the spec's own words and
// buttons ('Ок', 'Отмена'), with the dishes that go named under them. Only those are removed: the
// dishes the new place also serves stay in the cart.
import { addRussianTexts, useT } from '../../../i18n';
import { ConfirmDialog } from '../../../ui';
import type { LocationSave } from './use-location-save';
import { ruLocation } from '../../../i18n/messages/ru-location';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruLocation);

export function CartAlert({ saving }: { saving: LocationSave }) {
  const t = useT();
  const lost = saving.blocked?.carried.lost ?? [];
  // Nothing named when the new restaurant's dishes could not be loaded: then the whole cart goes.
  const dishes = lost.map((line) => `«${line.name}»`).join(', ');
  return (
    <ConfirmDialog
      open={saving.blocked !== null}
      size="alert"
      headline={t('location.cartAlert.title')}
      text={
        <>
          {t('location.cartAlert.text')}
          {dishes && (
            <>
              <br />
              {t('location.cartAlert.lost', { dishes })}
            </>
          )}
        </>
      }
      onConfirm={saving.removeLostAndSave}
      onCancel={saving.keepCart}
    />
  );
}
