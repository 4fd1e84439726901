import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMemoryStore, STORAGE_KEYS, type TKeyValueStore } from '../api/session-storage';
import { AppProviders } from '../app/app-providers';
import { appRoutes } from '../app/routes';
import { createAppServices, type TAppServices } from '../app/services';
import { jsdomFetch } from './jsdom-fetch';

/** How to start the app under test. */
export type TRenderAppOptions = {
  /** The path to open, e.g. `/sign-up`. */
  path?: string;
  /** Stored as `lng` before start, as if the user had picked it. */
  language?: string;
  /** The API server; a closed port by default, so a stray request fails loudly. */
  baseUrl?: string;
  store?: TKeyValueStore;
  /** Render this element at `path` instead of the app's own routes (no layout, no requests). */
  element?: ReactNode;
};

/** Renders the app (or one screen) with fresh services, an in-memory store and a memory router. */
export function renderApp(options: TRenderAppOptions = {}): RenderResult & { services: TAppServices } {
  const store = options.store ?? createMemoryStore();
  if (options.language) store.setItem(STORAGE_KEYS.language, options.language);
  const services = createAppServices({ store, baseUrl: options.baseUrl ?? 'http://127.0.0.1:9', fetch: jsdomFetch });
  const routes = options.element ? [{ path: '*', element: options.element }] : appRoutes;
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const result = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, services };
}
