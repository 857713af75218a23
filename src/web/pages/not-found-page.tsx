import { ArrowRight, Home } from 'lucide-react';
import { mainNavigation } from '@web/app/navigation';
import { SiteSearchForm } from '@web/components/site-search-form';
import { ButtonLink } from '@web/components/ui/button-link';
import { searchMessages } from '@web/features/search/search-messages';
import { usePageCopy, useTranslation } from '@web/i18n/locale-texts-context';
import { useMessages } from '@web/i18n/use-messages';
import { LocalizedLink } from '@web/lib/localized-link';

/** The main sections, without home: the way home has its own button. */
const sections = mainNavigation.filter((item) => item.href !== '/');

/** The spec's heading and sentence, then what a lost visitor needs: a search, the main sections and a way home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const pageCopy = usePageCopy();
  const search = useMessages(searchMessages);
  return (
    <section className="mx-auto grid max-w-3xl gap-10 px-4 py-16 sm:py-24">
      <div className="grid justify-items-center gap-6 text-center">
        <p className="text-7xl font-bold text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-fg">{pageCopy.notFound.heading}</h1>
        <p className="text-lg text-fg-muted">{pageCopy.notFound.intro}</p>
        <ButtonLink size="lg" to="/">
          <Home aria-hidden="true" />
          {t('page.backHome')}
        </ButtonLink>
      </div>
      <div className="rounded-xl border border-border bg-surface-raised p-5 shadow-sm sm:p-6">
        <h2 className="mb-4 text-lg font-semibold text-fg">{search('notFound.search')}</h2>
        <SiteSearchForm id="not-found-query" />
      </div>
      <nav aria-labelledby="not-found-sections">
        <h2 id="not-found-sections" className="mb-4 text-lg font-semibold text-fg">
          {search('notFound.sections')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {sections.map((item) => (
            <li key={item.key}>
              <LocalizedLink
                to={item.href}
                className="flex items-center justify-between gap-3 rounded-lg border border-border bg-surface-raised px-4 py-3 font-medium text-fg transition-colors hover:bg-surface-muted"
              >
                {t(`nav.${item.key}`)}
                <ArrowRight className="size-4 text-primary rtl:rotate-180" aria-hidden="true" />
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
