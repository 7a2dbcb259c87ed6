export * from './desk-rules';
export * from './busy-mode';
