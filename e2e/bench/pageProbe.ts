/**
 * The in-page instrument of the load bench, kept as plain JavaScript source: it is injected into
 * Chromium as an init script, and a transpiled TypeScript function could carry helper calls
 * (esbuild's `__name`) that do not exist in the page.
 */

/** What marks a page's content as shown: an element matching `selector` (and `text`, if given). */
export interface ContentMarker {
  selector: string;
  /** Case-insensitive regular expression source the element's text must match. */
  text?: string;
  /** How many such elements must be shown (a calendar's every block); 1 when absent. */
  minCount?: number;
}

/**
 * `window.__benchProbe`: `contentAt` is performance.now() when the watched marker was first seen
 * visible; `clickAt` the time of the last click (captured before the app sees it); `watch(marker)`
 * starts over with a new marker.
 */
const PROBE_SOURCE = `
(function installBenchProbe() {
  if (window.__benchProbe) return;
  var stopCurrent = null;
  function isShown(marker) {
    var pattern = marker.text === undefined ? null : new RegExp(marker.text, 'i');
    var wanted = marker.minCount || 1;
    var elements = document.querySelectorAll(marker.selector);
    // Counting first is cheap; measuring boxes only once enough elements exist keeps the probe light.
    if (elements.length < wanted) return false;
    var shown = 0;
    for (var index = 0; index < elements.length; index += 1) {
      var element = elements[index];
      if (pattern !== null && !pattern.test(element.textContent || '')) continue;
      var box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden') shown += 1;
      if (shown >= wanted) return true;
    }
    return false;
  }
  var probe = {
    contentAt: null,
    clickAt: null,
    watch: function (marker) {
      if (stopCurrent) stopCurrent();
      probe.contentAt = null;
      var frame = 0;
      var observer = null;
      function check() {
        if (probe.contentAt !== null) return;
        if (document.documentElement && isShown(marker)) {
          probe.contentAt = performance.now();
          if (stopCurrent) stopCurrent();
        }
      }
      function loop() {
        check();
        if (probe.contentAt === null) frame = requestAnimationFrame(loop);
      }
      // DOM changes catch the moment content is inserted; animation frames catch it turning
      // visible once its styles arrive.
      observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true, attributes: true });
      frame = requestAnimationFrame(loop);
      stopCurrent = function () {
        observer.disconnect();
        cancelAnimationFrame(frame);
        stopCurrent = null;
      };
      check();
    },
  };
  window.__benchProbe = probe;
  document.addEventListener('click', function () { probe.clickAt = performance.now(); }, true);
})();
`;

/** The init script: installs the probe and, when given a marker, starts watching at once. */
export function probeInitScript(marker: ContentMarker | null): string {
  return marker === null ? PROBE_SOURCE : `${PROBE_SOURCE}\nwindow.__benchProbe.watch(${JSON.stringify(marker)});`;
}

export interface ProbeReadings {
  contentAt: number | null;
  clickAt: number | null;
}

/** Page-side expressions, as strings for the same reason as the probe itself. */
export const READ_PROBE = '({ contentAt: window.__benchProbe ? window.__benchProbe.contentAt : null, clickAt: window.__benchProbe ? window.__benchProbe.clickAt : null })';
export const CONTENT_SEEN = 'Boolean(window.__benchProbe && window.__benchProbe.contentAt !== null)';
export const watchExpression = (marker: ContentMarker): string => `window.__benchProbe.watch(${JSON.stringify(marker)})`;
