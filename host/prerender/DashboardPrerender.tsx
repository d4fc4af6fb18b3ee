/*
 * The build step (scripts/lib/prerenderPages.mjs) runs this file and reads from stdout the
 * dashboard's HTML (usual, and the first day's with the setup checklist's frame) and the inline
 * script that holds a click made before hydration. The dashboard is drawn for a signed-in visitor:
 * the session store reads its token from storage when it is made, so a storage holding one is in
 * place before any of the app is imported. (`token` is the key the spec fixes; Node has no
 * localStorage of its own.)
 */
const storage = new Map<string, string>([['token', 'prerender']]);
const memoryStorage: Storage = {
  getItem: (key) => storage.get(key) ?? null,
  setItem: (key, value) => void storage.set(key, String(value)),
  removeItem: (key) => void storage.delete(key),
  clear: () => storage.clear(),
  key: (index) => [...storage.keys()][index] ?? null,
  get length() {
    return storage.size;
  },
};
Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage });

// The capture script travels with the markup: the HTML's head carries it (src/app/earlyClicks.ts).
Promise.all([import('./dashboardMarkup'), import('../src/app/earlyClicks')])
  // One after the other: the variant is module state the render reads.
  .then(async ([{ renderDashboardMarkup }, { EARLY_CLICK_CAPTURE }]) => {
    const markup = await renderDashboardMarkup('usual');
    const firstDayMarkup = await renderDashboardMarkup('first-day');
    return { markup, firstDayMarkup, earlyClickCapture: EARLY_CLICK_CAPTURE };
  })
  .then((page) => console.log(JSON.stringify(page)))
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
