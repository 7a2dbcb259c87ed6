// The order in progress, an app-wide layer under the features (issue 36): the cart's store and its
// cookie copy, where and how the order goes, its pricing by the server (preflight) and summary,
// its time, the failures' notices. The cart and checkout pages, the menu and the location dialog
// share it; none of them owns it. Its folders are units of loading (vite.config.ts): this one's
// files load with every page, pricing/ with the pages that price an order, failure/ with a first
// failure, time/ with a choice of time.
export { useCart, useCartDispatch, dispatchCart, syncCartCookie } from './cart-store';
export { cartOfCookieHeader } from './cart-cookie';
export { carryCart } from './menu-switch/carry-cart';
export { useCartNamesFromCatalog } from './cart-names';
export { useStoredDeliveryType, useStoredPlace } from './order-place';
export { noticeText, type Notice } from './notice';
export { orderPathThenPay, useContinueToPayment } from './placed/pay-on-arrival';
export { EmptyCart } from './pricing/empty-cart';
export { OrderSummary } from './pricing/order-summary';
export { SummaryRow } from './pricing/summary-row';
export { usePricedCart } from './pricing/use-priced-cart';
export { forgetOfferChoice } from './pricing/offer-choice';
export { orderPositions } from './pricing/preflight-request';
export { createOrderApi } from './pricing/order-api';
export { failureMessage } from './failure/failure-notice';
export { OrderTimeChoice } from './time/order-time-choice';
export { asapEstimate, chooseOrderTime, useOrderTime, type OrderTimeView } from './time/order-time';
export { orderTimeSummary, orderTimeWords } from './time/order-time-words';
