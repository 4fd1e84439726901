import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers';
import { appRoutes } from './app/routes';
import { createAppServices } from './app/services';
import { applyColorScheme } from './theme/color-scheme';
import './styles.css';

const services = createAppServices({ store: window.localStorage, browserLanguages: navigator.languages });
// Paint in the stored scheme straight away; the user's saved setting takes over once it is loaded.
applyColorScheme(services.session.getUser()?.colorScheme ?? 'system');

const router = createBrowserRouter(appRoutes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
