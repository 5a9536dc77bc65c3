import { RemoteLoaderContext } from '@d742/platform';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { AppRoutes } from './app-routes';
import { LiveChannel } from './features/live';
import { loadRemoteComponent } from './features/remotes';

export function App() {
  return (
    <AppProviders>
      <LiveChannel />
      <RemoteLoaderContext.Provider value={loadRemoteComponent}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RemoteLoaderContext.Provider>
    </AppProviders>
  );
}
