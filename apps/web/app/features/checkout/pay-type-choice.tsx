import type { PayType } from '@nori/domain';
import type { ReactNode } from 'react';
import { addRussianTexts, useT } from '../../i18n';
import { ruCheckout } from '../../i18n/messages/ru-checkout';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruCheckout);

/** The pay types the restaurant takes for the order type (spec §4), as radio buttons. */
export function PayTypeChoice(props: {
  offered: PayType[];
  value: PayType | null;
  onChange: (payType: PayType) => void;
  /** Shown under the options: 'Сдача с' for cash (issue 21). */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <fieldset className="checkout__section pay-types">
      <legend className="checkout__legend">{t('checkout.payType')}</legend>
      {props.offered.map((payType) => (
        <label key={payType} className="pay-types__option">
          <input
            type="radio"
            name="pay-type"
            value={payType}
            checked={props.value === payType}
            onChange={() => props.onChange(payType)}
          />
          <span>{t(`checkout.payType.${payType}`)}</span>
        </label>
      ))}
      {props.children}
    </fieldset>
  );
}
