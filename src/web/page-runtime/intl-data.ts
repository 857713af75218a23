import { intlLocale, type Locale } from '@shared/locales';

let loaded: Promise<void> | undefined;

/**
 * The first number or date formatter of a page loads the browser's data for
 * its language: 50–100 ms of main thread on a slow phone, in one piece. A
 * worker building one first loads that data on another core, where it keeps
 * nothing from answering; the page's own formatters then take under a
 * millisecond. Started as soon as the page is known to have islands, so it
 * runs while their code downloads. Settles once the data is loaded, or at
 * once where a worker cannot start (the formatters then load it themselves).
 */
export function loadIntlDataOffThread(locale: Locale): Promise<void> {
  loaded ??= new Promise<void>((settle) => {
    if (typeof Worker === 'undefined') return settle();
    const worker = new Worker(new URL('./intl-data.worker.ts', import.meta.url), { type: 'module', name: intlLocale(locale) });
    const finish = () => {
      worker.terminate();
      settle();
    };
    worker.addEventListener('message', finish, { once: true });
    worker.addEventListener('error', finish, { once: true });
  });
  return loaded;
}
