/**
 * The routing every app uses, shared as one singleton module (decision 036). Only what the apps
 * call is exported, so the shared chunk carries that part of react-router, not the whole package
 * (data routers, server rendering, cookies): a shared package is never tree-shaken, this module's
 * imports are. Import routing from here, never from react-router-dom (the lint rule says so):
 * a second copy of react-router would be a second router context.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
