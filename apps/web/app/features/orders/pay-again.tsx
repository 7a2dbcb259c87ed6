// What an order whose online payment failed offers (issue 19): 'Оплатить снова', a new payment for
// the same order on the engine's page, and payment on receipt where the restaurant takes it for
// this order type, which sends the order to the kitchen at once. The restaurant's pay settings are
// known when it is the visitor's chosen one; for another, only paying online again is offered.
import type { Order } from '@nori/contract';
import { formatMoney, minorUnits, payTypesFor, type PayType } from '@nori/domain';
import { useState } from 'react';
import { addRussianTexts, useI18n } from '../../i18n';
import { Button } from '../../ui';
import { useSession, withAccessToken } from '../../session';
import { useCatalog } from '../../catalog';
import { failureMessage, noticeText, type Notice } from '../../order';
import { useShell } from '../../platform/shell-context';
import { createOrdersApi } from './orders-api';
import { ruCheckout } from '../../i18n/messages/ru-checkout';
import { ruOrders } from '../../i18n/messages/ru-orders';
import { errorMessagesRu } from '@nori/domain/messages/ru/errors';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruCheckout);
addRussianTexts(ruOrders);
addRussianTexts(errorMessagesRu);

export function PayAgain({ order, onPaidOnReceipt }: { order: Order; onPaidOnReceipt: () => void }) {
  const { t, locale } = useI18n();
  const { config } = useShell();
  const session = useSession();
  const resto = useCatalog()?.resto;
  const [paying, setPaying] = useState<PayType | null>(null);
  const [problem, setProblem] = useState<Notice | null>(null);
  const offered: PayType[] =
    resto?.id === order.restoId ? payTypesFor(resto.payConfig, order.deliveryType) : ['CARD_ONLINE'];
  const onReceipt = offered.filter((payType) => payType !== 'CARD_ONLINE');
  const personId = session.profile?.id;

  const pay = async (payType: PayType) => {
    if (personId === undefined) return;
    setPaying(payType);
    setProblem(null);
    try {
      const api = createOrdersApi(config.apiBaseUrl, locale);
      const updated = await withAccessToken((token) => api.payAgain(personId, order.id, payType, token));
      // Online: on to the engine's page, which brings the customer back here.
      if (updated.paymentUrl) window.location.assign(updated.paymentUrl);
      else onPaidOnReceipt();
    } catch (error) {
      setProblem(failureMessage(error));
      setPaying(null);
    }
  };

  const label = (payType: PayType) =>
    onReceipt.length === 1 ? t('orderPage.payOnReceipt') : t(`checkout.payType.${payType}`);
  return (
    <div className="pay-again">
      <p className="order-status__note">{t('orderPage.paymentFailed')}</p>
      {offered.includes('CARD_ONLINE') && (
        <Button size="l" block disabled={paying !== null} onClick={() => void pay('CARD_ONLINE')}>
          {t('orderPage.payAgain', { amount: formatMoney(minorUnits(order.total), order.currency, locale) })}
        </Button>
      )}
      {onReceipt.map((payType) => (
        <Button
          key={payType}
          size="l"
          block
          variant="secondary"
          disabled={paying !== null}
          onClick={() => void pay(payType)}
        >
          {label(payType)}
        </Button>
      ))}
      {problem && (
        <p className="order-page__failure" role="alert">
          {noticeText(t, problem)}
        </p>
      )}
    </div>
  );
}
