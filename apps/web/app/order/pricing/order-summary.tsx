// The priced order beside the cart and the checkout: the server's dish total, discount, delivery
// price and total (spec §4: total = cart + delivery), the delivery tier hint and whatever blocks
// the order. Until the server's figures arrive (or when it cannot be asked) the domain's are
// shown, marked as an estimate: the totals never vanish.
import type { PreflightResult } from '@nori/contract';
import { deliveryTimeLabel, formatMoney, minorUnits, minutes, orderTotal, sumMinorUnits } from '@nori/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { addRussianTexts, useI18n } from '../../i18n';
import { requestLocationDialog } from '../../platform/open-location';
import { Button, Spinner } from '../../ui';
import type { OrderChecks } from './order-checks';
import { noticeText } from '../notice';
import type { OrderContext } from './use-order-context';
import './order-summary.css';
import { SummaryRow } from './summary-row';
import { deliveryMessagesRu } from '@nori/domain/messages/ru/delivery';
import { ruCart } from '../../i18n/messages/ru-cart';

// Bonuses and the promo code: with the first answer that names them (issue 41).
const BonusOffer = lazy(() => import('../on-demand/bonus-offer'));

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(deliveryMessagesRu);
addRussianTexts(ruCart);

export interface OrderSummaryProps {
  context: OrderContext;
  result: PreflightResult | null;
  loading: boolean;
  checks: OrderChecks;
  action: ReactNode;
  /** Asks the server again at once (offered when a retry may help). */
  onRetry?: () => void;
  /** When the order is for: 'Как можно скорее' or 'Ко времени: завтра к 12:30' (issue 21). */
  when?: string | null;
  /** Minutes an order for 'as soon as possible' takes (asapEstimate); null for a chosen slot. */
  estimate?: number | null;
  /** A guest hears what the order would earn signed in. */
  signedIn: boolean;
}

const dishLines = (result: PreflightResult) => result.positions.filter((line) => line.specials.length === 0);

export function OrderSummary(props: OrderSummaryProps) {
  const { context, result, loading, checks, action, onRetry, when, estimate, signedIn } = props;
  const { t, locale } = useI18n();
  const money = (amount: number) => formatMoney(minorUnits(amount), context.currency, locale);
  const delivery = context.deliveryType === 'DELIVERY';
  const shown = loading ? null : result;
  const where = delivery
    ? context.place && t('cartPage.deliveryTo', { address: context.place.address })
    : t('shell.pickupAt', { address: context.resto.street });
  // The same estimate as the time choice's 'около 21:27' (cooking and delivery), not the tier's alone.
  const time = delivery && estimate ? deliveryTimeLabel(minutes(estimate)) : null;

  return (
    <section className="order-summary" aria-labelledby="order-summary-title" aria-busy={loading}>
      <h2 id="order-summary-title" className="order-summary__title">
        {t('cartPage.summary')}
      </h2>
      {where && <p className="order-summary__where">{where}</p>}
      {!shown && <EstimatedRows context={context} checks={checks} />}
      {shown && (
        <dl className="order-summary__rows">
          <SummaryRow
            label={t('cartPage.dishes')}
            value={money(sumMinorUnits(dishLines(shown).map((line) => line.sum)))}
          />
          {shown.discount > 0 && (
            <SummaryRow label={t('cartPage.discount')} value={`−${money(shown.discount)}`} tone="discount" />
          )}
          {Boolean(shown.loyalty?.bonusPayment) && (
            <SummaryRow
              label={t('cartPage.bonuses')}
              value={`−${money(shown.loyalty?.bonusPayment ?? 0)}`}
              tone="discount"
            />
          )}
          {delivery && shown.deliveryPrice !== null && (
            <SummaryRow
              label={t('cartPage.delivery')}
              value={shown.deliveryPrice === 0 ? t('delivery.cost.free') : money(shown.deliveryPrice)}
            />
          )}
          {time && <SummaryRow label={t('cartPage.deliveryTime')} value={t(time)} />}
          <SummaryRow label={t('cartPage.total')} value={money(shown.total)} tone="total" />
        </dl>
      )}
      {/* The bonus block and the order's button in one boundary: while the block's code loads, the
          button waits with it, so the block cannot push the button from under a finger. */}
      <Suspense fallback={<Spinner />}>
        {shown?.loyalty && (
          <BonusOffer loyalty={shown.loyalty} currency={context.currency} signedIn={signedIn} />
        )}
        {loading && (
          <p className="order-summary__loading" role="status">
            <Spinner />
            {t('cartPage.recomputing')}
          </p>
        )}
        {/* The server's total, in words, said politely whenever it arrives (after every change). */}
        <p className="visually-hidden" role="status">
          {shown && `${t('cartPage.total')}: ${money(shown.total)}`}
        </p>
        {!loading && checks.hint && <p className="order-summary__hint">{t(checks.hint)}</p>}
        {!loading && checks.blockers.length > 0 && (
          // An alert holding a list: a list given the alert role is no list, and its items are orphans.
          <div role="alert">
            <ul className="order-summary__blockers">
              {checks.blockers.map((blocker) => (
                <li key={typeof blocker === 'string' ? blocker : blocker.key}>{noticeText(t, blocker)}</li>
              ))}
            </ul>
          </div>
        )}
        {/* A delivery without an address in a zone: the way to give one is right here. */}
        {!loading && delivery && (context.place === null || context.zone === null) && (
          <Button variant="secondary" block onClick={requestLocationDialog}>
            {t(context.place === null ? 'cartPage.chooseAddress' : 'cartPage.changeAddress')}
          </Button>
        )}
        {!loading && checks.retryable && onRetry && (
          <Button variant="secondary" block onClick={onRetry}>
            {t('cartPage.retry')}
          </Button>
        )}
        <div className="order-summary__action">
          {/* Next to the order's button: what the button orders for (issue 34). */}
          {when && (
            <p className="order-summary__where" data-testid="order-summary-when">
              {when}
            </p>
          )}
          {action}
        </div>
      </Suspense>
    </section>
  );
}

/** The domain's figures: Σ line sums, the tier's delivery cost and their total, before discounts. */
function EstimatedRows({ context, checks }: { context: OrderContext; checks: OrderChecks }) {
  const { t, locale } = useI18n();
  const money = (amount: number) => formatMoney(minorUnits(amount), context.currency, locale);
  const delivery = context.deliveryType === 'DELIVERY' ? checks.deliveryCost : null;
  return (
    <>
      <dl className="order-summary__rows" data-stale="true">
        <SummaryRow label={t('cartPage.dishes')} value={money(checks.subtotal)} />
        {delivery !== null && (
          <SummaryRow
            label={t('cartPage.delivery')}
            value={delivery === 0 ? t('delivery.cost.free') : money(delivery)}
          />
        )}
        <SummaryRow
          label={t('cartPage.total')}
          value={money(orderTotal(checks.subtotal, context.deliveryType, delivery))}
          tone="total"
        />
      </dl>
      <p className="order-summary__estimate">{t('cartPage.estimate')}</p>
    </>
  );
}
