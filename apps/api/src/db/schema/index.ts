export * from './auth';
export * from './brokers';
export * from './documents';
export * from './parametrics';
export * from './users';
