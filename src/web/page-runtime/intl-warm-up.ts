import { dateTimeFormat, numberFormat } from '@shared/format/cached-formats';
import type { Locale } from '@shared/locales';

let warmedUp: Promise<void> | undefined;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The browser loads a language's number and date data the first time a
 * formatter for it is built: tens of milliseconds on a slow phone. Building
 * the site's shared formatters in tasks of their own before an island
 * hydrates keeps that out of the hydration's task, where the first count or
 * date would pay for it; the islands then find them built.
 */
export function warmUpIntl(locale: Locale): Promise<void> {
  warmedUp ??= (async () => {
    numberFormat(locale).format(1);
    await nextTask();
    dateTimeFormat(locale, { month: 'long' }).format(0);
    await nextTask();
  })();
  return warmedUp;
}
