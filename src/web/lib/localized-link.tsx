import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { localizePath } from '@shared/locales';
import { useLocale } from './use-locale';

/** Prefixes a path with the language; an in-page anchor ('#process') stays as it is. */
function localizedTarget(to: string, locale: ReturnType<typeof useLocale>): string {
  return to.startsWith('#') ? to : localizePath(to, locale);
}

/** A link to an English route path that stays in the current language. */
export function LocalizedLink({ to, ...props }: LinkProps & { to: string }) {
  const locale = useLocale();
  return <Link to={localizedTarget(to, locale)} {...props} />;
}

export function LocalizedNavLink({ to, ...props }: NavLinkProps & { to: string }) {
  const locale = useLocale();
  return <NavLink to={localizedTarget(to, locale)} {...props} />;
}
