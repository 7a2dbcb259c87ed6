export { CartPage, CheckoutPage } from './cart-page';
