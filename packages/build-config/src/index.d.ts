import type { Configuration } from '@rspack/core';

export interface AppConfigOptions {
  /** Federation container name: `shell`, `academics`, `messaging`, `voice`, `reports`. */
  name: string;
  /** Absolute app folder (pass `__dirname`); holds package.json, src/index.ts and dist/. */
  dir: string;
  /** Dev-server port. */
  port: number;
  /** MF exposes, e.g. `{ './GradesPage': './src/grades/grades-page.tsx' }`. */
  exposes?: Record<string, string>;
  /** The shell: public path '/'. Remotes (default) use 'auto'. */
  host?: boolean;
  /** Environment to read NODE_ENV / PUBLIC_PATH from; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
}

export interface SharedSingletonConfig {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
}

export declare const SHARED_SINGLETONS: readonly string[];
export declare function createSharedConfig(appDir: string): Record<string, SharedSingletonConfig>;
export declare function createAppConfig(options: AppConfigOptions): Configuration;
