import { createContext, use, useMemo, type ReactNode } from 'react';
import type { LoadedLocaleTexts, PageCopyInLocale } from './locale-texts';
import { createTranslate, type Messages, type Translate } from './translate';

interface LocaleTextsValue {
  t: Translate;
  messages: Messages;
  pageCopy: PageCopyInLocale | undefined;
}

const LocaleTextsContext = createContext<LocaleTextsValue | null>(null);

/**
 * The page's language is fixed for the whole document, so its texts are
 * provided once at the root. The page copy may arrive later than the messages:
 * a static page shown first hydrates without it (main.tsx).
 */
export function LocaleTextsProvider({ messages, pageCopy, children }: LoadedLocaleTexts & { children: ReactNode }) {
  const t = useMemo(() => createTranslate(messages), [messages]);
  const value = useMemo(() => ({ t, messages, pageCopy }), [t, messages, pageCopy]);
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

/** The catalog itself, typed: a misspelt key fails the type check (`t` takes any string). */
export function useMessages(): Messages {
  return useLocaleTexts().messages;
}

/** The page copy, which every page that shows it has loaded before it renders. */
export function usePageCopy(): PageCopyInLocale {
  const { pageCopy } = useLocaleTexts();
  if (!pageCopy) throw new Error('The page copy is loaded before a page that shows it renders');
  return pageCopy;
}

export function useLoadedPageCopy(): PageCopyInLocale | undefined {
  return useLocaleTexts().pageCopy;
}
