import './lib/zod-jitless.ts';
import './styles/first-screen.ts';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { registerServiceWorker } from './lib/service-worker.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition renders in slices of a few milliseconds: a phone stays responsive while the app first draws.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
