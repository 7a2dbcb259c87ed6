import type { PreflightPosition } from '@nori/contract';
import { formatMoney, minorUnits, unitPrice, type CartPosition } from '@nori/domain';
import { useI18n } from '../../i18n';
import { IconButton, TrashIcon } from '../../ui';
import { dispatchCart } from './cart-store';
import { Stepper } from './stepper';

/**
 * One cart line with its modifiers, a counter and removal. The sum is the server's line from the
 * last preflight (after discounts, the list price struck through); null while it is recomputed.
 */
export function CartLine(props: { line: CartPosition; priced: PreflightPosition | null; currency: string }) {
  const { t, locale } = useI18n();
  const { line, priced, currency } = props;
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
      </div>
      <div className="cart-line__controls">
        <Stepper
          label={t('menu.inCartNamed', { name: line.name })}
          value={line.count}
          decreaseLabel={t('menu.decrease', { name: line.name })}
          increaseLabel={t('menu.increase', { name: line.name })}
          decreaseDisabled={line.count <= 1}
          onDecrease={() => setCount(line.count - 1)}
          onIncrease={() => setCount(line.count + 1)}
        />
        <p className="cart-line__sum" aria-busy={priced === null} data-testid="cart-line-sum">
          {priced === null ? (
            <span className="skeleton" />
          ) : (
            <>
              {priced.payableAmount < priced.sum && <s className="cart-line__was">{money(priced.sum)}</s>}
              <span>{money(priced.payableAmount)}</span>
            </>
          )}
        </p>
      </div>
      {/* Beside the counter on wide screens, beside the name on phones (cart.css). */}
      <IconButton
        className="cart-line__remove"
        label={t('cartPage.remove', { name: line.name })}
        onClick={() => dispatchCart({ type: 'remove', line: key })}
      >
        <TrashIcon />
      </IconButton>
    </li>
  );
}
