import type { Order } from '@nori/contract';
import { restoClockZone, serverNow } from '@nori/domain';
import { useNavigate } from 'react-router';
import { addRussianTexts, useI18n } from '../../i18n';
import { AdaptiveDialog, Button, ButtonLink, CheckIcon } from '../../ui';
import { useBootSnapshot } from '../../catalog';
import { orderTimeWords } from '../../order';
import { ruOrderTime } from '../../i18n/messages/ru-order-time';
import { ruOrderPlaced } from '../../i18n/messages/ru-order-placed';
import { ruCart } from '../../i18n/messages/ru-cart';
import { ruCheckout } from '../../i18n/messages/ru-checkout';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruOrderTime);
addRussianTexts(ruOrderPlaced);
addRussianTexts(ruCart);
addRussianTexts(ruCheckout);

/** 'Your order has been accepted' with the order number and the promise of a call (spec §2). */
export function SuccessDialog({ order }: { order: Order | null }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const snapshot = useBootSnapshot();
  const resto = snapshot?.resto;
  // 'Привезём к 19:30': an order for a time says it, on the restaurant's clock (issue 21).
  const when =
    order?.requestedAt && resto
      ? orderTimeWords(
          t,
          locale,
          Date.parse(order.requestedAt),
          restoClockZone(resto),
          serverNow(Date.now(), snapshot?.clockOffsetMs ?? 0),
        )
      : null;
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
          {when && (
            <p className="dialog__text" data-testid="success-when">
              {t(
                order.deliveryType === 'DELIVERY'
                  ? 'checkout.success.atDelivery'
                  : 'checkout.success.atPickup',
                { when },
              )}
            </p>
          )}
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
