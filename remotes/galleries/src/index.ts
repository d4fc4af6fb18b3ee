// This entry is the standalone dev page only; the host mounts ./Section through remoteEntry.js.
import 'primereact/resources/themes/lara-light-indigo/theme.css';
import 'primeicons/primeicons.css';

import('./standalone/bootstrap').catch((error: unknown) => {
  console.error(error);
});
