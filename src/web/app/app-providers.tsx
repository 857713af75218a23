import { StrictMode, type ReactNode } from 'react';
import { LocaleTextsProvider } from '@web/i18n/locale-texts-context';
import type { LoadedLocaleTexts } from '@web/i18n/locale-texts';

/**
 * Everything the server render and the browser wrap around the router, in one
 * place. Data fetching is provided only by the pages that fetch (QueryProvider),
 * so the other pages never download it.
 */
export function AppProviders({ locale, messages, pageCopy, children }: LoadedLocaleTexts & { children: ReactNode }) {
  return (
    <StrictMode>
      <LocaleTextsProvider locale={locale} messages={messages} pageCopy={pageCopy}>
        {children}
      </LocaleTextsProvider>
    </StrictMode>
  );
}
