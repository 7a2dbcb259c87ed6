import type { Order } from '@nori/contract';
import { isCartEmpty, validateCheckoutSignIn } from '@nori/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { addRussianTexts, useT } from '../../i18n';
import { ArrowLeftIcon, ButtonLink, EmptyState, PageContainer, PageHeader, Spinner } from '../../ui';
import { authPathReturningTo, useSession } from '../../session';
import { chooseOrderTime, dispatchCart, EmptyCart, forgetOfferChoice, useCart } from '../../order';
import { PageTitle } from '../../platform/page-title';
import { orderPathThenPay } from '../../order';
import { CheckoutForm } from './checkout-form';
import { forgetComment, forgetPerson } from './stored-contact';
import { SuccessDialog } from './success-dialog';
import './checkout.css';
import { ruCheckout } from '../../i18n/messages/ru-checkout';
import { cartMessagesRu } from '@nori/domain/messages/ru/cart';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruCheckout);
addRussianTexts(cartMessagesRu);

const CHECKOUT_PATH = '/cart/checkout';

/** Checkout (spec §2: 'Оформить заказ'): guests are asked to sign in first (spec §5). */
export function CheckoutPage() {
  const t = useT();
  const cart = useCart();
  const session = useSession();
  const [placed, setPlaced] = useState<Order | null>(null);
  const navigate = useNavigate();

  // Signing out clears the contact person (spec §4).
  useEffect(() => {
    if (session.known && !session.signedIn) forgetPerson();
  }, [session.known, session.signedIn]);

  const onPlaced = (order: Order) => {
    setPlaced(order);
    dispatchCart({ type: 'clear' });
    dispatchCart({ type: 'setPromoCode', promoCode: null });
    forgetComment();
    forgetOfferChoice();
    // The next order starts as soon as possible again: a slot chosen for this one is not its time.
    chooseOrderTime(order.restoId, null);
    // Paid online: the order's page takes the checkout's place in the history and goes on to the
    // payment engine's page, so Back from there lands on the order, not on an emptied checkout.
    if (order.paymentUrl) navigate(orderPathThenPay(order.id), { replace: true });
  };
  const paying = Boolean(placed?.paymentUrl);

  const profile = session.signedIn ? session.profile : null;
  const signInProblem = validateCheckoutSignIn(profile !== null);
  let content;
  if (paying) content = <Spinner label={t('checkout.toPayment')} />;
  else if (placed) content = <EmptyCart />;
  else if (!session.known) content = <Spinner label={t('shell.loading')} />;
  else if (signInProblem) {
    content = (
      <EmptyState
        title={t(signInProblem)}
        text={t('checkout.signInText')}
        action={
          <ButtonLink to={authPathReturningTo(CHECKOUT_PATH)} state={{ from: CHECKOUT_PATH }}>
            {t('checkout.signIn')}
          </ButtonLink>
        }
      />
    );
  } else if (isCartEmpty(cart)) content = <EmptyCart />;
  else if (profile) content = <CheckoutForm profile={profile} onPlaced={onPlaced} />;

  return (
    <PageContainer>
      <PageTitle title={t('cart.checkout.title')} />
      <PageHeader
        title={t('cart.checkout.title')}
        actions={
          <ButtonLink to="/cart" variant="ghost" icon={<ArrowLeftIcon />}>
            {t('cart.title')}
          </ButtonLink>
        }
      />
      {content}
      <SuccessDialog order={paying ? null : placed} />
    </PageContainer>
  );
}
