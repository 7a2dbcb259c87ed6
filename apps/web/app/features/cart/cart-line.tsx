import { formatMoney, LINE_COUNT_MAX, minorUnits, unitPrice, type CartPosition } from '@nori/domain';
import { addRussianTexts, useI18n } from '../../i18n';
import { IconButton, TrashIcon } from '../../ui';
import { dispatchCart } from '../../order/cart-store';
import type { LineFigure } from './line-figures';
import { Stepper } from './stepper';
import { ruCart } from '../../i18n/messages/ru-cart';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruCart);

/**
 * One cart line with its modifiers, a counter and removal. The sum is always shown (line-figures):
 * after discounts with the list price struck through, marked when the server has yet to confirm it.
 */
export function CartLine(props: {
  line: CartPosition;
  figure: LineFigure;
  currency: string;
  /** Why the line cannot be ordered here (its dish is not on a menu of this place and type). */
  problem: string | null;
  /** The restaurant has run out of the dish or an option of it: no more of it can be added. */
  soldOut: boolean;
  onRemove: () => void;
}) {
  const { t, locale } = useI18n();
  const { line, figure, currency, problem, soldOut, onRemove } = props;
  const money = (amount: number) => formatMoney(minorUnits(amount), currency, locale);
  const key = { id: line.id, menuId: line.menuId, modifiers: line.modifiers };
  const setCount = (count: number) => dispatchCart({ type: 'setCount', line: key, count });
  return (
    <li className="cart-line">
      <div className="cart-line__about">
        <p className="cart-line__name">{line.name}</p>
        {line.modifiers.length > 0 && (
          <ul className="cart-line__modifiers">
            {line.modifiers.map((modifier) => (
              <li key={modifier.id}>
                {t('cartPage.modifier', { name: modifier.name, count: modifier.count })}
              </li>
            ))}
          </ul>
        )}
        <p className="cart-line__unit">{t('cartPage.unitPrice', { price: money(unitPrice(line)) })}</p>
        {problem && (
          <p className="cart-line__problem" role="alert">
            {problem}{' '}
            <button type="button" className="cart-line__problem-remove" onClick={onRemove}>
              {t('cartPage.removeLine')}
            </button>
          </p>
        )}
      </div>
      <div className="cart-line__controls">
        <Stepper
          label={t('menu.inCartNamed', { name: line.name })}
          value={line.count}
          decreaseLabel={t('menu.decrease', { name: line.name })}
          increaseLabel={t('menu.increase', { name: line.name })}
          decreaseDisabled={line.count <= 1}
          increaseDisabled={soldOut || line.count >= LINE_COUNT_MAX}
          onDecrease={() => setCount(line.count - 1)}
          onIncrease={() => setCount(line.count + 1)}
        />
        <p className="cart-line__sum" data-stale={figure.stale} data-testid="cart-line-sum">
          {figure.payable < figure.sum && <s className="cart-line__was">{money(figure.sum)}</s>}
          <span>{money(figure.payable)}</span>
          {figure.stale && <span className="visually-hidden">{t('cartPage.staleSum')}</span>}
        </p>
      </div>
      {/* Beside the counter on wide screens, beside the name on phones (cart.css). */}
      <IconButton
        className="cart-line__remove"
        label={t('cartPage.remove', { name: line.name })}
        onClick={onRemove}
      >
        <TrashIcon />
      </IconButton>
    </li>
  );
}
