// @nori/contract: every HTTP call of the API (spec §7) described once, with zod.
export * from './endpoint';
export * from './errors';
export * from './primitives';
export * from './customer-fields';
export * from './page';
export * from './catalog';
export * from './sign-in';
export * from './orders';
export * from './loyalty';
export * from './order-life';
export * from './pos-iiko';
export * from './order-times';
export * from './stop-list';
export * from './geocoding';
export * from './office';
export * from './endpoints';
export * from './client';
