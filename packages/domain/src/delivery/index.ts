export * from './point-in-polygon';
export * from './zones';
export * from './pricing/thresholds';
export * from './pricing/hints';
export * from './pricing/conditions';
export * from './pricing/order-total';
