import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { applyStoredTheme } from '@deckmill/ui';
import { createAppStore } from '@deckmill/web-data';
import { adminRoutes } from './app/routing/routes';

// The theme this browser last used, before the first paint of React (the CSP allows no inline script).
applyStoredTheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = createAppStore();
const router = createBrowserRouter(adminRoutes);

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
