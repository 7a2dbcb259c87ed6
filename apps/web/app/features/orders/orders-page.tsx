// The signed-in person's order history (issue 10: /orders): each order with its status and total,
// its page, and 'order again', which rebuilds the cart from today's menus and says what changed.
import type { Order } from '@nori/contract';
import { DEFAULT_CURRENCY, formatMoney, menuServes, minorUnits, type DeliveryType } from '@nori/domain';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { addRussianTexts, useI18n } from '../../i18n';
import { AdaptiveDialog, Button, ButtonLink, EmptyState, PageContainer, PageHeader, Spinner } from '../../ui';
import { useSession } from '../../session';
import { useCatalog, useOrderType } from '../../catalog';
import { dispatchCart, noticeText } from '../../order';
import { PageTitle } from '../../platform/page-title';
import { orderAgain, type OrderAgain } from './order-again';
import { orderTime, SignInForOrders } from './order-parts';
import { useOrderHistory } from './use-order-history';
import './orders.css';
import { orderMessagesRu } from '@nori/domain/messages/ru/orders';
import { ruOrderTime } from '../../i18n/messages/ru-order-time';
import { ruCart } from '../../i18n/messages/ru-cart';
import { ruOrders } from '../../i18n/messages/ru-orders';
import { errorMessagesRu } from '@nori/domain/messages/ru/errors';

// The bonus account, on its own chunk with its texts in every language (issue 41).
const BonusAccountCard = lazy(() => import('./on-demand/bonus-account'));

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(orderMessagesRu);
addRussianTexts(ruOrderTime);
addRussianTexts(ruCart);
addRussianTexts(ruOrders);
addRussianTexts(errorMessagesRu);

export function OrdersPage() {
  const { t } = useI18n();
  const session = useSession();
  const history = useOrderHistory(session.signedIn ? (session.profile?.id ?? null) : null);
  const snapshot = useCatalog();
  const navigate = useNavigate();
  const [changes, setChanges] = useState<Changes | null>(null);
  const deliveryType = useOrderType() ?? 'DELIVERY';
  // The orders wait for the bonus card above them: arriving later, it would push their buttons
  // from under a finger.
  const [accountSettled, setAccountSettled] = useState(false);

  // Today's menus of the chosen restaurant decide what can be ordered again, and at what price.
  const canOrderAgain = Boolean(snapshot?.resto);
  const again = (order: Order) => {
    // Only the menus of the order type chosen now: a delivery order repeated for take-away moves
    // to the take-away menu's dishes, so the cart can be ordered.
    const menus = (snapshot?.menus ?? []).filter(({ menu }) => menuServes(menu, deliveryType));
    const rebuilt = orderAgain(order.positions, menus, snapshot?.modifiers ?? []);
    if (rebuilt.positions.length > 0) {
      dispatchCart({ type: 'clear' });
      for (const position of rebuilt.positions) dispatchCart({ type: 'add', position });
    }
    // An order of the other type is rebuilt for the one chosen now: said, as any other change.
    const movedTo = order.deliveryType === deliveryType ? null : deliveryType;
    if (rebuilt.unavailable.length === 0 && rebuilt.repriced.length === 0 && !movedTo) void navigate('/cart');
    else setChanges({ ...rebuilt, movedTo, pickupAt: snapshot?.resto?.street ?? '' });
  };

  let content;
  if (!session.known) content = <Spinner label={t('shell.loading')} />;
  else if (!session.signedIn) content = <SignInForOrders path="/orders" />;
  else if (history.orders === null && history.failure)
    content = (
      <p className="order-page__failure" role="alert">
        {noticeText(t, history.failure)}
      </p>
    );
  else if (history.orders === null) content = <Spinner label={t('shell.loading')} />;
  else if (history.orders.length === 0)
    content = (
      <EmptyState
        title={t('ordersPage.empty')}
        text={t('ordersPage.emptyText')}
        action={<ButtonLink to="/">{t('cartPage.backToMenu')}</ButtonLink>}
      />
    );
  else
    content = (
      <>
        <ul className="order-history">
          {history.orders.map((order) => (
            <OrderCard key={order.id} order={order} canOrderAgain={canOrderAgain} onOrderAgain={again} />
          ))}
        </ul>
        {history.hasMore && (
          <Button variant="secondary" onClick={history.more} disabled={history.loading}>
            {t('ordersPage.more')}
          </Button>
        )}
      </>
    );

  return (
    <PageContainer>
      <PageTitle title={t('ordersPage.title')} />
      <PageHeader title={t('ordersPage.title')} />
      {session.signedIn && session.profile && (
        <Suspense fallback={null}>
          <BonusAccountCard personId={session.profile.id} onSettled={() => setAccountSettled(true)} />
        </Suspense>
      )}
      {session.signedIn && session.profile && !accountSettled ? (
        <Spinner label={t('shell.loading')} />
      ) : (
        content
      )}
      <OrderAgainDialog
        changes={changes}
        currency={snapshot?.resto?.currency ?? DEFAULT_CURRENCY}
        onClose={() => setChanges(null)}
      />
    </PageContainer>
  );
}

