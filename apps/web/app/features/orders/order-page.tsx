// The order's page (issue 10: /orders/{id}): its status, updated live, with what was ordered and
// paid. Payment engines bring the customer back here; an order still awaiting payment offers to pay.
import type { Order, OrderLine } from '@nori/contract';
import { formatMoney, minorUnits, sumMinorUnits, type Locale, type Translate } from '@nori/domain';
import { useState } from 'react';
import { addRussianTexts, useI18n } from '../../i18n';
import { ArrowLeftIcon, ButtonLink, EmptyState, PageContainer, PageHeader, Spinner } from '../../ui';
import { useSession } from '../../session';
import { noticeText, SummaryRow } from '../../order';
import { PageTitle } from '../../platform/page-title';
import { OrderDecision } from './order-decision';
import { orderTime, SignInForOrders } from './order-parts';
import { PayAgain } from './pay-again';
import { useContinueToPayment } from '../../order';
import { useLiveOrder } from './use-live-order';
import '../../order/pricing/order-summary.css';
import './orders.css';
import { deliveryMessagesRu } from '@nori/domain/messages/ru/delivery';
import { orderMessagesRu } from '@nori/domain/messages/ru/orders';
import { ruOrderTime } from '../../i18n/messages/ru-order-time';
import { ruOrderPlaced } from '../../i18n/messages/ru-order-placed';
import { ruCart } from '../../i18n/messages/ru-cart';
import { ruCheckout } from '../../i18n/messages/ru-checkout';
import { ruOrders } from '../../i18n/messages/ru-orders';
import { errorMessagesRu } from '@nori/domain/messages/ru/errors';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(deliveryMessagesRu);
addRussianTexts(orderMessagesRu);
addRussianTexts(ruOrderTime);
addRussianTexts(ruOrderPlaced);
addRussianTexts(ruCart);
addRussianTexts(ruCheckout);
addRussianTexts(ruOrders);
addRussianTexts(errorMessagesRu);

export function OrderPage({ orderId }: { orderId: number }) {
  const { t } = useI18n();
  const session = useSession();
  const [revision, setRevision] = useState(0);
  const view = useLiveOrder(orderId, session.signedIn ? (session.profile?.id ?? null) : null, revision);
  useContinueToPayment(
    view.state === 'ready' && view.order.status === 'AWAITING_PAYMENT' ? view.order.paymentUrl : null,
  );
  const title =
    view.state === 'ready' ? t('orderPage.title', { number: view.order.number }) : t('orderPage.heading');

  let content;
  if (!session.known || (session.signedIn && view.state === 'loading'))
    content = <Spinner label={t('shell.loading')} />;
  else if (!session.signedIn) content = <SignInForOrders path={`/orders/${orderId}`} />;
  else if (view.state === 'missing')
    content = (
      <EmptyState
        title={t('orderPage.missing')}
        action={<ButtonLink to="/">{t('cartPage.backToMenu')}</ButtonLink>}
      />
    );
  else if (view.state === 'failed')
    content = (
      <p className="order-page__failure" role="alert">
        {noticeText(t, view.message)}
      </p>
    );
  else if (view.state === 'ready')
    content = <OrderDetails order={view.order} onChanged={() => setRevision((value) => value + 1)} />;

  return (
    <PageContainer>
      <PageTitle title={title} />
      <PageHeader
        title={title}
        actions={
          <ButtonLink to="/" variant="ghost" icon={<ArrowLeftIcon />}>
            {t('cartPage.backToMenu')}
          </ButtonLink>
        }
      />
      {content}
    </PageContainer>
  );
}

