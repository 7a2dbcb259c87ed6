export * from './money';
export * from './arithmetic';
export * from './allocate';
export * from './format';
