import { StrictMode, type ReactNode } from 'react';
import { LocaleTextsProvider } from '@web/i18n/locale-texts-context';
import type { LocaleTexts } from '@web/i18n/locale-texts';

/**
 * Everything the server render and the browser wrap around the router, in one
 * place. Data fetching is provided only by the pages that fetch (QueryProvider),
 * so the other pages never download it.
 */
export function AppProviders({ texts, children }: { texts: LocaleTexts; children: ReactNode }) {
  return (
    <StrictMode>
      <LocaleTextsProvider texts={texts}>{children}</LocaleTextsProvider>
    </StrictMode>
  );
}
