// Stylesheets in the entry chunk end up as <link>s in index.html (no flash, no JS needed to apply).
import './app/base.css';
import { askForRemotesConfigAtEntry } from './features/remotes/earlyRemotesConfig';

// Before anything waits for the shared package: a section's address needs its remote first.
askForRemotesConfigAtEntry(window.location.pathname);

// Beside the app, not inside it: the first page's calls and its section's code need the shared
// package (the http client, the query cache), not react-dom, the router or the shell, so they start
// as soon as that has arrived (startFirstPage.ts). A failure there only loses the head start.
import(/* webpackChunkName: "first-page" */ './app/startFirstPage').catch(() => undefined);

// The async boundary: federation negotiates shared singletons before the app code evaluates them.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Nail Or Never Admin could not start. Reload the page to try again.';
});
