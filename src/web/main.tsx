import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router';
import { localizePath, splitLocale, type Locale } from '@shared/locales';
import { createTranslate } from '@shared/messages/catalog';
import { AppProviders } from './app/app-providers';
import { ErrorPage } from './app/error-page';
import { RenderErrorBoundary } from './app/render-error-boundary';
import { loadMessages } from './i18n/load-messages';
import { loadPageCopy, usePageCopyStore } from './i18n/page-copy-store';
import type { SiteMessages } from './i18n/site-messages';
import { createRoutes } from './router';
import { BrowserRouter } from './routing/browser-router';
import { keepPrerenderedPage } from './routing/prerendered-page';
import { loadRouteModules } from './routing/route-modules';

function BrowserApp({ locale, messages, routes }: { locale: Locale; messages: SiteMessages; routes: RouteObject[] }): ReactNode {
  const pageCopy = usePageCopyStore();
  return (
    <AppProviders locale={locale} messages={messages} pageCopy={pageCopy}>
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
    <RenderErrorBoundary
      resetKey={pathname}
      fallback={<ErrorPage t={createTranslate(locale, messages)} homeHref={localizePath('/', locale)} />}
    >
      <BrowserApp locale={locale} messages={messages} routes={routes} />
    </RenderErrorBoundary>
  );
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread until the whole page is done.
  if (hydrating) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}

void start();
