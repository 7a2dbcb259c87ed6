export * from './pay-types';
export * from './delivery-types';
export * from './menu-order-type';
export * from './pickup-points';
