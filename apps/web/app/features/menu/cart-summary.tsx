import { cartTotal, formatMoney, positionsCount, soldOutLines } from '@nori/domain';
import { Link } from 'react-router';
import { addRussianTexts, useI18n } from '../../i18n';
import { CartIcon } from '../../ui';
import { soldOutOf, useCatalog } from '../../catalog';
import { useCart } from '../../order/cart-store';
import '../../styles/menu/cart-summary.css';
import { ruMenu } from '../../i18n/messages/ru-menu';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruMenu);

/**
 * The cart on menu pages (spec §2): a summary beside the menu on desktop, a bar pinned to the
 * bottom on phones (CSS decides, so server and client render the same markup).
 */
export function CartSummary({ currency }: { currency?: string | undefined }) {
  const { t, locale } = useI18n();
  const stored = useCart();
  // What can be ordered: a line the restaurant has sold out is neither counted nor summed (issue 34).
  const soldOut = soldOutLines(stored.positions, soldOutOf(useCatalog()));
  const cart = { ...stored, positions: stored.positions.filter((line) => !soldOut.includes(line)) };
  const count = positionsCount(cart);
  const total = formatMoney(cartTotal(cart), currency, locale);
  return (
    <aside className="cart-summary" aria-label={t('cart.title')} data-empty={count === 0}>
      <p className="cart-summary__title">{t('cart.title')}</p>
      <p className="cart-summary__count" data-testid="cart-summary-count">
        {t('cartSummary.count', { count })}
      </p>
      <p className="cart-summary__total" data-testid="cart-summary-total">
        {total}
      </p>
      {count === 0 && <p className="cart-summary__hint">{t('cartPage.emptyText')}</p>}
      {count > 0 && (
        <Link to="/cart" className="cart-summary__go">
          <CartIcon />
          <span>{t('cartSummary.toCart')}</span>
        </Link>
      )}
    </aside>
  );
}
