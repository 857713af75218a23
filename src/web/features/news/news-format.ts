import { format, parseISO } from 'date-fns';
import { ar, enUS, nl } from 'date-fns/locale';
import type { Locale } from '@shared/locales';
import type { NewsTranslate } from './news-messages';

const dateLocales = { en: enUS, ar, nl } as const;

/** 'Nov 18, 2026' in the page's language, with Latin digits; the same on the server and in the browser. */
export function formatNewsDate(isoDate: string, locale: Locale): string {
  return format(parseISO(isoDate), 'MMM dd, yyyy', { locale: dateLocales[locale] });
}

/** 'N min read' under ten minutes, 'N min' from ten on. */
export function readTimeLabel(minutes: number, t: NewsTranslate): string {
  return t(minutes < 10 ? 'article.readTimeShort' : 'article.readTimeLong', { minutes });
}
