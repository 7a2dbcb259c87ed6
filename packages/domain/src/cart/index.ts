export * from './types';
export * from './line-identity';
export * from './sums';
export * from './reducer';
export * from './availability';
export * from '../menu-switch/carry-over';
export * from './limits';
