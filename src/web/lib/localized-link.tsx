import type { AnchorHTMLAttributes } from 'react';
import { localizePath } from '@shared/locales';
import { useLocale } from './use-locale';

/** Prefixes a path with the language; an in-page anchor ('#process') stays as it is. */
function localizedTarget(to: string, locale: ReturnType<typeof useLocale>): string {
  return to.startsWith('#') ? to : localizePath(to, locale);
}

/**
 * A link to an English route path that stays in the current language. Every
 * page is its own document, so this is a plain link: the browser's
 * speculation rules fetch the next page while the pointer rests on it.
 */
export function LocalizedLink({ to, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const locale = useLocale();
  return (
    <a href={localizedTarget(to, locale)} {...props}>
      {children}
    </a>
  );
}
