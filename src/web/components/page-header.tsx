import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { LocalizedLink } from '@web/lib/localized-link';
import { Breadcrumb, type Crumb } from './breadcrumb';

export interface BackLink {
  href: string;
  label: string;
}

/**
 * The opening band of every page: an optional way back (a breadcrumb trail or
 * a back link), the h1, the introduction, and any actions as children. A page
 * whose introduction reports an outcome once it is known makes it a status
 * region, so the change is announced. A section's page passes its
 * illustration, which stands on the band's lower edge: beside the text on wide
 * screens, below it on narrow ones.
 */
export function PageHeader({
  heading,
  intro,
  introIsStatus = false,
  back,
  breadcrumb,
  illustration,
  children,
}: {
  heading: string;
  intro: string;
  introIsStatus?: boolean;
  back?: BackLink | undefined;
  breadcrumb?: Crumb[];
  illustration?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden border-b border-border bg-surface-muted">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50%_80%_at_top_right,var(--primary-soft),transparent)] rtl:bg-[radial-gradient(50%_80%_at_top_left,var(--primary-soft),transparent)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {/* The way back names another page: it stays out of this page's search text. */}
        <div data-pagefind-ignore="">
          {breadcrumb ? <Breadcrumb items={breadcrumb} /> : null}
          {back ? (
            <LocalizedLink to={back.href} className="mb-6 inline-flex items-center gap-2 text-sm font-medium text-fg-muted hover:text-fg">
              <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
              {t('page.backTo', { name: back.label })}
            </LocalizedLink>
          ) : null}
        </div>
        <div className="mb-5 flex h-1.5 w-16 overflow-hidden rounded-full" aria-hidden="true">
          <span className="w-1/2 bg-primary" />
          <span className="w-1/2 bg-accent" />
        </div>
        <h1 className="max-w-4xl text-3xl font-bold tracking-tight text-balance text-fg sm:text-5xl">{heading}</h1>
        <p role={introIsStatus ? 'status' : undefined} className="mt-5 max-w-3xl text-lg text-pretty text-fg-muted">
          {intro}
        </p>
        {children}
        {illustration ? (
          <div className="-mb-14 mt-10 flex justify-end sm:-mb-20 xl:absolute xl:end-8 xl:bottom-0 xl:mb-0">{illustration}</div>
        ) : null}
      </div>
    </section>
  );
}
