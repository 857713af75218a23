import './styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { splitLocale } from '@shared/locales';
import { AppProviders } from './app/app-providers';
import { createI18n } from './i18n/create-i18n';
import { loadMessages } from './i18n/load-messages';
import { createQueryClient } from './lib/query-client';
import { createRoutes } from './router';

/**
 * Hydration must render exactly what the prerenderer did, so the lazily loaded
 * modules of the routes on screen are fetched before React takes over.
 */
async function loadMatchedRoutes(routes: ReturnType<typeof createRoutes>) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start() {
  const { locale } = splitLocale(window.location.pathname);
  const routes = createRoutes();
  const [messages] = await Promise.all([loadMessages(locale), loadMatchedRoutes(routes)]);
  const router = createBrowserRouter(routes);
  const app = (
    <AppProviders i18n={createI18n(locale, messages)} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
