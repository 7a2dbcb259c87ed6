export * from './types';
export * from './plural';
export { parseMessage, MessageSyntaxError, type MessageNode } from './parse-message';
export * from './translator';
export * from './merge-catalogues';
export * from './messages/delivery';
export * from './messages/cart';
