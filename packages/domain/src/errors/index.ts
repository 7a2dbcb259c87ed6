export * from './codes';
export * from './first-load';
export * from './catalogue';
export * from './network';