function OrderDetails({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const { t, locale } = useI18n();
  const money = (amount: number) => formatMoney(minorUnits(amount), order.currency, locale);
  return (
    <div className="order-page">
      <section className="order-card order-status" aria-labelledby="order-status-title">
        <h2 id="order-status-title" className="order-card__title">
          {t('orderPage.status')}
        </h2>
        <p className={`order-status__now order-status__now--${order.status.toLowerCase()}`} role="status">
          {t(`order.status.${order.status}`)}
        </p>
        <OrderDecision order={order} />
        {order.status === 'AWAITING_PAYMENT' && order.paymentUrl && (
          // The payment page may be another site (YooKassa): a plain link, not a route.
          <a className="button button--primary button--l button--block" href={order.paymentUrl}>
            {t('orderPage.pay', { amount: money(order.total) })}
          </a>
        )}
        {order.status === 'PAYMENT_FAILED' && <PayAgain order={order} onPaidOnReceipt={onChanged} />}
        <ol className="order-status__history">
          {[...order.statusHistory].reverse().map((change) => (
            <li key={`${change.status}-${change.at}`}>
              <span>{t(`order.status.${change.status}`)}</span>
              <time dateTime={change.at}>{orderTime(change.at, locale)}</time>
            </li>
          ))}
        </ol>
      </section>

      <section className="order-card" aria-labelledby="order-lines-title">
        <h2 id="order-lines-title" className="order-card__title">
          {t('orderPage.lines')}
        </h2>
        <ul className="order-lines">
          {order.positions.map((line, index) => (
            <OrderLineRow key={`${line.id}-${index}`} line={line} money={money} />
          ))}
        </ul>
        {/* The cart's summary rows and styles (order/pricing/order-summary.css), with the same labels. */}
        <dl className="order-summary__rows">
          <SummaryRow
            label={t('cartPage.dishes')}
            value={money(sumMinorUnits(order.positions.map((line) => minorUnits(line.sum))))}
          />
          {order.discount > 0 && (
            <SummaryRow label={t('cartPage.discount')} value={`−${money(order.discount)}`} tone="discount" />
          )}
          {order.deliveryType === 'DELIVERY' && (
            <SummaryRow
              label={t('cartPage.delivery')}
              value={order.deliveryPrice === 0 ? t('delivery.cost.free') : money(order.deliveryPrice)}
            />
          )}
          <SummaryRow label={t('cartPage.total')} value={money(order.total)} tone="total" />
        </dl>
        <OrderFacts order={order} t={t} locale={locale} />
      </section>
    </div>
  );
}

function OrderLineRow({ line, money }: { line: OrderLine; money: (amount: number) => string }) {
  const modifiers = line.modifiers.map((modifier) =>
    modifier.count > 1 ? `${modifier.name} × ${modifier.count}` : modifier.name,
  );
  return (
    <li className="order-lines__line">
      <span className="order-lines__name">
        {line.name}
        {line.count > 1 && <span className="order-lines__count"> × {line.count}</span>}
        {modifiers.length > 0 && <span className="order-lines__modifiers">{modifiers.join(', ')}</span>}
      </span>
      <span className="order-lines__sum">{money(line.sum)}</span>
    </li>
  );
}

function OrderFacts({ order, t, locale }: { order: Order; t: Translate; locale: Locale }) {
  const where =
    order.deliveryType === 'DELIVERY' && order.place
      ? t('cartPage.deliveryTo', { address: order.place.address })
      : t('orderPage.pickup');
  return (
    <dl className="order-facts">
      <div>
        <dt>{t('orderPage.where')}</dt>
        <dd>{where}</dd>
      </div>
      <div>
        <dt>{t('checkout.payType')}</dt>
        <dd>
          {t(`checkout.payType.${order.payType}`)}
          {order.changeFrom !== null &&
            ` · ${t('orderTime.changeShown', { amount: formatMoney(minorUnits(order.changeFrom), order.currency, locale) })}`}
        </dd>
      </div>
      <div>
        <dt>{t('orderTime.legend')}</dt>
        <dd data-testid="order-requested-at">
          {order.requestedAt === null ? t('orderTime.asap') : orderTime(order.requestedAt, locale)}
        </dd>
      </div>
    </dl>
  );
}
