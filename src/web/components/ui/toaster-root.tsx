import { createRoot } from 'react-dom/client';
import { splitLocale } from '@shared/locales';
import { LocaleTextsProvider } from '@web/i18n/locale-texts-context';
import { loadMessages } from '@web/i18n/load-messages';
import { PageLocationProvider } from '@web/page-runtime/page-location';
import { Toaster } from './toaster';

/**
 * The page's one toast region, in a React root of its own at the end of the
 * body: every island that shows a toast shares it, so one toast shows at a
 * time however many islands the page has.
 */
export async function mountToasterRoot(): Promise<void> {
  const locale = splitLocale(window.location.pathname).locale;
  const messages = await loadMessages(locale);
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <LocaleTextsProvider locale={locale} messages={messages} pageCopy={undefined}>
      <PageLocationProvider location={{ pathname: window.location.pathname, search: window.location.search }}>
        <Toaster />
      </PageLocationProvider>
    </LocaleTextsProvider>,
  );
}
