import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCopy } from '@content/pages';
import type { PageKey } from '@shared/routes';
import { PageHeader } from '@web/components/page-header';
import { useLocalized } from '@web/lib/use-locale';

type MarketSubPage = Extract<
  PageKey,
  'marketOverview' | 'culturalDifferences' | 'focusSectors' | 'publications' | 'partners'
>;

/** The header of a Market Information sub-page: the trail back to the hub, then its h1 and intro. */
export function MarketPageHeader({ page, children }: { page: MarketSubPage; children?: ReactNode }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const copy = pageCopy[page];
  return (
    <PageHeader
      heading={localized(copy.heading)}
      intro={localized(copy.intro)}
      breadcrumb={[
        { label: t('nav.home'), href: '/' },
        { label: localized(pageCopy.marketInfo.heading), href: '/market-info' },
        { label: localized(copy.heading) },
      ]}
    >
      {children}
    </PageHeader>
  );
}
