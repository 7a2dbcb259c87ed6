// The installed storefront's texts in Russian (issue 42): the offline state and the offer of a new
// version, shown by the page script the service worker comes with (apps/web/pwa/page), not by React.
export const ruPwa = {
  'pwa.offline': 'Нет сети. Меню и корзина работают, заказ отправим, когда связь вернётся.',
  'pwa.updateReady': 'Вышла новая версия сайта',
  'pwa.update': 'Обновить',
} as const;

export type PwaMessageKey = keyof typeof ruPwa;
