import { languagePreferenceKey } from '@shared/locales';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * A language chosen from the menu is remembered in a cookie, so the server can
 * send the visitor's next bare "/" to their language. The link keeps the
 * page's query, which the prerendered href could not know.
 */
export function bindLanguageChoices(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-choice]')) {
    link.addEventListener('click', () => {
      document.cookie = `${languagePreferenceKey}=${link.dataset.languageChoice}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
    });
    link.search = window.location.search;
  }
}
