export * from './office-errors';
export * from './office-error-messages';
export * from './promo-code-rules';
