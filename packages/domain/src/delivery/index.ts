export * from './point-in-polygon';
export * from './zones';
export * from './thresholds';
export * from './hints';
export * from './order-total';
