export * from './time-zone';
export * from './time-of-day';
export * from './daily-range';
export * from './local-moment';
export * from './resto-state';
export * from './weekly-schedule';
export * from './iso8601';
export * from './clock-sync';
