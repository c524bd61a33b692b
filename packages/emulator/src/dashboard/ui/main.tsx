/*
 * The dashboard's browser entry: tsup bundles it with React into dist/dashboard-app.js, which the
 * emulator serves at /_emulator/dashboard/app.js to the page shell (../page.ts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
