import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { pageRemoteRegistry } from './features/remotes/remoteRegistry';

// Fetch /remotes.json in parallel with the first render: the login page never waits for remotes.
void pageRemoteRegistry.startRemotes();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
