export { createAppConfig, federationExposes } from './create-app-config.js';
export { SHARED_SINGLETONS, createSharedConfig } from './shared-singletons.js';
export { serviceWorkerConfig } from './service-worker.js';
export { webManifest, iconPng, MANIFEST_FILES, THEME_COLOR } from './pwa-assets.js';
export { prerenderConfig, withPrerenderedPages } from './prerender.js';
