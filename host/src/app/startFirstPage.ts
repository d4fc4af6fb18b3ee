import { prefetchDashboardData } from '../features/dashboard/prefetchDashboardData';
import { startSectionAt } from '../features/remotes/startSectionAt';
import { paths } from '../paths';

/*
 * Loaded by the entry (`index.ts`) beside the app, for its side effect: the first page's calls (and,
 * for a section, its remote's code) start as soon as the shared package (the http client and the
 * query cache) has arrived, without waiting for react-dom, the router and the shell to arrive and be
 * evaluated. The page asks for the same queries later and joins these requests (the query cache
 * runs one fetch per key).
 */
const { pathname, search } = window.location;
if (pathname === paths.dashboard.path) prefetchDashboardData();
else startSectionAt(pathname, search);
