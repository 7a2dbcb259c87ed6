export { OrderPage } from './order-page';
export { OrdersPage } from './orders-page';
export { orderPathThenPay } from './pay-on-arrival';
