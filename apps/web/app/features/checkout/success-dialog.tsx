import type { Order } from '@nori/contract';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n';
import { AdaptiveDialog, Button, ButtonLink, CheckIcon } from '../../ui';

/** 'Your order has been accepted' with the order number and the promise of a call (spec §2). */
export function SuccessDialog({ order }: { order: Order | null }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <AdaptiveDialog
      open={order !== null}
      dismissible={false}
      size="confirm"
      title={t('checkout.success.title')}
      actions={
        <>
          {order && (
            <ButtonLink to={`/orders/${order.id}`} variant="secondary">
              {t('checkout.success.follow')}
            </ButtonLink>
          )}
          <Button onClick={() => void navigate('/')}>{t('cartPage.backToMenu')}</Button>
        </>
      }
    >
      {order && (
        <div className="checkout-success">
          <span className="checkout-success__mark" aria-hidden="true">
            <CheckIcon />
          </span>
          <p className="checkout-success__number">{t('checkout.success.number', { number: order.number })}</p>
          <p className="dialog__text">
            {t(
              order.deliveryType === 'DELIVERY'
                ? 'checkout.success.callDelivery'
                : 'checkout.success.callPickup',
            )}
          </p>
        </div>
      )}
    </AdaptiveDialog>
  );
}
