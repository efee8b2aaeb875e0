// i18n first: it sets the language (and <html lang>) before anything renders.

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { i18nReady } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Rendered once the initial language's catalogue is there (at once for English), not before,
// so a Spanish visitor never sees English first. Should it fail to load, English shows.
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
i18nReady.then(render, render);
