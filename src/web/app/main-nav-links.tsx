import { splitLocale } from '@shared/locales';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { clsx } from 'clsx';
import { LocalizedLink } from '@web/lib/localized-link';
import { usePageLocation } from '@web/page-runtime/page-location';
import { mainNavigation } from './navigation';

/** Whether a navigation item leads to the current page or to the section it is in. */
function isCurrent(href: string, path: string): boolean {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

export function MainNavLinks({ orientation }: { orientation: 'horizontal' | 'vertical' }) {
  const { t } = useTranslation();
  const { path } = splitLocale(usePageLocation().pathname);
  return (
    <ul className={clsx('flex', orientation === 'horizontal' ? 'items-center gap-1' : 'flex-col gap-1')}>
      {mainNavigation.map((item) => {
        const current = isCurrent(item.href, path);
        return (
          <li key={item.key}>
            <LocalizedLink
              to={item.href}
              aria-current={current ? 'page' : undefined}
              className={clsx(
                'block rounded-lg font-medium whitespace-nowrap transition-colors hover:bg-surface-muted hover:text-fg',
                orientation === 'horizontal' ? 'px-3 py-2 text-sm' : 'px-3 py-3 text-base',
                current ? 'text-primary' : 'text-fg-muted',
              )}
            >
              {t(`nav.${item.key}`)}
            </LocalizedLink>
          </li>
        );
      })}
    </ul>
  );
}
