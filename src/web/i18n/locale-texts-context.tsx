import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslate } from '@shared/messages/catalog';
import type { LoadedLocaleTexts, PageCopyInLocale } from './locale-texts';
import type { SiteTranslate } from './site-messages';

interface LocaleTextsValue {
  t: SiteTranslate;
  pageCopy: PageCopyInLocale | undefined;
}

const LocaleTextsContext = createContext<LocaleTextsValue | null>(null);

/**
 * The page's language is fixed for the whole document, so its texts are
 * provided once at the root. Islands get the messages but not the page copy,
 * which only the prerenderer reads.
 */
export function LocaleTextsProvider({ locale, messages, pageCopy, children }: LoadedLocaleTexts & { children: ReactNode }) {
  const t = useMemo(() => createTranslate(locale, messages), [locale, messages]);
  const value = useMemo(() => ({ t, pageCopy }), [t, pageCopy]);
  return <LocaleTextsContext value={value}>{children}</LocaleTextsContext>;
}

function useLocaleTexts() {
  const texts = useContext(LocaleTextsContext);
  if (!texts) throw new Error('LocaleTextsProvider is missing above this component');
  return texts;
}

/** The site's messages in the page's language; a misspelt key fails the type check. */
export function useTranslation(): { t: SiteTranslate } {
  return { t: useLocaleTexts().t };
}

/** The page copy: the prerenderer's alone; an island that needs a heading gets it as a prop. */
export function usePageCopy(): PageCopyInLocale {
  const { pageCopy } = useLocaleTexts();
  if (!pageCopy) throw new Error('The page copy is read while prerendering, never inside an island');
  return pageCopy;
}
