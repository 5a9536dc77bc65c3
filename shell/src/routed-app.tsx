import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';

/** The router and every route: loaded with the first signed-in page or the admin page. */
export default function RoutedApp() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
