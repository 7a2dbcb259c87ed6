// The cart page without lines to show: the cart is empty, or not known yet. It is not known before
// the browser's stored cart is read when the server had no cart cookie to render it from (a first
// visit, an empty cart, or a cart too large for a cookie). Most such visitors have no cart, so the
// empty-cart view is drawn at once (issue 17: it came only after hydration and was a first visit's
// largest paint); a line run while the page is parsed swaps it for a spinner when the browser does
// hold a cart, so no visitor with lines sees 'empty'. Known or not, the empty view is the same
// element, so learning that the cart is empty changes nothing on screen.
import { useT } from '../../i18n';
import { useInlineScriptNonce } from '../../start/nonce-context';
import { PageHeader, Spinner } from '../../ui';
import { STORED_KEYS } from '../../platform/stored-keys';
import { EmptyCart } from '../../order/pricing/empty-cart';

/** Marks <html> when localStorage holds a cart with lines (the stored JSON of cart-store.ts). */
export const STORED_CART_SCRIPT = `try{var c=JSON.parse(localStorage.getItem('${STORED_KEYS.cart}'));c&&c.positions&&c.positions.length&&document.documentElement.setAttribute('data-cart-stored','')}catch(e){}`;

export function CartWithoutLines({ known }: { known: boolean }) {
  const t = useT();
  const nonce = useInlineScriptNonce();
  return (
    <>
      {!known && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: STORED_CART_SCRIPT }} />}
      <PageHeader title={t('cart.title')} />
      <div className={known ? undefined : 'cart-not-known__empty'}>
        <EmptyCart />
      </div>
      {!known && (
        <div className="cart-not-known__pending">
          <Spinner label={t('shell.loading')} />
        </div>
      )}
    </>
  );
}
