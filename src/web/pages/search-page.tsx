import { searchResultAttributes } from '@shared/site-search';
import { PageHeader } from '@web/components/page-header';
import { SiteSearchForm } from '@web/components/site-search-form';
import { searchMessages } from '@web/features/search/search-messages';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { useMessages } from '@web/i18n/use-messages';

/** The status sentences keep `{query}` as a slot the server and the browser fill (shared/site-search.ts). */
const querySlot = { query: '{query}' };

/**
 * The search page: the form, then the results. The server writes the results
 * of a sent search into this page (no JavaScript needed); in the browser they
 * follow the typing, from the Pagefind index (page-runtime/live-search.ts).
 */
export default function SearchPage() {
  const copy = usePageCopy().search;
  const t = useMessages(searchMessages);
  const results = {
    [searchResultAttributes.foundText]: t('results.found', querySlot),
    [searchResultAttributes.noneText]: t('results.none', querySlot),
    [searchResultAttributes.startText]: t('results.start'),
  };
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto min-h-[60svh] max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        <SiteSearchForm id="search-page-query" live />
        <div className="mt-8" {...results}>
          <p role="status" className="text-base font-medium text-fg" {...{ [searchResultAttributes.status]: '' }}>
            {t('results.start')}
          </p>
          <ol className="mt-4 grid gap-4" {...{ [searchResultAttributes.hits]: '' }} />
        </div>
      </div>
    </>
  );
}
