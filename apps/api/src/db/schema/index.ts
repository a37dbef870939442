export * from './auth';
export * from './documents';
export * from './parametrics';
export * from './users';
