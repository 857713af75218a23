import { Handshake } from 'lucide-react';
import { marketPartners } from '@content/market/partners';
import { Section } from '@web/components/section';
import { StatGrid } from '@web/components/stat-grid';
import { AcademicPartnerCard } from '@web/features/market/academic-partner-card';
import { BusinessPartnerCard } from '@web/features/market/business-partner-card';
import { GovernmentPartnerCard } from '@web/features/market/government-partner-card';
import { InvitationBlock } from '@web/features/market/invitation-block';
import { MarketCallToAction } from '@web/features/market/market-call-to-action';
import { MarketPageHeader } from '@web/features/market/market-page-header';
import { useStatItems } from '@web/features/market/use-market-formatters';
import { useLocalized } from '@web/lib/use-locale';

export default function PartnersPage() {
  const localized = useLocalized();
  const { statistics, government, business, academic } = marketPartners;
  const statItems = useStatItems(statistics.items);
  return (
    <>
      <MarketPageHeader page="partners" />
      <Section id="network-figures" heading={localized(statistics.heading)}>
        <StatGrid items={statItems} />
      </Section>
      <Section id="government-partners" tone="muted" heading={localized(government.heading)} intro={localized(government.intro)}>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {government.items.map((partner) => (
            <GovernmentPartnerCard key={partner.contact.website} partner={partner} />
          ))}
        </div>
      </Section>
      <Section id="business-partners" heading={localized(business.heading)} intro={localized(business.intro)}>
        <div className="grid gap-6 md:grid-cols-2">
          {business.items.map((partner) => (
            <BusinessPartnerCard key={partner.name} partner={partner} />
          ))}
        </div>
      </Section>
      <Section id="academic-partners" tone="muted" heading={localized(academic.heading)} intro={localized(academic.intro)}>
        <div className="grid gap-6 md:grid-cols-3">
          {academic.items.map((partner) => (
            <AcademicPartnerCard key={partner.name} partner={partner} />
          ))}
        </div>
      </Section>
      <InvitationBlock id="become-a-partner" icon={Handshake} content={marketPartners.becomePartner} />
      <MarketCallToAction content={marketPartners.callToAction} />
    </>
  );
}
