export * from './office-errors';
export * from './office-error-messages';
