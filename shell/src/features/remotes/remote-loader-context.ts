import { createContext } from 'react';
import { type RemoteLoader, loadRemoteComponent } from './remote-registry';

/** The Module Federation loader; tests and storybooks swap in another. */
export const RemoteLoaderContext = createContext<RemoteLoader>(loadRemoteComponent);
