import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './StandaloneApp';

const container = document.getElementById('root');
if (!container) throw new Error('The standalone page has no #root element');

createRoot(container).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
