import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { STORED_KEYS } from '../../../platform/stored-keys';
import { useStored } from '../../../platform/use-stored';
import { CartIcon } from '../../../ui';

interface StoredCartShape {
  positions: Array<{ count: number }>;
}

// The cart feature owns the cart; the app bar only reads how many dishes the stored one holds.
const isStoredCart = (value: unknown): value is StoredCartShape =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as StoredCartShape).positions) &&
  (value as StoredCartShape).positions.every((line) => Number.isInteger(line?.count));

export function CartButton() {
  const t = useT();
  const cart = useStored(STORED_KEYS.cart, isStoredCart);
  const count = cart ? cart.positions.reduce((sum, line) => sum + line.count, 0) : 0;
  return (
    <Link to="/cart" className="cart-button" aria-label={t('shell.cartButton', { count })}>
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
  );
}
