import { PERSON_COUNT_MAX, PERSON_COUNT_MIN } from '@nori/domain';
import { addRussianTexts, useT } from '../../i18n';
import { dispatchCart } from '../../order/cart-store';
import { Stepper } from './stepper';
import { ruCart } from '../../i18n/messages/ru-cart';
import { cartMessagesRu } from '@nori/domain/messages/ru/cart';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruCart);
addRussianTexts(cartMessagesRu);

/** How many people the order is for (spec §9: the cart shows the person count); 1 to 99. */
export function PersonCount({ count }: { count: number }) {
  const t = useT();
  const set = (personCount: number) => dispatchCart({ type: 'setPersonCount', personCount });
  return (
    <div className="cart-option">
      <span className="cart-option__label">{t('cartPage.personCount')}</span>
      <Stepper
        label={t('cartPage.personCount')}
        value={t('cart.personCount', { count })}
        decreaseLabel={t('cartPage.fewerPersons')}
        increaseLabel={t('cartPage.morePersons')}
        decreaseDisabled={count <= PERSON_COUNT_MIN}
        increaseDisabled={count >= PERSON_COUNT_MAX}
        onDecrease={() => set(count - 1)}
        onIncrease={() => set(count + 1)}
      />
    </div>
  );
}
