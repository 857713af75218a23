import { useTranslation } from '@web/i18n/locale-texts-context';
import { clsx } from 'clsx';
import { LocalizedNavLink } from '@web/lib/localized-link';
import { mainNavigation } from './navigation';

export function MainNavLinks({ orientation, onNavigate }: { orientation: 'horizontal' | 'vertical'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className={clsx('flex', orientation === 'horizontal' ? 'items-center gap-1' : 'flex-col gap-1')}>
      {mainNavigation.map((item) => (
        <li key={item.key}>
          <LocalizedNavLink
            to={item.href}
            end={item.href === '/'}
            onClick={onNavigate}
            className={({ isActive }) =>
              clsx(
                'block rounded-lg font-medium whitespace-nowrap transition-colors hover:bg-surface-muted hover:text-fg',
                orientation === 'horizontal' ? 'px-3 py-2 text-sm' : 'px-3 py-3 text-base',
                isActive ? 'text-primary' : 'text-fg-muted',
              )
            }
          >
            {t(`nav.${item.key}`)}
          </LocalizedNavLink>
        </li>
      ))}
    </ul>
  );
}
