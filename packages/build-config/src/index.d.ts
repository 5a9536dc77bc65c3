import type { RemoteExpose, RemoteName } from '@d742/contracts';
import type { Configuration } from '@rspack/core';

interface CommonAppConfigOptions {
  /** Absolute app folder (pass `__dirname`); holds package.json, src/index.ts and dist/. */
  dir: string;
  /** Dev-server port. */
  port: number;
  /** Environment to read NODE_ENV / PUBLIC_PATH / GATEWAY_URL from; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
}

/** Every expose of remote `R` (a bare name from `REMOTE_EXPOSES`) → its source file. */
export type RemoteExposes<R extends RemoteName> = { [Name in RemoteExpose<R>]: string };

export interface RemoteConfigOptions<R extends RemoteName> extends CommonAppConfigOptions {
  /** Federation container name: the remote's name. */
  name: R;
  /** e.g. `{ GradesPage: './src/grades/grades-page.tsx' }`; becomes MF's `'./GradesPage'`. */
  exposes: RemoteExposes<NoInfer<R>>;
  host?: false;
}

export interface HostConfigOptions extends CommonAppConfigOptions {
  /** Federation container name of the host, e.g. `shell`. */
  name: string;
  /** The shell: public path '/', no exposes. */
  host: true;
  exposes?: never;
}

export type AppConfigOptions =
  HostConfigOptions | { [R in RemoteName]: RemoteConfigOptions<R> }[RemoteName];

export interface SharedSingletonConfig {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
}

export declare const SHARED_SINGLETONS: readonly string[];
export declare function createSharedConfig(appDir: string): Record<string, SharedSingletonConfig>;
export declare function federationExposes<Name extends string>(
  exposes: Record<Name, string>,
): Record<`./${Name}`, string>;
/** The whole Rspack configuration of the shell (`host: true`) or of remote `R`. */
export declare function createAppConfig(options: HostConfigOptions): Configuration;
export declare function createAppConfig<R extends RemoteName>(
  options: RemoteConfigOptions<R>,
): Configuration;

/** The shell's service worker compilation (dist/sw.js, Workbox precache injected after the shell build). */
export declare function serviceWorkerConfig(options: {
  dir: string;
  env?: NodeJS.ProcessEnv;
  name?: string;
}): Configuration;
export declare const MANIFEST_FILES: { so: string; en: string };
export declare const THEME_COLOR: string;
export declare function webManifest(lang: 'so' | 'en'): Record<string, unknown>;
export declare function iconPng(size: number): Buffer;

/** What `withPrerenderedPages` writes: one page per language, from the Node bundle's `render`. */
export interface PrerenderedPagesOptions {
  /** The export of src/prerender.tsx called with each language: `{ lang, title, markup }`. */
  render: string;
  /** Language → file name written beside index.html. */
  files: Readonly<Record<string, string>>;
  /** The value of `#root`'s `data-prerendered` attribute. */
  marker: string;
  /** The chunk (webpackChunkName) whose CSS the pages link. */
  stylesOf: string;
  /**
   * A page the server renders on each request (decision 034): index.html with the CSS of the
   * chunks `stylesOf` inlined and `slot` inside `#root` (marked `marker`), written as `file`.
   */
  template?: { file: string; marker: string; slot: string; stylesOf: readonly string[] };
}
/** The Node build of the app's src/prerender.tsx (dist-prerender/prerender.cjs). */
export declare function prerenderConfig(options: { dir: string; name?: string }): Configuration;
/** The app's build, after `prerenderConfig`, writing its pre-rendered pages (decision 031). */
export declare function withPrerenderedPages(
  app: Configuration,
  options: PrerenderedPagesOptions & { dir: string },
): Configuration;
