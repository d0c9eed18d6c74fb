import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { applyStoredTheme } from '@deckmill/ui';
import './styles.css';
import { App } from './App';

// A signed-in user's theme choice carries over to the public site; otherwise the system's setting applies.
applyStoredTheme();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered pages hydrate their HTML; the dev server's shell (only a placeholder comment) renders from scratch.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
