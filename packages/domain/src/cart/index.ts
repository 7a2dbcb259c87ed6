export * from './types';
export * from './line-identity';
export * from './sums';
export * from './reducer';
export * from './availability';
export * from './carry-over';
export * from './limits';
