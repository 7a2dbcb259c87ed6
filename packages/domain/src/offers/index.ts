export * from './pay-types';
export * from './delivery-types';
export * from './pickup-points';
