// The order calls' module (order-api.ts), loaded on first use so the contract's client stays out of
// the first load of every page.
export const loadOrderApi = () => import('./order-api');
