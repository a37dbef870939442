export * from './auth';
export * from './users';
