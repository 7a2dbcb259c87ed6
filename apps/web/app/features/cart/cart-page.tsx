import {
  cartTotal,
  DEFAULT_CURRENCY,
  isCartEmpty,
  soldOutLines,
  soldOutReason,
  unavailableCartLines,
  type Cart,
  type CartPosition,
  type SoldOut,
} from '@nori/domain';
import { useState } from 'react';
import { addRussianTexts, useI18n, useT } from '../../i18n';
import {
  ArrowLeftIcon,
  Button,
  ButtonLink,
  ConfirmDialog,
  PageContainer,
  PageHeader,
  Spinner,
} from '../../ui';
import { useBootPending, useCatalog } from '../../catalog';
import { PageTitle } from '../../platform/page-title';
import { CartLine } from './cart-line';
import { CartWithoutLines } from './cart-without-lines';
import { lineFigures } from './line-figures';
import { CartSeedProvider, dispatchCart, useStoredCart } from '../../order/cart-store';
import { OrderSummary } from '../../order/pricing/order-summary';
import { OrderTimeChoice, OrderTimePending } from '../../order/time/order-time-choice';
import { asapEstimate } from '../../order/time/order-time';
import { notSoldAtText, orderTimeSummary } from '../../order/time/order-time-words';
import { PersonCount } from './person-count';
import { PromoCodeField } from './promo-code-field';
import { usePricedCart } from '../../order/pricing/use-priced-cart';
import { UndoBar } from './undo-bar';
import { useUndoRemove } from './use-undo-remove';
import { ruCart } from '../../i18n/messages/ru-cart';
import { cartMessagesRu } from '@nori/domain/messages/ru/cart';
import './cart.css';
import './cart-state.css';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruCart);
addRussianTexts(cartMessagesRu);

/**
 * The cart (spec §2: 'Корзина', a button back to the menu), or the empty-cart view. `seed` is the
 * cart the server read from the cart's cookie, so the first paint shows the visitor's lines.
 */
export function CartPage({ seed }: { seed: Cart | null }) {
  return (
    <CartSeedProvider value={seed}>
      <CartView />
    </CartSeedProvider>
  );
}

function CartView() {
  const t = useT();
  const cart = useStoredCart();
  return (
    <PageContainer>
      <PageTitle title={t('cart.title')} />
      {cart === undefined || cart === null || isCartEmpty(cart) ? (
        <CartWithoutLines known={cart !== undefined} />
      ) : (
        <FilledCart />
      )}
    </PageContainer>
  );
}

function FilledCart() {
  const { t, locale } = useI18n();
  /** A line whose dish or option the restaurant has run out of, named with what is sold out. */
  const soldOutProblem = (line: CartPosition, soldOut: SoldOut | undefined): string | null => {
    const reason = soldOut ? soldOutReason(line, soldOut) : null;
    if (!reason) return null;
    const option = line.modifiers.find((modifier) => modifier.id === reason.modifierId);
    return t('cartPage.soldOut', { name: option ? `${line.name} (${option.name})` : line.name });
  };
  const { cart, context, session, preflight, checks, orderTime } = usePricedCart();
  const timeSlots = useCatalog()?.timeSlots ?? [];
  const bootPending = useBootPending();
  const [clearing, setClearing] = useState(false);
  const figures = lineFigures(cart.positions, preflight);
  const undo = useUndoRemove();
  const unorderable = context
    ? unavailableCartLines(cart.positions, context.resto.menus, context.deliveryType)
    : [];
  const problem = t(
    context?.deliveryType === 'DELIVERY' ? 'cartPage.notForDelivery' : 'cartPage.notForTakeAway',
  );
  const soldOut = context ? soldOutLines(cart.positions, context.soldOut).length > 0 : false;
  const canCheckout =
    !preflight.loading && preflight.result !== null && checks?.blockers.length === 0 && !soldOut;

  return (
    <>
      <PageHeader
        title={t('cart.title')}
        actions={
          <Button variant="ghost" onClick={() => setClearing(true)}>
            {t('cartPage.clear')}
          </Button>
        }
      />
      <div className="cart">
        <div className="cart__main">
          <ul className="cart__lines" aria-label={t('cartPage.lines')}>
            {figures.map(({ line, figure }, index) => {
              const soldOutText = soldOutProblem(line, context?.soldOut);
              return (
                <CartLine
                  key={`${line.menuId}-${line.id}-${JSON.stringify(line.modifiers)}`}
                  line={line}
                  figure={figure}
                  problem={
                    unorderable.includes(line)
                      ? problem
                      : (soldOutText ?? notSoldAtText(t, line.id, timeSlots, orderTime))
                  }
                  soldOut={soldOutText !== null}
                  onRemove={() => undo.remove(line, index)}
                  currency={context?.currency ?? DEFAULT_CURRENCY}
                />
              );
            })}
          </ul>
          {orderTime ? <OrderTimeChoice view={orderTime} card /> : bootPending && <OrderTimePending card />}
          <PersonCount count={cart.personCount} />
          <PromoCodeField
            code={cart.promoCode}
            result={preflight.loading ? null : preflight.result}
            refusal={preflight.promoRefusal}
            cartTotal={cartTotal(cart)}
            currency={context?.currency ?? DEFAULT_CURRENCY}
            onEdit={preflight.dismissPromoRefusal}
          />
          <ButtonLink to="/" variant="secondary" icon={<ArrowLeftIcon />} className="cart__back">
            {t('cartPage.backToMenu')}
          </ButtonLink>
        </div>
        <aside className="cart__aside">
          {context && checks ? (
            <OrderSummary
              context={context}
              result={preflight.result}
              loading={preflight.loading}
              checks={checks}
              onRetry={preflight.retry}
              when={orderTime && orderTimeSummary(t, locale, orderTime)}
              estimate={asapEstimate(orderTime)}
              signedIn={session.personId !== null}
              action={
                canCheckout ? (
                  <ButtonLink to="/cart/checkout" size="l" block>
                    {t('cart.checkout.title')}
                  </ButtonLink>
                ) : (
                  <Button size="l" block disabled>
                    {t('cart.checkout.title')}
                  </Button>
                )
              }
            />
          ) : (
            <Spinner label={t('shell.loading')} />
          )}
        </aside>
      </div>
      <UndoBar removed={undo.removed} onUndo={undo.undo} />
      <ConfirmDialog
        open={clearing}
        headline={t('cart.clear.question')}
        confirmLabel={t('cart.clear.confirm')}
        cancelLabel={t('cart.clear.cancel')}
        onCancel={() => setClearing(false)}
        onConfirm={() => {
          setClearing(false);
          dispatchCart({ type: 'clear' });
        }}
      />
    </>
  );
}
