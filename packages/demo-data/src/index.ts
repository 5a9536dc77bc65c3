export * from './identities';
export * from './children';
export * from './time';