function OrderCard(props: { order: Order; canOrderAgain: boolean; onOrderAgain: (order: Order) => void }) {
  const { order } = props;
  const { t, locale } = useI18n();
  const dishes = order.positions.map((line) => (line.count > 1 ? `${line.name} × ${line.count}` : line.name));
  return (
    <li className="order-card order-history__order">
      <div className="order-history__head">
        <h2 className="order-card__title">
          <Link to={`/orders/${order.id}`}>{t('orderPage.title', { number: order.number })}</Link>
        </h2>
        <time dateTime={order.createdAt}>{orderTime(order.createdAt, locale)}</time>
      </div>
      <p className="order-history__status">{t(`order.status.${order.status}`)}</p>
      {order.requestedAt !== null && (
        <p className="order-history__dishes">
          {t('orderTime.requested', { time: orderTime(order.requestedAt, locale) })}
        </p>
      )}
      <p className="order-history__dishes">{dishes.join(', ')}</p>
      <div className="order-history__foot">
        <span className="order-history__total">
          {formatMoney(minorUnits(order.total), order.currency, locale)}
        </span>
        <Button variant="secondary" onClick={() => props.onOrderAgain(order)} disabled={!props.canOrderAgain}>
          {t('ordersPage.again')}
        </Button>
      </div>
    </li>
  );
}

interface Changes extends OrderAgain {
  /** The order type the cart was rebuilt for, when the order was of the other one. */
  movedTo: DeliveryType | null;
  /** The chosen pickup point's street, named when the cart moved to take-away. */
  pickupAt: string;
}

function OrderAgainDialog(props: { changes: Changes | null; currency: string; onClose: () => void }) {
  const { changes, currency, onClose } = props;
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const money = (amount: number) => formatMoney(minorUnits(amount), currency, locale);
  const anything = (changes?.positions.length ?? 0) > 0;
  return (
    <AdaptiveDialog
      open={changes !== null}
      onClose={onClose}
      size="confirm"
      title={t('ordersPage.changedTitle')}
      actions={
        anything ? (
          <Button onClick={() => void navigate('/cart')}>{t('ordersPage.toCart')}</Button>
        ) : (
          <Button onClick={onClose}>{t('ordersPage.close')}</Button>
        )
      }
    >
      {changes && (
        <div className="order-again">
          {anything && changes.movedTo && (
            <p className="dialog__text">
              {changes.movedTo === 'TAKE_AWAY'
                ? t('ordersPage.movedToTakeAway', { address: changes.pickupAt })
                : t('ordersPage.movedToDelivery')}
            </p>
          )}
          {!anything && <p className="dialog__text">{t('ordersPage.nothingLeft')}</p>}
          {anything && changes.unavailable.length > 0 && (
            <p className="dialog__text">
              {t('ordersPage.unavailable', { names: changes.unavailable.join(', ') })}
            </p>
          )}
          {changes.repriced.length > 0 && (
            <ul className="order-again__prices">
              {changes.repriced.map((line) => (
                <li key={line.name}>
                  {t('ordersPage.repriced', { name: line.name, was: money(line.was), now: money(line.now) })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </AdaptiveDialog>
  );
}
