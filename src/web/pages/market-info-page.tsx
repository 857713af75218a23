import { marketHub } from '@content/market/hub';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { SectionPageHeader } from '@web/components/section-page-header';
import { Section } from '@web/components/section';
import { HubCard } from '@web/features/market/hub-card';
import { MarketCallToAction } from '@web/features/market/market-call-to-action';
import { marketMessages } from '@web/features/market/market-messages';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';

/** The first two cards share a row; the other three fill the next one. */
const cardSpans = ['lg:col-span-3', 'lg:col-span-3', 'lg:col-span-2', 'lg:col-span-2', 'lg:col-span-2'];

export default function MarketInfoPage() {
  const localized = useLocalized();
  const t = useMessages(marketMessages);
  const pageCopy = usePageCopy();
  return (
    <>
      <SectionPageHeader heading={pageCopy.marketInfo.heading} intro={pageCopy.marketInfo.intro} />
      <Section id="guides" heading={localized(marketHub.heading)} intro={localized(marketHub.intro)}>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {marketHub.cards.map((card, index) => (
            <HubCard key={card.href} card={card} explore={t('hub.explore')} className={cardSpans[index]} />
          ))}
        </div>
      </Section>
      <MarketCallToAction content={marketHub.callToAction} />
    </>
  );
}
