export { CartPage, EmptyCart } from './cart-page';
export { useCart, useCartDispatch, dispatchCart } from './cart-store';
export { CartSummary } from './cart-summary';
export { OrderSummary, SummaryRow } from './order-summary';
export { usePricedCart } from './use-priced-cart';
export { orderPositions } from './preflight-request';
export { failureMessage, noticeText, type Notice } from './preflight-outcome';
export { loadOrderApi } from './order-api-loader';
