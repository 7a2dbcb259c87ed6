export * from './brand';
export * from './types';
