import { createContext, use, useMemo, type ReactNode } from 'react';
import type { LocaleTexts, PageCopyInLocale } from './locale-texts';
import { createTranslate, type Translate } from './translate';

const LocaleTextsContext = createContext<{ t: Translate; pageCopy: PageCopyInLocale } | null>(null);

/** The page's language is fixed for the whole document, so its texts are provided once at the root. */
export function LocaleTextsProvider({ texts, children }: { texts: LocaleTexts; children: ReactNode }) {
  const value = useMemo(() => ({ t: createTranslate(texts.messages), pageCopy: texts.pageCopy }), [texts]);
  return <LocaleTextsContext value={value}>{children}</LocaleTextsContext>;
}

function useLocaleTexts() {
  const texts = use(LocaleTextsContext);
  if (!texts) throw new Error('LocaleTextsProvider is missing above this component');
  return texts;
}

export function useTranslation(): { t: Translate } {
  return { t: useLocaleTexts().t };
}

export function usePageCopy(): PageCopyInLocale {
  return useLocaleTexts().pageCopy;
}
