import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { AppRoutes } from './app-routes';
import { LiveChannel } from './features/live';

export function App() {
  return (
    <AppProviders>
      <LiveChannel />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
