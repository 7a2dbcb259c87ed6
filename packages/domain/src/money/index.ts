export * from './money';
export * from './arithmetic';
export * from './allocate';
export * from './format';
export { formatPlainMoney, formatWholeNumber } from './plain-format';
