/*
 * The dashboard at `/` is painted from HTML before its code has run (docs/performance.md). A click
 * on one of its buttons or links before React has taken the page over would be lost (a button does
 * nothing yet) or slow (a link loads a whole new page). The page's HTML therefore carries this
 * inline script (allowed by the Content-Security-Policy through its hash, like every inline script
 * of the host's pages): while the prerendered wrapper is marked busy, a plain click on a button or
 * a link inside it is held, and once hydrated the app clicks each held element again. Hydration
 * keeps the painted elements, so the very element clicked then does what it does.
 */

/** The wrapper the build puts the dashboard's HTML in, marked busy until React has taken it over. */
export const PRERENDERED_DASHBOARD_SELECTOR = '[data-prerendered="dashboard"]';

/** The wrapper's property listing what was clicked before hydration (a property: React never compares those). */
const HELD_CLICKS = '__heldClicks';

type Wrapper = HTMLElement & { [HELD_CLICKS]?: HTMLElement[] };

/**
 * The capture script's source, for the page's head. A capturing listener on the document, so it
 * runs before React's own (on the root, below it), which must not see a held click a second time.
 * A click with a modifier key (a new tab, a new window) is the browser's and passes.
 */
export const EARLY_CLICK_CAPTURE = `document.addEventListener('click',function(e){var w=document.querySelector('${PRERENDERED_DASHBOARD_SELECTOR}[aria-busy="true"]');var t=e.target instanceof Element?e.target.closest('a[href],button'):null;if(!w||!t||!w.contains(t)||e.button!==0||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;e.preventDefault();e.stopPropagation();(w.${HELD_CLICKS}=w.${HELD_CLICKS}||[]).push(t)},true);`;

/** After hydration: the page is the app's now; what was clicked meanwhile is clicked again, in order. */
export function releaseEarlyClicks(wrapper: HTMLElement): void {
  const marked = wrapper as Wrapper;
  wrapper.removeAttribute('aria-busy');
  const held = marked[HELD_CLICKS] ?? [];
  delete marked[HELD_CLICKS];
  for (const element of held) {
    if (element.isConnected) element.click();
  }
}
