// 'Условия доставки' (spec §2): the zone's tiers as order-sum ranges with delivery price and time,
// worded by the domain (deliveryConditions), so a free tier reads 'Бесплатно' and a zero time is
// left out.
import { buildThresholds, deliveryConditions, money, type DeliveryZone } from '@nori/domain';
import { addRussianTexts, useT } from '../../../i18n';
import { AdaptiveDialog } from '../../../ui';
import { deliveryMessagesRu } from '@nori/domain/messages/ru/delivery';
import { ruLocation } from '../../../i18n/messages/ru-location';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(deliveryMessagesRu);
addRussianTexts(ruLocation);

export interface DeliveryConditionsProps {
  open: boolean;
  onClose: () => void;
  zone: DeliveryZone;
  currency: string;
}

/**
 * The zone's tiers in a line each, 'От 0 ₽ — доставка 199 ₽', 'От 3 000 ₽ — доставка бесплатно'
 * (spec §8), under the address once it is in a zone; the table above has the details.
 */
export function DeliveryTiers({ zone, currency }: { zone: DeliveryZone; currency: string }) {
  const t = useT();
  const rows = deliveryConditions(buildThresholds(zone.rules), currency);
  return (
    <ul className="location__tiers">
      {rows.map(({ threshold, label }) => (
        <li key={`${threshold.orderPrice.min}-${threshold.orderPrice.max ?? ''}`}>{t(label)}</li>
      ))}
    </ul>
  );
}

export function DeliveryConditions({ open, onClose, zone, currency }: DeliveryConditionsProps) {
  const t = useT();
  const rows = deliveryConditions(buildThresholds(zone.rules), currency);
  return (
    <AdaptiveDialog open={open} onClose={onClose} size="rules" title={t('delivery.conditions.title')}>
      <table className="location__conditions">
        <caption className="location__hint">{zone.name}</caption>
        <thead>
          <tr>
            <th scope="col">{t('location.conditions.sum')}</th>
            <th scope="col">{t('location.conditions.price')}</th>
            <th scope="col">{t('location.conditions.time')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ threshold, cost, time }) => (
            <tr key={`${threshold.orderPrice.min}-${threshold.orderPrice.max ?? ''}`}>
              <td>
                {threshold.orderPrice.max === null
                  ? t('location.conditions.from', { min: money(threshold.orderPrice.min, currency) })
                  : t('location.conditions.range', {
                      min: money(threshold.orderPrice.min, currency),
                      max: money(threshold.orderPrice.max, currency),
                    })}
              </td>
              <td>{t('location.conditions.cost', { cost })}</td>
              <td>{time ? t(time) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdaptiveDialog>
  );
}
