export * from './codes';
export * from './catalogue';
export * from './network';
