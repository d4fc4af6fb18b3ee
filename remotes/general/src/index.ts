// This entry is the standalone dev page only; the host mounts ./Section through remoteEntry.js.
// The theme is a <link> in the page (webpack/remoteStandalone.html), never a `primereact/...` import.
import 'primeicons/primeicons.css';

import('./standalone/bootstrap').catch((error: unknown) => {
  console.error(error);
});
