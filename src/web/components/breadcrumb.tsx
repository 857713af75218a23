import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { LocalizedLink } from '@web/lib/localized-link';

export interface Crumb {
  label: string;
  href?: string;
}

/** The trail to the current page; the last crumb is the page itself. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('page.breadcrumb')} className="mb-6">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-fg-muted">
        {items.map((item, index) => (
          <Fragment key={item.label}>
            {index > 0 ? (
              <li aria-hidden="true">
                <ChevronRight className="size-4 rtl:rotate-180" />
              </li>
            ) : null}
            <li>
              {item.href ? (
                <LocalizedLink to={item.href} className="hover:text-fg">
                  {item.label}
                </LocalizedLink>
              ) : (
                <span aria-current="page" className="font-medium text-fg">
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
