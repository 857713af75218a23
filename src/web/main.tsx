import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router';
import { localizePath, splitLocale } from '@shared/locales';
import { AppProviders } from './app/app-providers';
import { ErrorPage } from './app/error-page';
import { RenderErrorBoundary } from './app/render-error-boundary';
import { loadMessages } from './i18n/load-messages';
import { loadPageCopy, usePageCopyStore } from './i18n/page-copy-store';
import type { Messages } from './i18n/translate';
import { createRoutes } from './router';
import { BrowserRouter } from './routing/browser-router';
import { keepPrerenderedPage } from './routing/prerendered-page';
import { loadRouteModules } from './routing/route-modules';

function BrowserApp({ messages, routes }: { messages: Messages; routes: RouteObject[] }): ReactNode {
  const pageCopy = usePageCopyStore();
  return (
    <AppProviders messages={messages} pageCopy={pageCopy}>
      <BrowserRouter routes={routes} />
    </AppProviders>
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const { pathname } = window.location;
  const { locale } = splitLocale(pathname);
  const routes = createRoutes();
  // The development server's page holds only the placeholder comment where the prerenderer writes the page.
  const hydrating = container.firstElementChild !== null;
  // A static page keeps its prerendered HTML, so neither its code nor the page
  // copy is needed to hydrate it.
  const keptAsPrerendered = hydrating && keepPrerenderedPage(routes, pathname);
  // Hydration must render exactly what the prerenderer did, so the code of the
  // routes on screen is loaded before React takes over.
  const [messages] = await Promise.all([
    loadMessages(locale),
    keptAsPrerendered ? undefined : loadPageCopy(locale),
    loadRouteModules(routes, pathname),
  ]);
  // Should the shell itself fail (the header, say), the visitor still gets a page in their language.
  const app = (
    <RenderErrorBoundary resetKey={pathname} fallback={<ErrorPage texts={messages.page.error} homeHref={localizePath('/', locale)} />}>
      <BrowserApp messages={messages} routes={routes} />
    </RenderErrorBoundary>
  );
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread until the whole page is done.
  if (hydrating) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  }
  else createRoot(container).render(app);
}

void start();
