import { clsx } from 'clsx';
import { site } from '@shared/site';
import { useLocale, useLocalized } from '@web/lib/use-locale';

/** The mark joins Qatar's serrated maroon band with a Dutch orange bar. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width="36" height="36" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#8A1538" />
      <path d="M7 7h10l-3 2.25L17 11.5l-3 2.25L17 16l-3 2.25L17 20.5l-3 2.25L17 25H7z" fill="#fff" />
      <rect x="19" y="7" width="6" height="18" rx="1.5" fill="#F36C21" />
    </svg>
  );
}

/**
 * The mark, the short name and, wherever there is room, the full name: from
 * 640 px while the navigation is folded, and beside the navigation from
 * 1280 px in English and Arabic (two lines of 160 px). The Dutch navigation
 * leaves no such room, so Dutch shows the short name there.
 */
export function Logo() {
  const localized = useLocalized();
  const locale = useLocale();
  return (
    <span className="flex items-center gap-3">
      <LogoMark className="shrink-0" />
      <span className="grid leading-tight">
        <span className="text-sm font-bold tracking-tight text-fg sm:text-base">{site.shortName}</span>
        <span
          data-full-name=""
          className={clsx('hidden max-w-56 text-xs text-fg-muted sm:block', locale === 'nl' ? 'xl:hidden' : 'xl:max-w-40')}
        >
          {localized(site.name)}
        </span>
      </span>
    </span>
  );
}
