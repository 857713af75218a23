import { Building2, CalendarDays } from 'lucide-react';
import type { BusinessPartner, MarketPartners } from '@content/market/partners';
import { useLocalized } from '@web/lib/use-locale';
import { DetailList } from './detail-list';
import { PartnerCardFrame } from './partner-card-frame';

export function BusinessPartnerCard({ partner, labels }: { partner: BusinessPartner; labels: MarketPartners['labels'] }) {
  const localized = useLocalized();
  return (
    <PartnerCardFrame partner={{ ...partner, location: partner.contact.location }}>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-fg-muted">
        <li className="inline-flex items-center gap-1.5">
          <Building2 className="size-4" aria-hidden="true" />
          {localized(partner.members)}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden="true" />
          {localized(labels.established).replace('{year}', String(partner.established))}
        </li>
      </ul>
      <DetailList heading={localized(labels.focus)} items={partner.focus.map(localized)} />
      <DetailList heading={localized(labels.services)} items={partner.services.map(localized)} />
    </PartnerCardFrame>
  );
}
