export * from './types';
export * from './merge-ranges';
export * from './availability';
export * from './availability-message';
