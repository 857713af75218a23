import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { splitLocale } from '@shared/locales';
import { AppProviders } from './app/app-providers';
import { loadLocaleTexts } from './i18n/load-locale-texts';
import { createRoutes } from './router';
import { BrowserRouter } from './routing/browser-router';
import { loadRouteModules } from './routing/route-modules';

async function start() {
  const { locale } = splitLocale(window.location.pathname);
  const routes = createRoutes();
  // Hydration must render exactly what the prerenderer did, so the code of the
  // routes on screen is loaded before React takes over.
  const [texts] = await Promise.all([
    loadLocaleTexts(locale),
    loadRouteModules(routes, window.location.pathname),
  ]);
  const app = (
    <AppProviders texts={texts}>
      <BrowserRouter routes={routes} />
    </AppProviders>
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread until the whole page is done.
  if (container.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  }
  else createRoot(container).render(app);
}

void start();
