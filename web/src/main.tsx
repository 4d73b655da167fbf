import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/theme.css.ts';
// The footer's styles (0.5 KB) with the theme's, in the entry's stylesheet: the landing page and
// the app shell both show the footer, and alone they were a file too small to compress.
import './app/layout/Footer.css.ts';
import { App, preloadRoute } from './app/router.tsx';

// The service worker (offline use, updates) registers once the page has loaded: the landing
// page's first load carries none of its code.
if ('serviceWorker' in navigator) window.addEventListener('load', () => void import('./pwa/register.ts').then((w) => w.registerWorker()), { once: true });

// The page opened is loaded before the first render, which then shows it without suspending
// (router.tsx): its requests start as it renders. A chunk that fails to load fails again in the
// render, where the error boundary shows it.
void preloadRoute(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
