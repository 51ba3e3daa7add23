export * from './auth';
export * from './contact';
export * from './mail';
export * from './manufacturers';
export * from './organisations';
export * from './users';
