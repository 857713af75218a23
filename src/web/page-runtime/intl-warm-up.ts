import { dateTimeFormat, numberFormat } from '@shared/format/cached-formats';
import type { Locale } from '@shared/locales';
import { loadIntlDataOffThread } from './intl-data';
import { nextTask } from './next-task';

let warmedUp: Promise<void> | undefined;

/**
 * The browser loads a language's number and date data the first time a
 * formatter for it is built: tens of milliseconds on a slow phone. A worker
 * loads it first (`intl-data.ts`); then the site's shared formatters are
 * built in tasks of their own before an island hydrates, so that no
 * hydration task pays for building them (nor, where the worker could not
 * run, for loading the data); the islands then find them built.
 */
export function warmUpIntl(locale: Locale): Promise<void> {
  warmedUp ??= (async () => {
    await loadIntlDataOffThread(locale);
    numberFormat(locale).format(1);
    await nextTask();
    dateTimeFormat(locale, { month: 'long' }).format(0);
    await nextTask();
  })();
  return warmedUp;
}
