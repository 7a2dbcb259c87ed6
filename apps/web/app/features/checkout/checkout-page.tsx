import type { Order } from '@nori/contract';
import { isCartEmpty } from '@nori/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n';
import { ArrowLeftIcon, ButtonLink, EmptyState, PageContainer, PageHeader, Spinner } from '../../ui';
import { authPathReturningTo, useSession } from '../auth';
import { dispatchCart, EmptyCart, useCart } from '../cart';
import { PageTitle } from '../../platform/page-title';
import { orderPathThenPay } from '../orders';
import { CheckoutForm } from './checkout-form';
import { forgetComment, forgetPerson } from './stored-contact';
import { SuccessDialog } from './success-dialog';
import './checkout.css';

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
    // Paid online: the order's page takes the checkout's place in the history and goes on to the
    // payment engine's page, so Back from there lands on the order, not on an emptied checkout.
    if (order.paymentUrl) navigate(orderPathThenPay(order.id), { replace: true });
  };
  const paying = Boolean(placed?.paymentUrl);

  let content;
  if (paying) content = <Spinner label={t('checkout.toPayment')} />;
  else if (placed) content = <EmptyCart />;
  else if (!session.known) content = <Spinner label={t('shell.loading')} />;
  else if (!session.signedIn || !session.profile) {
    content = (
      <EmptyState
        title={t('validation.checkout.signInRequired')}
        text={t('checkout.signInText')}
        action={<ButtonLink to={authPathReturningTo(CHECKOUT_PATH)}>{t('checkout.signIn')}</ButtonLink>}
      />
    );
  } else if (isCartEmpty(cart)) content = <EmptyCart />;
  else content = <CheckoutForm profile={session.profile} onPlaced={onPlaced} />;

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
