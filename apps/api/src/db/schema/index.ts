export * from './auth';
export * from './brokers';
export * from './documents';
export * from './drivers';
export * from './equipment';
export * from './mail';
export * from './parametrics';
export * from './users';
