export * from './rules';
export * from './earn';
export * from './spend';
export * from './best-of';
export * from './expiry';
export * from './ledger';
export * from './order-ledger';
export * from './notice';
