/**
 * `@nail-or-never/shared/router`: the router, as the admin uses it. Every app imports routing from
 * here, never from react-router-dom. The router must be ONE instance per page (its contexts), and
 * this entry is one shared instance already, so react-router is bundled inside it and tree-shaken
 * to these names: federation shares a library whole, and react-router whole (server rendering,
 * framework mode, sessions and cookies) was 66 KiB gzip of the signed-in first load; these are 34.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { Blocker, Location, NavigateFunction, RouteObject } from 'react-router-dom';
