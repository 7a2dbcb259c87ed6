export * from './settings';
export * from './open-intervals';
export * from './slots';
export * from './order-time-check';
