import { positionsCount } from '@nori/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { useStoredCart } from '../../../order/cart-store';
import { CartIcon } from '../../../ui';

// The order layer owns the cart; the app bar only reads how many dishes the stored one holds.
export function CartButton() {
  const t = useT();
  const cart = useStoredCart();
  const count = cart ? positionsCount(cart) : 0;
  const label = t('shell.cartButton', { count });
  // Said (politely, in words) when the count changes, not when the page learns the stored one.
  const [spoken, setSpoken] = useState('');
  const known = useRef<number>(undefined);
  useEffect(() => {
    if (cart === undefined) return;
    if (known.current !== undefined && known.current !== count) setSpoken(label);
    known.current = count;
  }, [cart, count, label]);
  return (
    <>
      <Link to="/cart" className="cart-button" aria-label={label}>
        <CartIcon />
        <span className="cart-button__label desktop-only" aria-hidden="true">
          {t('cart.title')}
        </span>
        {count > 0 && (
          <span className="cart-button__count" aria-hidden="true">
            {count}
          </span>
        )}
      </Link>
      <span className="visually-hidden" role="status">
        {spoken}
      </span>
    </>
  );
}
