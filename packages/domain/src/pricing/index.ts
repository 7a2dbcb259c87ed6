export * from './hours';
export * from './discount-amount';
export * from './automatic-discounts';
export * from './promo-code';
export * from './price-cart';
export * from './modifiers';
export * from './shown-discount';
