export { createAppConfig, federationExposes } from './create-app-config.js';
export { SHARED_SINGLETONS, createSharedConfig } from './shared-singletons.js';
