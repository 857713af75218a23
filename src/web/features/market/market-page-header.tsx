import type { ReactNode } from 'react';
import { usePageCopy, useTranslation } from '@web/i18n/locale-texts-context';
import type { PageKey } from '@shared/routes';
import { SectionPageHeader } from '@web/components/section-page-header';

type MarketSubPage = Extract<PageKey, 'marketOverview' | 'culturalDifferences' | 'focusSectors' | 'publications' | 'partners'>;

/** The header of a Market Information sub-page: the trail back to the hub, then its h1 and intro. */
export function MarketPageHeader({ page, children }: { page: MarketSubPage; children?: ReactNode }) {
  const { t } = useTranslation();
  const pageCopy = usePageCopy();
  const copy = pageCopy[page];
  return (
    <SectionPageHeader
      heading={copy.heading}
      intro={copy.intro}
      breadcrumb={[
        { label: t('nav.home'), href: '/' },
        { label: pageCopy.marketInfo.heading, href: '/market-info' },
        { label: copy.heading },
      ]}
    >
      {children}
    </SectionPageHeader>
  );
}
