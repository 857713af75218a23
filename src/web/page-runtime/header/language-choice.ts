import { isLocale, languagePreferenceKey, localizePath, splitLocale } from '@shared/locales';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * A language chosen from the menu is remembered in a cookie, so the server can
 * send the visitor's next bare "/" to their language. The link leads to this
 * page in that language, with its query: the prerendered href knows only the
 * path the page was rendered for (a shell's placeholder, the 404 page's home).
 */
export function bindLanguageChoices(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-choice]')) {
    link.addEventListener('click', () => {
      document.cookie = `${languagePreferenceKey}=${link.dataset.languageChoice}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
    });
    const locale = link.dataset.languageChoice;
    if (!isLocale(locale)) continue;
    link.href = `${localizePath(splitLocale(window.location.pathname).path, locale)}${window.location.search}`;
  }
}
