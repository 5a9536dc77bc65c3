export { RemoteModule, type RemoteModuleProps } from './remote-module';
export { RemoteLoaderContext } from './remote-loader-context';
export type { RemoteLoader, RemoteComponentModule } from './remote-registry';
