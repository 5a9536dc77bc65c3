import { RemoteLoaderContext } from '@d742/platform';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { LiveChannel } from './features/live';
import { loadRemoteComponent } from './features/remotes';
import { SignedInProviders } from './signed-in-providers';

/**
 * The router and every route, with what they need from the host (query client, tooltips, live
 * channel, remote loader): loaded with the first signed-in page or the admin page (decision 017).
 */
export default function RoutedApp() {
  return (
    <SignedInProviders>
      <LiveChannel />
      <RemoteLoaderContext.Provider value={loadRemoteComponent}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RemoteLoaderContext.Provider>
    </SignedInProviders>
  );
}
