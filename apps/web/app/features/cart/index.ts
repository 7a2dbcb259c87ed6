export { CartPage, CheckoutPage } from './cart-page';
export { useCart, useCartDispatch, dispatchCart } from './cart-store';
export { CartSummary } from './cart-summary';
