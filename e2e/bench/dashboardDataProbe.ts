/**
 * The dashboard's content (its heading) is painted from HTML; this stamps when the page was the
 * app's, with its data drawn: the first catalogue count shown as a number, which only React draws.
 * Plain JavaScript source, injected as an init script like the probe (pageProbe.ts says why).
 * Read it with `window.__dataDrawnAt`.
 */
export const DATA_DRAWN_PROBE = `new MutationObserver(function (changes, observer) {
  var count = document.querySelector('.dashboard-count dd');
  if (count && /^\\d/.test(count.textContent || '')) {
    window.__dataDrawnAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true, characterData: true });`;
