import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/theme.css.ts';
import { App } from './app/router.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
