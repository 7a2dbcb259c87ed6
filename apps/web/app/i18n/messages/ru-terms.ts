// The terms of sale's texts in Russian (features/info-pages). Apart from ru.ts: they load with
// that page's chunk, not with every page (issue 17).
export const ruTerms = {
  'terms.title': 'Условия продажи',
  'terms.lead': 'Оформляя заказ на сайте, вы соглашаетесь с условиями ниже.',
  'terms.prices': 'Цены указаны в рублях с учётом НДС. Итоговая сумма видна перед подтверждением заказа.',
  'terms.payment':
    'Оплатить заказ можно картой онлайн, картой или наличными при получении — если заведение это поддерживает.',
  'terms.delivery': 'Стоимость и время доставки зависят от зоны и суммы заказа.',
  'terms.returns':
    'Если с заказом что-то не так, напишите в поддержку — мы разберёмся и вернём деньги или заменим блюдо.',
} as const;
