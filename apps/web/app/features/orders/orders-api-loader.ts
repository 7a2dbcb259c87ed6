// The orders module (orders-api.ts), loaded on first use.
export const loadOrdersApi = () => import('./orders-api');
