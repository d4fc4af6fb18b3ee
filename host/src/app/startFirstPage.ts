import { prefetchDashboardData } from '../features/dashboard/prefetchDashboardData';
import { paths } from '../paths';

/*
 * Imported first by `bootstrap.tsx`, for its side effect: on `/` the dashboard's calls start as soon
 * as the shared package (the http client and the query cache) has been evaluated, before react-dom
 * and the app are, instead of after them. The route's loader asks for the same queries later and
 * joins these requests (the query cache runs one fetch per key).
 */
if (window.location.pathname === paths.dashboard.path) prefetchDashboardData();
