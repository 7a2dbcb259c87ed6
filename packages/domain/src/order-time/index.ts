export * from './settings';
export * from './slots/open-intervals';
export * from './slots/slots';
export * from './slots/order-time-check';
