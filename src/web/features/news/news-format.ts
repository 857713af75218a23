import type { Localized, Locale } from '@shared/locales';

/** 'N min read' under ten minutes, 'N min' from ten on. */
export function readTimeLabel(minutes: number, labels: { readTimeShort: Localized; readTimeLong: Localized }, locale: Locale): string {
  const template = minutes < 10 ? labels.readTimeShort : labels.readTimeLong;
  return template[locale].replace('{minutes}', String(minutes));
}
