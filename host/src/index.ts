// Stylesheets in the entry chunk end up as <link>s in index.html (no flash, no JS needed to apply).
import './app/base.css';

// The async boundary: federation negotiates shared singletons before the app code evaluates them.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Nail Or Never Admin could not start. Reload the page to try again.';
});
