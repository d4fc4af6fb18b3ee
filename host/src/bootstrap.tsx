import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
// No remote work here: the signed-in shell reads /remotes.json once it has painted (see
// useStartRemotesWhenIdle). The sign-in page is not this app at all: see signIn.tsx.

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
