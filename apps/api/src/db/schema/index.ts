export * from './auth';
export * from './documents';
export * from './drivers';
export * from './mail';
export * from './parametrics';
export * from './users';
