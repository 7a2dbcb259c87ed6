// The one pg-core schema of the API; drizzle-kit generates apps/api/migrations from it.
export * from './tenants';
export * from './places';
export * from './menus';
export * from './offers';
export * from './persons';
export * from './sign-in';
export * from './orders';
export * from './order-life';
export * from './stop-lists';
export * from './rate-limits';
export * from './desk';
export * from './staff';
export * from './pos-iiko';
export * from './loyalty';
